import { getEnv } from "~/env.server";
import {
  earlier,
  firstDay,
  later,
  type BalanceKind,
  type Facts,
  type GrantDeadline,
  type LeaveBalance,
  type LeaveRow,
} from "~/services/leave/balance-facts.server";
import { addDays } from "~/utils/dates";
import {
  LEAVE_LAW,
  addMonths,
  annualEntitlement,
  countWorkingDays,
  cycleAt,
  cycleOn,
  firstYearSickDays,
  sickEntitlement,
  type Cycle,
} from "~/utils/leave-law";

/**
 * Leave balances (Labour Act 11 of 2007; numbers in app/utils/leave-law.ts). Every count is in
 * working days of the employee's pattern. A request is charged to each cycle for the days that
 * fall in it, so leave across a cycle's end takes its first days from the old cycle and the rest
 * from the new one. "Taken" is approved leave that has started, "booked" approved leave still
 * ahead, "left" what remains; "pending" requests await a decision and hold no days (approving
 * one is checked against "left" then), so recalling a decision gives its days back.
 *
 * Annual leave is never forfeited (s. 23 puts the four-month deadline on the employer, and
 * untaken leave is paid out when employment ends): a cycle's unused days are carried into every
 * later cycle until taken, oldest first. Carried days past the employer's deadline to grant them
 * (four months after their cycle, six with a written agreement) are "overdue" for HR to act on.
 * An opening balance (go-live) stands for everything before its date: the portal's own requests
 * before it are not counted again.
 *
 * Pure functions of an employee's facts (balance-facts.server.ts): the same code computes one
 * employee's balances and every employee's at once (balances.server.ts loads the facts).
 */

/** Which balance a leave type draws on: personal and emergency leave draw on annual unless the company grants their own. */
export function balanceKindOf(leaveType: string): BalanceKind | null {
  const env = getEnv();
  if (leaveType === "vacation") return "annual";
  if (leaveType === "personal") return env.LEAVE_PERSONAL_DAYS > 0 ? "personal" : "annual";
  if (leaveType === "emergency") return env.LEAVE_EMERGENCY_DAYS > 0 ? "emergency" : "annual";
  if (leaveType === "sick" || leaveType === "compassionate" || leaveType === "maternity") return leaveType;
  return null;
}

/**
 * The cycle of a balance that holds `date`: annual and compassionate leave (s. 25 grants it per
 * annual leave cycle) in 12-month cycles from the start date, sick leave in 36-month cycles, the
 * company's own types per calendar year.
 */
export function cycleOfKind(kind: BalanceKind, start: string, date: string): Cycle {
  if (kind === "sick") return cycleOn(start, LEAVE_LAW.sickCycleMonths, date);
  if (kind === "annual" || kind === "compassionate") return cycleOn(start, LEAVE_LAW.annualCycleMonths, date);
  const year = date.slice(0, 4);
  return { index: Number(year), start: `${year}-01-01`, end: `${year}-12-31` };
}

/** The last day to grant a finished annual cycle's leave: four months after it, six with a written agreement. */
export function grantDeadline(cycle: Cycle, extended: boolean) {
  const months = extended ? LEAVE_LAW.annualGrantAgreedMaxMonths : LEAVE_LAW.annualGrantMonths;
  // Months after the cycle's last day: 30 March + 6 = 30 September; a cycle that ends on a
  // month's last day has its deadline on a month's last day (28 February + 4 = 30 June).
  const lastOfMonth = addDays(cycle.end, 1).slice(8) === "01";
  return lastOfMonth ? addDays(addMonths(addDays(cycle.end, 1), months), -1) : addMonths(cycle.end, months);
}

/** The working days of a request that fall between `from` and `to`. */
function daysWithin(facts: Facts, row: LeaveRow, from: string, to: string) {
  if (row.endDate < from || row.startDate > to) return 0;
  if (row.startDate >= from && row.endDate <= to) return row.workingDays;
  return countWorkingDays(later(row.startDate, from), earlier(row.endDate, to), facts.pattern, facts.holidays);
}

