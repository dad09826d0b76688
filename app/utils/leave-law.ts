/**
 * The numbers of Namibian leave law in one place, with where each comes from (sources in
 * docs/decisions.md, "Issue 17"). Pure functions only: the browser's request form and the
 * server count working days and cycles with the same code.
 */
import { addDays, daysBetween, daysInMonth } from "~/utils/dates";
import { isWorkday } from "~/utils/public-holidays";

/**
 * A repeating shift roster: `days` holds one character per day of the cycle, "1" on shift and
 * "0" off ("11110000" is 4 on, 4 off), counted from `start` (a first day on the cycle's day 1).
 */
export interface Roster {
  days: string;
  start: string;
}

/** The days a person works: 5 (Monday-Friday), 6 (Monday-Saturday) or a shift roster. */
export type WorkPattern = 5 | 6 | Roster;
export const WORK_PATTERNS: readonly (5 | 6)[] = [5, 6];
/** The longest roster cycle HR can enter (eight weeks holds every rotation a mine uses). */
export const ROSTER_MAX_DAYS = 56;

export const LEAVE_LAW = {
  /** Labour Act 11 of 2007, s. 23: four consecutive weeks of annual leave per annual leave cycle. */
  annualWeeks: 4,
  /** s. 23: the annual leave cycle is 12 months of continuous employment. */
  annualCycleMonths: 12,
  /**
   * s. 23: the employer must grant a cycle's leave no later than four months after the cycle
   * ends, or six by written agreement with the employee. The deadline binds the employer: days
   * not granted by then stay owed (paid out when employment ends), so the portal never forfeits
   * them; it shows them as overdue.
   */
  annualGrantMonths: 4,
  annualGrantAgreedMaxMonths: 6,
  /** HR (and the employee) are reminded this many months before a finished cycle's grant deadline. */
  annualGrantReminderMonths: 1,
  /** s. 24: sick leave of the working days of six weeks (30 on a 5-day week, 36 on a 6-day week) per 36-month cycle. */
  sickWeeks: 6,
  sickCycleMonths: 36,
  /** s. 24: during the first 12 months, one day of sick leave for every 26 days worked. */
  sickFirstYearMonths: 12,
  sickFirstYearDaysWorkedPerDay: 26,
  /** s. 24: a medical certificate is needed for sick leave of more than two consecutive days. */
  sickCertificateAfterDays: 2,
  /** s. 25: compassionate leave, five working days in each annual leave cycle (death or serious illness of an immediate family member). */
  compassionateDaysPerCycle: 5,
  /** s. 26: maternity leave of twelve weeks, four before and eight after the expected date, after six months of service. */
  maternityWeeks: 12,
  maternityWeeksBefore: 4,
  maternityQualifyingMonths: 6,
} as const;

/**
 * The working days that `weeks` weeks of a pattern hold: 5 or 6 a week, and for a roster its
 * shifts per cycle in proportion (4 on, 4 off: 4 weeks hold 14 shifts), a part-shift rounded up
 * in the employee's favour. This is how the Act's weeks of leave become days (docs/decisions.md).
 */
export function workingDaysInWeeks(pattern: WorkPattern, weeks: number) {
  if (typeof pattern === "number") return weeks * pattern;
  const on = [...pattern.days].filter((day) => day === "1").length;
  return Math.ceil((weeks * 7 * on) / pattern.days.length);
}

/** Annual leave per cycle: four weeks of the pattern's working days (20, 24, or a roster's share). */
export function annualEntitlement(pattern: WorkPattern, vacationDays?: number | null) {
  return Math.max(workingDaysInWeeks(pattern, LEAVE_LAW.annualWeeks), vacationDays ?? 0);
}

/** Sick leave per full 36-month cycle: six weeks of the pattern's working days (30, 36, or a roster's share). */
export function sickEntitlement(pattern: WorkPattern, sickDays?: number | null) {
  return Math.max(workingDaysInWeeks(pattern, LEAVE_LAW.sickWeeks), sickDays ?? 0);
}

/** Whether a day is a working day of the pattern (public holidays aside). */
export function isPatternDay(iso: string, pattern: WorkPattern) {
  if (typeof pattern === "number") return isWorkday(iso, pattern);
  const length = pattern.days.length;
  const offset = ((daysBetween(pattern.start, iso) % length) + length) % length;
  return pattern.days[offset] === "1";
}

/** "4 on, 4 off" from "11110000"; the words HR types and reads. */
export function describeRoster(days: string) {
  const runs: string[] = [];
  for (const run of days.match(/1+|0+/g) ?? []) runs.push(`${run.length} ${run[0] === "1" ? "on" : "off"}`);
  return runs.join(", ");
}

/** "11110000" from "4 on, 4 off" (or "4 on 4 off"); null when the words are not a roster. */
export function parseRoster(words: string): string | null {
  const tokens = [...words.toLowerCase().matchAll(/(\d{1,2})\s*(on|off)/g)];
  const rest = words
    .toLowerCase()
    .replace(/(\d{1,2})\s*(on|off)/g, "")
    .replace(/[\s,;/+-]|and/g, "");
  if (!tokens.length || rest) return null;
  const days = tokens.map(([, count, kind]) => (kind === "on" ? "1" : "0").repeat(Number(count))).join("");
  if (days.length < 2 || days.length > ROSTER_MAX_DAYS || !days.includes("1") || !days.includes("0")) return null;
  return days;
}

/** How a pattern reads on HR's and the employee's screens. */
export function describePattern(pattern: WorkPattern) {
  if (pattern === 6) return "6 days (Monday to Saturday)";
  if (pattern === 5) return "5 days (Monday to Friday)";
  return `Shift roster: ${describeRoster(pattern.days)} (a cycle of ${pattern.days.length} days from ${pattern.start})`;
}

/** Adds whole months to a date; a day past the target month's end falls on its last day (29 February + 12 months = 28 February). */
export function addMonths(iso: string, months: number) {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = daysInMonth(year, month);
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
    if (isPatternDay(date, pattern) && !holidays.has(date)) count += 1;
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
