import { z } from "zod";
import { countLeaveDays, isValidIsoDate, monthOf, monthRange, todayIso } from "~/utils/dates";

/** The longest range one calendar query may cover, in days (a leap year). Our limit; the spec sets none. */
export const LEAVE_CALENDAR_MAX_RANGE_DAYS = 366;

export const LEAVE_CALENDAR_MESSAGES = {
  invalidDate: "Please use a real date in the form YYYY-MM-DD",
  toBeforeFrom: "The end of the range must not be before its start",
  tooLong: `The range may cover at most ${LEAVE_CALENDAR_MAX_RANGE_DAYS} days`,
} as const;

const dateParam = z.string().refine(isValidIsoDate, LEAVE_CALENDAR_MESSAGES.invalidDate).optional();

/**
 * The query of GET /api/leave-calendar/approved: `from` and `to`, both optional
 * and inclusive. Neither: the current month. Only one: the rest of that date's month.
 */
export function leaveCalendarRangeSchema(today = todayIso()) {
  return z
    .object({ from: dateParam, to: dateParam })
    .transform(({ from, to }) => {
      if (from && to) return { from, to };
      if (from) return { from, to: monthRange(monthOf(from)).last };
      if (to) return { from: monthRange(monthOf(to)).first, to };
      const { first, last } = monthRange(monthOf(today));
      return { from: first, to: last };
    })
    .superRefine(({ from, to }, ctx) => {
      if (to < from) {
        ctx.addIssue({ code: "custom", path: ["to"], message: LEAVE_CALENDAR_MESSAGES.toBeforeFrom });
      } else if (countLeaveDays(from, to) > LEAVE_CALENDAR_MAX_RANGE_DAYS) {
        ctx.addIssue({ code: "custom", path: ["to"], message: LEAVE_CALENDAR_MESSAGES.tooLong });
      }
    });
}
