import type { Transaction } from "sequelize";
import { holidayDatesBetween } from "~/services/holidays/calendar.server";
import { countWorkingDays, isWorkPattern, type WorkPattern } from "~/utils/leave-law";

/** The employee's work pattern as stored: their shift roster when HR gave one, else 5 days a week unless HR set 6. */
export function patternOf(employee: {
  workDaysPerWeek?: number | null;
  rosterDays?: string | null;
  rosterStart?: string | null;
}): WorkPattern {
  if (employee.rosterDays && employee.rosterStart) return { days: employee.rosterDays, start: employee.rosterStart };
  return isWorkPattern(employee.workDaysPerWeek) ? employee.workDaysPerWeek : 5;
}

/** The working days of a pattern between two dates (both included), public holidays left out. */
export async function workingDaysBetween(start: string, end: string, pattern: WorkPattern, transaction?: Transaction) {
  if (end < start) return 0;
  return countWorkingDays(start, end, pattern, await holidayDatesBetween(start, end, transaction));
}
