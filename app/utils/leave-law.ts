/**
 * The numbers of Namibian leave law in one place, with where each comes from (sources in
 * docs/decisions.md, "Issue 17"). Pure functions only: the browser's request form and the
 * server count working days and cycles with the same code.
 */
import { addDays } from "~/utils/dates";
import { isWorkday } from "~/utils/public-holidays";

export type WorkPattern = 5 | 6;
export const WORK_PATTERNS: readonly WorkPattern[] = [5, 6];

export const LEAVE_LAW = {
  /** Labour Act 11 of 2007, s. 23: four consecutive weeks of annual leave per annual leave cycle. */
  annualWeeks: 4,
  /** s. 23: the annual leave cycle is 12 months of continuous employment. */
  annualCycleMonths: 12,
  /** s. 23: leave of a cycle is granted no later than four months after the cycle ends (six by written agreement). */
  annualExpiryMonths: 4,
  /** The employee and HR are told this many months before a finished cycle's leave expires. */
  annualExpiryWarningMonths: 1,
  /** s. 24: sick leave of the working days of six weeks (30 on a 5-day week, 36 on a 6-day week) per 36-month cycle. */
  sickWeeks: 6,
  sickCycleMonths: 36,
  /** s. 24: during the first 12 months, one day of sick leave for every 26 days worked. */
  sickFirstYearMonths: 12,
  sickFirstYearDaysWorkedPerDay: 26,
  /** s. 24: a medical certificate is needed for sick leave of more than two consecutive days. */
  sickCertificateAfterDays: 2,
  /** s. 25: compassionate leave, five days per year (death or serious illness of an immediate family member). */
  compassionateDaysPerYear: 5,
  /** s. 26: maternity leave of twelve weeks, four before and eight after the expected date, after six months of service. */
  maternityWeeks: 12,
  maternityWeeksBefore: 4,
  maternityQualifyingMonths: 6,
} as const;

/** Annual leave per cycle: four weeks of the pattern's working days (20 or 24). */
export function annualEntitlement(pattern: WorkPattern, vacationDays?: number | null) {
  const statutory = LEAVE_LAW.annualWeeks * pattern;
  return Math.max(statutory, vacationDays ?? 0);
}

/** Sick leave per full 36-month cycle: six weeks of the pattern's working days (30 or 36). */
export function sickEntitlement(pattern: WorkPattern, sickDays?: number | null) {
  return Math.max(LEAVE_LAW.sickWeeks * pattern, sickDays ?? 0);
}

/** Adds whole months to a date; a day past the target month's end falls on its last day (29 February + 12 months = 28 February). */
export function addMonths(iso: string, months: number) {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}

export interface Cycle {
  index: number;
  /** First day of the cycle. */
  start: string;
  /** Last day of the cycle (inclusive). */
  end: string;
}

/**
 * The cycle of `months` months counted from `startDate` that holds `date`. Cycle n starts at
 * startDate + n*months (month arithmetic from the start date each time, so a 29 February start
 * keeps 28/29 February anniversaries instead of drifting) and ends the day before the next.
 */
export function cycleOn(startDate: string, months: number, date: string): Cycle {
  let index = Math.max(0, Math.floor(monthsBetween(startDate, date) / months) - 1);
  while (addMonths(startDate, (index + 1) * months) <= date) index += 1;
  while (index > 0 && addMonths(startDate, index * months) > date) index -= 1;
  return cycleAt(startDate, months, index);
}

export function cycleAt(startDate: string, months: number, index: number): Cycle {
  return { index, start: addMonths(startDate, index * months), end: addDays(addMonths(startDate, (index + 1) * months), -1) };
}

function monthsBetween(a: string, b: string) {
  const [ay, am] = a.split("-").map(Number);
  const [by, bm] = b.split("-").map(Number);
  return (by - ay) * 12 + (bm - am);
}

/** The working days of a pattern from `start` to `end` (both included), public holidays left out. */
export function countWorkingDays(start: string, end: string, pattern: WorkPattern, holidays: ReadonlySet<string>) {
  let count = 0;
  for (let date = start; date <= end; date = addDays(date, 1)) {
    if (isWorkday(date, pattern) && !holidays.has(date)) count += 1;
  }
  return count;
}

/**
 * Sick leave earned in the first 12 months: one day per 26 days worked. Days worked are counted
 * as the pattern's working days from the start date to `asOf` (public holidays left out).
 */
export function firstYearSickDays(startDate: string, asOf: string, pattern: WorkPattern, holidays: ReadonlySet<string>) {
  if (asOf < startDate) return 0;
  const worked = countWorkingDays(startDate, asOf, pattern, holidays);
  return Math.floor(worked / LEAVE_LAW.sickFirstYearDaysWorkedPerDay);
}

export function isWorkPattern(value: unknown): value is WorkPattern {
  return value === 5 || value === 6;
}

/**
 * Whether a sick leave needs a medical certificate: absent for more than two consecutive days
 * (Labour Act s. 24), counted in working days, so a Friday-to-Monday absence of two working days
 * does not, for the employee and for HR alike.
 */
export function needsSickCertificate(leave: { leaveType: string; workingDays: number }) {
  return leave.leaveType === "sick" && leave.workingDays > LEAVE_LAW.sickCertificateAfterDays;
}