/** Taken, booked and pending days of one kind charged to a cycle (the days of each request that fall in it). */
function usage(facts: Facts, kind: BalanceKind, cycle: Cycle) {
  const opening = facts.openings.get(kind);
  // Before the opening balance's day, the opening stands for the old records.
  const from = opening ? later(cycle.start, opening.asOf) : cycle.start;
  const broughtForward = opening && opening.asOf >= cycle.start && opening.asOf <= cycle.end ? opening.taken : 0;
  let taken = broughtForward;
  let booked = 0;
  let pending = 0;
  for (const row of facts.rows) {
    if (row.id === facts.exceptId || balanceKindOf(row.leaveType) !== kind) continue;
    const days = daysWithin(facts, row, from, cycle.end);
    if (!days) continue;
    if (row.status !== "approved") pending += days;
    else if (later(row.startDate, from) <= facts.today) taken += days;
    else booked += days;
  }
  return { taken, booked, pending, broughtForward };
}

interface Lot {
  days: number;
  grantBy: string;
  cycleStart: string;
}

/**
 * Annual leave over the cycles the portal knows, oldest days used first. The chain starts at the
 * opening balance's cycle (its carried days are the first lot), else at the cycle before the
 * portal knew the employee (never later than the cycle before this one, so last
 * cycle's days are there on a new system). An overdraw HR allowed as an exception ends with its cycle.
 */
function annualBalance(facts: Facts, start: string, asOf: string) {
  const months = LEAVE_LAW.annualCycleMonths;
  const current = cycleOn(start, months, asOf);
  const entitled = annualEntitlement(facts.pattern, facts.employee.vacationDays);
  const opening = facts.openings.get("annual");
  const lots: Lot[] = [];
  let first: number;
  if (opening) {
    first = cycleOn(start, months, later(opening.asOf, start)).index;
    if (opening.carried > 0) {
      const before =
        first > 0 ? cycleAt(start, months, first - 1) : { index: -1, start: addMonths(start, -months), end: addDays(start, -1) };
      lots.push({ days: opening.carried, grantBy: grantDeadline(before, facts.extensions.has(before.start)), cycleStart: before.start });
    }
  } else {
    // The portal knows the employee from their record's creation or their first request, if
    // earlier; the cycle before that is taken as unused (its days are there on a new system).
    const known = facts.rows.reduce((min, row) => earlier(min, row.startDate), facts.createdOn);
    first = Math.max(0, Math.min(current.index, cycleOn(start, months, later(known, start)).index) - 1);
  }
  first = Math.min(first, current.index);
  let carried = 0;
  let used = { taken: 0, booked: 0, pending: 0, broughtForward: 0 };
  for (let index = first; index <= current.index; index += 1) {
    const cycle = cycleAt(start, months, index);
    if (index === current.index) carried = lots.reduce((sum, lot) => sum + lot.days, 0);
    lots.push({ days: entitled, grantBy: grantDeadline(cycle, facts.extensions.has(cycle.start)), cycleStart: cycle.start });
    used = usage(facts, "annual", cycle);
    let owed = used.taken + used.booked;
    for (const lot of lots) {
      const drawn = Math.min(lot.days, owed);
      lot.days -= drawn;
      owed -= drawn;
    }
  }
  const carriedLots = lots.slice(0, -1).filter((lot) => lot.days > 0);
  const sumOf = (list: Lot[]): GrantDeadline | null =>
    list.length ? { days: list.reduce((sum, lot) => sum + lot.days, 0), grantBy: list[0].grantBy, cycleStart: list[0].cycleStart } : null;
  return {
    cycle: current,
    entitled,
    used,
    carried,
    overdue: sumOf(carriedLots.filter((lot) => lot.grantBy < facts.today)),
    grantDue: sumOf(carriedLots.filter((lot) => lot.grantBy >= facts.today)),
    carriedByCycle: carriedLots.map((lot) => ({ ...lot })),
  };
}

