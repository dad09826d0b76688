import { Op, type Transaction } from "sequelize";
import { AnnualLeaveExtension, Employee, LeaveOpeningBalance, LeaveRequest } from "#models";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { ServiceError } from "~/services/errors.server";
import { holidayDatesBetween } from "~/services/public-holidays.server";
import { patternOf } from "~/services/leave/working-days.server";
import { addDays, todayIso } from "~/utils/dates";
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
  type WorkPattern,
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
 */

export const BALANCE_KINDS = ["annual", "sick", "compassionate", "personal", "emergency", "maternity"] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/** Carried annual days and the day by which the employer must grant them (of the earliest cycle they come from). */
export interface GrantDeadline {
  days: number;
  grantBy: string;
  /** The first day of the earliest cycle the days come from (what a written extension names). */
  cycleStart: string;
}

export interface LeaveBalance {
  kind: BalanceKind;
  label: string;
  /** The leave types that draw on this balance. */
  leaveTypes: string[];
  cycleStart: string;
  cycleEnd: string;
  entitled: number;
  /** Approved days that have started, with those brought forward at go-live. */
  taken: number;
  booked: number;
  /** Days of requests awaiting a decision (not taken off "left"). */
  pending: number;
  left: number;
  /** Days taken in this cycle before the portal, from HR's opening balance (part of "taken"). */
  broughtForward: number;
  /** Annual only: unused days of earlier cycles carried into this one (never forfeited). */
  carried: number;
  /** Annual only: carried days still untaken whose grant deadline has passed (the employer is late). */
  overdue: GrantDeadline | null;
  /** Annual only: carried days still untaken whose grant deadline is still ahead, and the first deadline. */
  grantDue: GrantDeadline | null;
  /** Annual only: the carried days still untaken, per cycle they come from, oldest first. */
  carriedByCycle: GrantDeadline[];
  /** Why the number is what it is ("first 12 months: 1 day per 26 days worked"). */
  note: string | null;
}

export interface EmployeeBalances {
  employeeId: number;
  workDaysPerWeek: WorkPattern;
  asOf: string;
  balances: LeaveBalance[];
}

interface LeaveRow {
  id: number;
  leaveType: string;
  startDate: string;
  endDate: string;
  workingDays: number;
  status: string;
}

/** What balances are computed from: everything read from the database, once. */
interface Facts {
  employee: Employee;
  rows: LeaveRow[];
  pattern: WorkPattern;
  holidays: ReadonlySet<string>;
  openings: Map<string, LeaveOpeningBalance>;
  /** Cycle start -> day of the written agreement that extends its grant deadline. */
  extensions: Map<string, string>;
  today: string;
  /** The day the employee's record was made (Namibian date). */
  createdOn: string;
  exceptId?: number;
}

/** Which balance a leave type draws on: personal and emergency leave draw on annual unless the company grants their own. */
export function balanceKindOf(leaveType: string): BalanceKind | null {
  const env = getEnv();
  if (leaveType === "vacation") return "annual";
  if (leaveType === "personal") return env.LEAVE_PERSONAL_DAYS > 0 ? "personal" : "annual";
  if (leaveType === "emergency") return env.LEAVE_EMERGENCY_DAYS > 0 ? "emergency" : "annual";
  if (leaveType === "sick" || leaveType === "compassionate" || leaveType === "maternity") return leaveType;
  return null;
}

