/**
 * Maternity leave by the Labour Act 11 of 2007, s. 26(1) (docs/decisions.md, issue 23): not less
 * than 12 weeks, which may start four weeks before the expected date of birth, and in every case
 * eight weeks after the actual date of birth. Pure functions: the form and the server agree.
 */
import { addDays, countLeaveDays, isValidIsoDate } from "~/utils/dates";
import { LEAVE_LAW, addMonths } from "~/utils/leave-law";

export const MATERNITY = {
  /** s. 26(1): not less than 12 weeks in total. */
  weeks: LEAVE_LAW.maternityWeeks,
  /** s. 26(1)(a)(i): it may start four weeks before the expected date of birth. */
  weeksBeforeExpected: LEAVE_LAW.maternityWeeksBefore,
  /** s. 26(1)(b)(i): eight weeks after the date of birth in every case. */
  weeksAfterBirth: 8,
  /** A birth date further than this from the expected date is a typing error, not a birth. */
  birthWithinMonthsOfExpected: 10,
} as const;

/** The first day maternity leave may start: four weeks before the expected date. */
export function earliestMaternityStart(expectedDate: string) {
  return addDays(expectedDate, -7 * MATERNITY.weeksBeforeExpected);
}

/** The last day of twelve weeks from `startDate`. */
export function twelveWeeksEnd(startDate: string) {
  return addDays(startDate, 7 * MATERNITY.weeks - 1);
}

/** The last day of the eight weeks after the birth. */
export function eightWeeksAfterBirth(actualBirthDate: string) {
  return addDays(actualBirthDate, 7 * MATERNITY.weeksAfterBirth - 1);
}

/**
 * The end of maternity leave once the birth is known: twelve weeks from its start, and never
 * less than eight weeks after the birth (a late birth extends it; a leave started two weeks
 * before the expected date still reaches twelve weeks).
 */
export function maternityEnd(startDate: string, actualBirthDate: string) {
  const twelve = twelveWeeksEnd(startDate);
  const eight = eightWeeksAfterBirth(actualBirthDate);
  return twelve > eight ? twelve : eight;
}

/**
 * The latest end a maternity request may have: twelve weeks from its start, or, once the birth
 * is known, as far as the eight weeks after it require.
 */
export function latestMaternityEnd(startDate: string, actualBirthDate?: string | null) {
  return actualBirthDate ? maternityEnd(startDate, actualBirthDate) : twelveWeeksEnd(startDate);
}

/** Whether a recorded birth is close enough to the expected date to be one (not a typing error). */
export function isBirthNearExpected(actualBirthDate: string, expectedDate: string) {
  if (!isValidIsoDate(actualBirthDate) || !isValidIsoDate(expectedDate)) return true;
  return (
    actualBirthDate >= addMonths(expectedDate, -MATERNITY.birthWithinMonthsOfExpected) &&
    actualBirthDate <= addMonths(expectedDate, MATERNITY.birthWithinMonthsOfExpected)
  );
}

/**
 * A request as the server keeps it: once the birth is recorded on a maternity request, its end
 * (and calendar days) follow from the birth, whatever end was asked for.
 */
export function withBirthEnd<
  T extends { leaveType: string; startDate: string; endDate: string; days: number; actualBirthDate?: string | null },
>(input: T): T {
  if (input.leaveType !== "maternity" || !input.actualBirthDate) return input;
  const endDate = maternityEnd(input.startDate, input.actualBirthDate);
  return { ...input, endDate, days: countLeaveDays(input.startDate, endDate) };
}
