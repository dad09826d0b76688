import type { Employee } from "#models";
import { patternOf } from "~/services/leave/working-days.server";
import { todayIso } from "~/utils/dates";
import type { WorkPattern } from "~/utils/leave-law";

/**
 * What leave balances are made of (the rules are in balance-rules.server.ts, the loading in
 * balances.server.ts): the shapes of a balance, and the facts of one employee that every balance
 * is computed from, read from the database once, for one employee or for thousands at a time.
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

export interface LeaveRow {
  id: number;
  leaveType: string;
  startDate: string;
  endDate: string;
  workingDays: number;
  status: string;
}

/** The employee's fields the balances read (a model instance or a plain row). */
export type BalanceEmployee = Pick<
  Employee,
  "id" | "startDate" | "vacationDays" | "sickDays" | "workDaysPerWeek" | "rosterDays" | "rosterStart" | "createdAt"
>;

/** The employee's fields the balances read, for the queries that load them. */
export const BALANCE_EMPLOYEE_ATTRIBUTES = [
  "id",
  "startDate",
  "vacationDays",
  "sickDays",
  "workDaysPerWeek",
  "rosterDays",
  "rosterStart",
  "createdAt",
] as const;

/** HR's opening balance of one kind (go-live). */
export interface OpeningFact {
  asOf: string;
  taken: number;
  carried: number;
}

/** What balances are computed from: everything read from the database, once. */
export interface Facts {
  employee: BalanceEmployee;
  rows: LeaveRow[];
  pattern: WorkPattern;
  holidays: ReadonlySet<string>;
  openings: Map<string, OpeningFact>;
  /** Cycle start -> day of the written agreement that extends its grant deadline. */
  extensions: Map<string, string>;
  today: string;
  /** The day the employee's record was made (Namibian date). */
  createdOn: string;
  exceptId?: number;
}

export const later = (a: string, b: string) => (a > b ? a : b);
export const earlier = (a: string, b: string) => (a < b ? a : b);

/** Cycles count from the start date; without one, from 1 January of this year (and no first-year sick rule). */
export function firstDay(employee: Pick<BalanceEmployee, "startDate">, today: string) {
  return employee.startDate ?? `${today.slice(0, 4)}-01-01`;
}

/**
 * The days whose public holidays an employee's balances may need: every request (one may be
 * split at a cycle's end), the first year's days worked, today, and `need` (a new request's
 * days, a later cycle's day).
 */
export function holidaySpan(
  employee: Pick<BalanceEmployee, "startDate">,
  rows: readonly LeaveRow[],
  today: string,
  need: { from: string; to: string },
) {
  const start = firstDay(employee, today);
  return rows.reduce((range, row) => ({ from: earlier(range.from, row.startDate), to: later(range.to, row.endDate) }), {
    from: earlier(start, need.from),
    to: later(later(today, need.to), start),
  });
}

/** One employee's facts from what was read (`holidays` must hold every holiday of their holidaySpan). */
export function factsOf(
  employee: BalanceEmployee,
  read: {
    rows: LeaveRow[];
    openings: readonly ({ balanceKind: string } & OpeningFact)[];
    extensions: readonly { cycleStart: string; agreedOn: string }[];
    holidays: ReadonlySet<string>;
  },
  today: string,
  exceptId?: number,
): Facts {
  return {
    employee,
    rows: read.rows,
    pattern: patternOf(employee),
    holidays: read.holidays,
    openings: new Map(read.openings.map((opening) => [opening.balanceKind, opening])),
    extensions: new Map(read.extensions.map((extension) => [extension.cycleStart, extension.agreedOn])),
    today,
    createdOn: employee.createdAt ? todayIso(employee.createdAt) : today,
    exceptId,
  };
}