/** Cycles count from the start date; without one, from 1 January of this year (and no first-year sick rule). */
function firstDay(employee: Employee, today: string) {
  return employee.startDate ?? `${today.slice(0, 4)}-01-01`;
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

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

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

/** `need`: days whose holidays may be needed besides the requests' (a new request's, a later cycle's day). */
async function loadFacts(
  employee: Employee,
  today: string,
  need: { from: string; to: string },
  transaction?: Transaction,
  exceptId?: number,
): Promise<Facts> {
  const [requests, openings, extensions] = await Promise.all([
    LeaveRequest.findAll({
      where: { employeeId: employee.id, status: { [Op.in]: ["pending", "approved"] } },
      attributes: ["id", "leaveType", "startDate", "endDate", "workingDays", "status"],
      transaction,
    }),
    LeaveOpeningBalance.findAll({ where: { employeeId: employee.id }, transaction }),
    AnnualLeaveExtension.findAll({ where: { employeeId: employee.id }, attributes: ["cycleStart", "agreedOn"], transaction }),
  ]);
  const rows = requests.map((row) => row.get({ plain: true }) as LeaveRow);
  // Holidays over every request that may be split at a cycle's end, and the first year's days worked.
  const start = firstDay(employee, today);
  const span = rows.reduce((range, row) => ({ from: earlier(range.from, row.startDate), to: later(range.to, row.endDate) }), {
    from: earlier(start, need.from),
    to: later(later(today, need.to), start),
  });
  return {
    employee,
    rows,
    pattern: patternOf(employee),
    holidays: await holidayDatesBetween(span.from, span.to, transaction),
    openings: new Map(openings.map((opening) => [opening.balanceKind, opening])),
    extensions: new Map(extensions.map((extension) => [extension.cycleStart, extension.agreedOn])),
    today,
    createdOn: employee.createdAt ? todayIso(employee.createdAt) : today,
    exceptId,
  };
}

function balancesFrom(facts: Facts, cycleDate: string): LeaveBalance[] {
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

/** Every balance of one employee on `today`; `exceptId` leaves one request out (the one being checked). */
export async function computeBalances(
  employee: Employee,
  today = todayIso(),
  transaction?: Transaction,
  exceptId?: number,
  /** The day whose cycles are shown (default today): a request's first day when checking it. */
  cycleDate = today,
): Promise<EmployeeBalances> {
  const facts = await loadFacts(employee, today, { from: cycleDate, to: cycleDate }, transaction, exceptId);
  return { employeeId: employee.id, workDaysPerWeek: facts.pattern, asOf: today, balances: balancesFrom(facts, cycleDate) };
}

export async function balancesOfEmployee(employeeId: number, today = todayIso()) {
  getDb();
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null } });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return computeBalances(employee, today);
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
 * it touches (two when it crosses a cycle's end), each with that cycle's balance.
 */
export async function chargesFor(
  employee: Employee,
  request: { leaveType: string; startDate: string; endDate: string },
  transaction?: Transaction,
  exceptId?: number,
): Promise<Charge[]> {
  const kind = balanceKindOf(request.leaveType);
  if (!kind) return [];
  const today = todayIso();
  const facts = await loadFacts(employee, today, { from: request.startDate, to: request.endDate }, transaction, exceptId);
  const start = firstDay(employee, today);
  const charges: Charge[] = [];
  for (let from = request.startDate; from <= request.endDate;) {
    const cycle = cycleOfKind(kind, start, later(from, start));
    const to = earlier(request.endDate, cycle.end);
    const workingDays = countWorkingDays(from, to, facts.pattern, facts.holidays);
    const balance = balancesFrom(facts, later(from, start)).find((found) => found.kind === kind);
    if (balance && (workingDays > 0 || !charges.length)) charges.push({ from, to, workingDays, balance });
    // The next cycle's balance counts this share as granted: days it takes from the old cycle
    // (or from what was carried) are not carried into the next one as well.
    facts.rows = [
      ...facts.rows,
      { id: -charges.length, leaveType: request.leaveType, startDate: from, endDate: to, workingDays, status: "approved" },
    ];
    from = addDays(to, 1);
  }
  return charges;
}

/** The balance a request of `leaveType` starting `startDate` draws on, leaving the request itself out. */
export async function balanceFor(employee: Employee, leaveType: string, startDate: string, transaction?: Transaction, exceptId?: number) {
  const [first] = await chargesFor(employee, { leaveType, startDate, endDate: startDate }, transaction, exceptId);
  return first?.balance ?? null;
}
