import * as z from "zod/mini";
import { ACTIVITY_DEFAULT_DAYS, ACTIVITY_TABS } from "~/constants";
import { addDays, isValidIsoDate, todayIso } from "~/utils/dates";

/**
 * The activity monitor's filters (spec 2: Employee, From Date, To Date), shared by the
 * screen (its GET form) and the JSON calls (`employeeId`, `dateFrom`, `dateTo`). Dates
 * are calendar days at the mine; To Date includes its whole day.
 */
export const ACTIVITY_MESSAGES = {
  invalidDate: "Enter a date as YYYY-MM-DD",
  dateOrder: "From Date must be on or before To Date",
  invalidEmployee: "Choose an employee from the list",
} as const;

const optionalDate = z.optional(
  z.string().check(
    z.trim(),
    z.refine((value) => value === "" || isValidIsoDate(value), ACTIVITY_MESSAGES.invalidDate),
  ),
);

export const ActivityQuerySchema = z
  .object({
    tab: z.catch(z.optional(z.enum(ACTIVITY_TABS)), undefined),
    employeeId: z.optional(
      z.union([
        z.literal(""),
        z.coerce
          .number(ACTIVITY_MESSAGES.invalidEmployee)
          .check(
            z.int(ACTIVITY_MESSAGES.invalidEmployee),
            z.positive(ACTIVITY_MESSAGES.invalidEmployee),
            z.maximum(2147483647, ACTIVITY_MESSAGES.invalidEmployee),
          ),
      ]),
    ),
    dateFrom: optionalDate,
    dateTo: optionalDate,
  })
  .check(
    z.refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
      message: ACTIVITY_MESSAGES.dateOrder,
      path: ["dateTo"],
    }),
  );

/** The monitor's data sources, as the spec's error panel names them. */
export const ACTIVITY_SOURCES = { sessions: "Sessions", visits: "Page Visits", stats: "Statistics" } as const;
export type ActivitySource = keyof typeof ACTIVITY_SOURCES;

export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** What the monitor reads: one employee or all, and the days from..to inclusive. */
export interface ActivityFilter {
  employeeId: number | null;
  dateFrom: string;
  dateTo: string;
}

/** Without dates: the last ACTIVITY_DEFAULT_DAYS days up to today (docs/decisions.md). */
export function activityFilter(query: z.infer<typeof ActivityQuerySchema>, now = new Date()): ActivityFilter {
  const dateTo = query.dateTo || todayIso(now);
  const dateFrom = query.dateFrom || addDays(query.dateTo || todayIso(now), -(ACTIVITY_DEFAULT_DAYS - 1));
  return { employeeId: typeof query.employeeId === "number" ? query.employeeId : null, dateFrom, dateTo };
}

/**
 * HR's Force Logout of one person: `revokeTokens` also revokes their API tokens (issue 26). The
 * screen's checkbox sends "on"; the JSON call a boolean.
 */
export const ForceLogoutUserSchema = z.object({
  revokeTokens: z.optional(z.union([z.boolean(), z.literal("on")])),
});