export function balancesFrom(facts: Facts, cycleDate: string): LeaveBalance[] {
  const { employee, pattern, today } = facts;
  const env = getEnv();
  const start = firstDay(employee, today);
  const asOf = cycleDate < start ? start : cycleDate;
  const balances: LeaveBalance[] = [];
  const noCarry = { carried: 0, overdue: null, grantDue: null, carriedByCycle: [] };

  const annual = annualBalance(facts, start, asOf);
  balances.push({
    kind: "annual",
    label: "Annual",
    leaveTypes: ["vacation", ...(env.LEAVE_PERSONAL_DAYS > 0 ? [] : ["personal"]), ...(env.LEAVE_EMERGENCY_DAYS > 0 ? [] : ["emergency"])],
    cycleStart: annual.cycle.start,
    cycleEnd: annual.cycle.end,
    entitled: annual.entitled,
    ...annual.used,
    left: annual.entitled + annual.carried - annual.used.taken - annual.used.booked,
    carried: annual.carried,
    overdue: annual.overdue,
    grantDue: annual.grantDue,
    carriedByCycle: annual.carriedByCycle,
    note: annual.entitled > annualEntitlement(pattern) ? "Company allowance above the statutory minimum" : null,
  });

  // Sick: 36-month cycles; in the first 12 months, 1 day per 26 days worked so far.
  const sickCycle = cycleOfKind("sick", start, asOf);
  const firstYearEnds = addDays(addMonths(start, LEAVE_LAW.sickFirstYearMonths), -1);
  const fullSick = sickEntitlement(pattern, employee.sickDays);
  const inFirstYear = Boolean(employee.startDate) && asOf <= firstYearEnds;
  const sickEntitled = inFirstYear ? Math.min(fullSick, firstYearSickDays(start, asOf, pattern, facts.holidays)) : fullSick;
  const sickUsed = usage(facts, "sick", sickCycle);
  balances.push({
    kind: "sick",
    label: "Sick",
    leaveTypes: ["sick"],
    cycleStart: sickCycle.start,
    cycleEnd: sickCycle.end,
    entitled: sickEntitled,
    ...sickUsed,
    left: sickEntitled - sickUsed.taken - sickUsed.booked,
    ...noCarry,
    note: inFirstYear ? `First 12 months: 1 day per ${LEAVE_LAW.sickFirstYearDaysWorkedPerDay} days worked` : null,
  });

  const simple = (kind: BalanceKind, label: string, days: number, note: string | null) => {
    const cycle = cycleOfKind(kind, start, asOf);
    const counted = usage(facts, kind, cycle);
    balances.push({
      kind,
      label,
      leaveTypes: [kind],
      cycleStart: cycle.start,
      cycleEnd: cycle.end,
      entitled: days,
      ...counted,
      left: days - counted.taken - counted.booked,
      ...noCarry,
      note,
    });
  };
  simple("compassionate", "Compassionate", LEAVE_LAW.compassionateDaysPerCycle, "Death or serious illness of an immediate family member");
  if (env.LEAVE_PERSONAL_DAYS > 0) simple("personal", "Personal", env.LEAVE_PERSONAL_DAYS, "Company allowance");
  if (env.LEAVE_EMERGENCY_DAYS > 0) simple("emergency", "Emergency", env.LEAVE_EMERGENCY_DAYS, "Company allowance");
  return balances;
}

/** One cycle's share of a request: its working days in that cycle and the balance of that cycle (the request left out). */
export interface Charge {
  from: string;
  to: string;
  workingDays: number;
  balance: LeaveBalance;
}

/**
 * What a request of `leaveType` from `startDate` to `endDate` is charged to: one share per cycle
 * it touches (two when it crosses a cycle's end), each with that cycle's balance. `facts` is
 * left as it was (the shares are added to a copy of its requests).
 */
export function chargesFrom(facts: Facts, request: { leaveType: string; startDate: string; endDate: string }): Charge[] {
  const kind = balanceKindOf(request.leaveType);
  if (!kind) return [];
  const start = firstDay(facts.employee, facts.today);
  const working = { ...facts, rows: [...facts.rows] };
  const charges: Charge[] = [];
  for (let from = request.startDate; from <= request.endDate;) {
    const cycle = cycleOfKind(kind, start, later(from, start));
    const to = earlier(request.endDate, cycle.end);
    const workingDays = countWorkingDays(from, to, working.pattern, working.holidays);
    const balance = balancesFrom(working, later(from, start)).find((found) => found.kind === kind);
    if (balance && (workingDays > 0 || !charges.length)) charges.push({ from, to, workingDays, balance });
    // The next cycle's balance counts this share as granted: days it takes from the old cycle
    // (or from what was carried) are not carried into the next one as well.
    working.rows = [
      ...working.rows,
      { id: -charges.length, leaveType: request.leaveType, startDate: from, endDate: to, workingDays, status: "approved" },
    ];
    from = addDays(to, 1);
  }
  return charges;
}
