import type { Transaction } from "sequelize";
import { holidayDatesBetween } from "~/services/public-holidays.server";
import { countWorkingDays, isWorkPattern, type WorkPattern } from "~/utils/leave-law";

/** The employee's work pattern as stored (5 unless HR set 6). */
export function patternOf(employee: { workDaysPerWeek?: number | null }): WorkPattern {
  return isWorkPattern(employee.workDaysPerWeek) ? employee.workDaysPerWeek : 5;
}

/** The working days of a pattern between two dates (both included), public holidays left out. */
export async function workingDaysBetween(start: string, end: string, pattern: WorkPattern, transaction?: Transaction) {
  if (end < start) return 0;
  return countWorkingDays(start, end, pattern, await holidayDatesBetween(start, end, transaction));
}
