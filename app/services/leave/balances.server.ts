import { Op, type Transaction } from "sequelize";
import { Employee, LeaveRequest } from "#models";
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
  cycleAt,
  cycleOn,
  firstYearSickDays,
  sickEntitlement,
  type Cycle,
  type WorkPattern,
} from "~/utils/leave-law";

/**
 * Leave balances (Labour Act 11 of 2007; numbers in app/utils/leave-law.ts). Every count is in
 * working days of the employee's pattern. Leave belongs to the cycle its first day falls in.
 * "Taken" is approved leave that has started, "booked" approved leave still ahead, "left" what
 * remains; "pending" requests await a decision and hold no days (approving one is checked
 * against "left" then), so recalling a decision gives its days back. Annual leave left over
 * from the cycle before stays usable until four months after that cycle ended ("expiring"),
 * and leave that starts by then draws on it first.
 */

export const BALANCE_KINDS = ["annual", "sick", "compassionate", "personal", "emergency", "maternity"] as const;
export type BalanceKind = (typeof BALANCE_KINDS)[number];

export interface LeaveBalance {
  kind: BalanceKind;
  label: string;
  /** The leave types that draw on this balance. */
  leaveTypes: string[];
  cycleStart: string;
  cycleEnd: string;
  entitled: number;
  taken: number;
  booked: number;
  /** Days of requests awaiting a decision (not taken off "left"). */
  pending: number;
  left: number;
  /** Annual only: days left from the previous cycle, and the last day they can be taken. */
  carried: number;
  expiring: { days: number; expiresOn: string } | null;
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

/** Which balance a leave type draws on: personal and emergency leave draw on annual unless the company grants their own. */
export function balanceKindOf(leaveType: string): BalanceKind | null {
  const env = getEnv();
  if (leaveType === "vacation") return "annual";
  if (leaveType === "personal") return env.LEAVE_PERSONAL_DAYS > 0 ? "personal" : "annual";
  if (leaveType === "emergency") return env.LEAVE_EMERGENCY_DAYS > 0 ? "emergency" : "annual";
  if (leaveType === "sick" || leaveType === "compassionate" || leaveType === "maternity") return leaveType;
  return null;
}

function usage(rows: LeaveRow[], kind: BalanceKind, cycle: Cycle, today: string, exceptId?: number) {
  let taken = 0;
  let booked = 0;
  let pending = 0;
  for (const row of rows) {
    if (row.id === exceptId || balanceKindOf(row.leaveType) !== kind) continue;
    if (row.startDate < cycle.start || row.startDate > cycle.end) continue;
    if (row.status !== "approved") pending += row.workingDays;
    else if (row.startDate <= today) taken += row.workingDays;
    else booked += row.workingDays;
  }
  return { taken, booked, pending };
}

/** Approved days of one kind in a cycle whose leave starts on or before `until`. */
function approvedUntil(rows: LeaveRow[], kind: BalanceKind, cycle: Cycle, until: string) {
  const early: Cycle = { ...cycle, end: until < cycle.end ? until : cycle.end };
  return rows
    .filter((row) => row.status === "approved" && balanceKindOf(row.leaveType) === kind)
    .filter((row) => row.startDate >= early.start && row.startDate <= early.end)
    .reduce((sum, row) => sum + row.workingDays, 0);
}

/** Cycles count from the start date; without one, from 1 January of this year (and no first-year sick rule). */
function firstDay(employee: Employee, today: string) {
  return employee.startDate ?? `${today.slice(0, 4)}-01-01`;
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
  const rows: LeaveRow[] = (
    await LeaveRequest.findAll({
      where: { employeeId: employee.id, status: { [Op.in]: ["pending", "approved"] } },
      attributes: ["id", "leaveType", "startDate", "endDate", "workingDays", "status"],
      transaction,
    })
  ).map((row) => row.get({ plain: true }) as LeaveRow);
  const pattern = patternOf(employee);
  const start = firstDay(employee, today);
  const asOf = cycleDate < start ? start : cycleDate;
  const env = getEnv();
  const balances: LeaveBalance[] = [];

  // Annual: 12-month cycles from the start date, plus what is left of the previous cycle for 4 months.
  const annualCycle = cycleOn(start, LEAVE_LAW.annualCycleMonths, asOf);
  const entitled = annualEntitlement(pattern, employee.vacationDays);
  const used = usage(rows, "annual", annualCycle, today, exceptId);
  let carried = 0;
  let expiring: LeaveBalance["expiring"] = null;
  if (annualCycle.index > 0) {
    const previous = cycleAt(start, LEAVE_LAW.annualCycleMonths, annualCycle.index - 1);
    const expiresOn = addDays(addMonths(addDays(previous.end, 1), LEAVE_LAW.annualExpiryMonths), -1);
    const before = usage(rows, "annual", previous, today, exceptId);
    const leftover = Math.max(0, entitled - before.taken - before.booked);
    // Leave of this cycle that starts by the expiry draws on the carried days first; leave
    // after it cannot use them.
    const drawnFromCarry = Math.min(
      leftover,
      approvedUntil(
        rows.filter((row) => row.id !== exceptId),
        "annual",
        annualCycle,
        expiresOn,
      ),
    );
    if (asOf <= expiresOn) {
      carried = leftover;
      const stillCarried = leftover - drawnFromCarry;
      if (stillCarried > 0) expiring = { days: stillCarried, expiresOn };
    } else {
      // Expired: only what was taken from them still counts, so those days are not charged twice.
      carried = drawnFromCarry;
    }
  }
  balances.push({
    kind: "annual",
    label: "Annual",
    leaveTypes: ["vacation", ...(env.LEAVE_PERSONAL_DAYS > 0 ? [] : ["personal"]), ...(env.LEAVE_EMERGENCY_DAYS > 0 ? [] : ["emergency"])],
    cycleStart: annualCycle.start,
    cycleEnd: annualCycle.end,
    entitled,
    ...used,
    left: entitled + carried - used.taken - used.booked,
    carried,
    expiring,
    note: entitled > LEAVE_LAW.annualWeeks * pattern ? "Company allowance above the statutory minimum" : null,
  });

  // Sick: 36-month cycles; in the first 12 months, 1 day per 26 days worked so far.
  const sickCycle = cycleOn(start, LEAVE_LAW.sickCycleMonths, asOf);
  const firstYearEnds = addDays(addMonths(start, LEAVE_LAW.sickFirstYearMonths), -1);
  const fullSick = sickEntitlement(pattern, employee.sickDays);
  const inFirstYear = Boolean(employee.startDate) && asOf <= firstYearEnds;
  const sickEntitled = inFirstYear
    ? Math.min(fullSick, firstYearSickDays(start, asOf, pattern, await holidayDatesBetween(start, asOf, transaction)))
    : fullSick;
  const sickUsed = usage(rows, "sick", sickCycle, today, exceptId);
  balances.push({
    kind: "sick",
    label: "Sick",
    leaveTypes: ["sick"],
    cycleStart: sickCycle.start,
    cycleEnd: sickCycle.end,
    entitled: sickEntitled,
    ...sickUsed,
    left: sickEntitled - sickUsed.taken - sickUsed.booked,
    carried: 0,
    expiring: null,
    note: inFirstYear ? `First 12 months: 1 day per ${LEAVE_LAW.sickFirstYearDaysWorkedPerDay} days worked` : null,
  });

  // Compassionate and the company's own types: per calendar year.
  const year = asOf.slice(0, 4);
  const calendarYear: Cycle = { index: 0, start: `${year}-01-01`, end: `${year}-12-31` };
  const perYear = (kind: BalanceKind, label: string, days: number, note: string | null) => {
    const counted = usage(rows, kind, calendarYear, today, exceptId);
    balances.push({
      kind,
      label,
      leaveTypes: [kind],
      cycleStart: calendarYear.start,
      cycleEnd: calendarYear.end,
      entitled: days,
      ...counted,
      left: days - counted.taken - counted.booked,
      carried: 0,
      expiring: null,
      note,
    });
  };
  perYear("compassionate", "Compassionate", LEAVE_LAW.compassionateDaysPerYear, "Death or serious illness of an immediate family member");
  if (env.LEAVE_PERSONAL_DAYS > 0) perYear("personal", "Personal", env.LEAVE_PERSONAL_DAYS, "Company allowance");
  if (env.LEAVE_EMERGENCY_DAYS > 0) perYear("emergency", "Emergency", env.LEAVE_EMERGENCY_DAYS, "Company allowance");

  return { employeeId: employee.id, workDaysPerWeek: pattern, asOf: today, balances };
}

export async function balancesOfEmployee(employeeId: number, today = todayIso()) {
  getDb();
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null } });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return computeBalances(employee, today);
}

/** The balance a request of `leaveType` starting `startDate` draws on, leaving the request itself out. */
export async function balanceFor(employee: Employee, leaveType: string, startDate: string, transaction?: Transaction, exceptId?: number) {
  const kind = balanceKindOf(leaveType);
  if (!kind) return null;
  const today = todayIso();
  const { balances } = await computeBalances(employee, today, transaction, exceptId, startDate > today ? startDate : today);
  return balances.find((balance) => balance.kind === kind) ?? null;
}
