import * as z from "zod/mini";
import { isValidIsoDate } from "~/utils/dates";
import { optionalText, requiredDateField, requiredText } from "~/utils/validation";

/**
 * HR's two corrections to an employee's leave record (issue 23): the written agreement that gives
 * the employer six months instead of four to grant a finished cycle's annual leave (Labour Act
 * s. 23), and the balances brought forward from the company's old records at go-live.
 */
export const LEAVE_ADJUSTMENT_MESSAGES = {
  extensionRecorded: "Written agreement recorded",
  nothingToExtend: "There are no carried annual leave days whose deadline an agreement could extend.",
  agreedInFuture: "The agreement's date cannot be in the future",
  agreedBeforeCycle: "The agreement cannot be dated before the leave cycle it is about",
  cycleNotCarried: "Please choose a leave cycle whose days are still carried",
  asOfBeforeStart: "The date cannot be before the employee's start date",
  ownBalanceOnly: "This leave type draws on annual leave here: bring its days forward as annual leave",
  openingRecorded: "Opening balance recorded",
  openingRemoved: "Opening balance removed",
  carriedAnnualOnly: "Carried days apply to annual leave only",
  asOfFuture: "The opening balance's date cannot be in the future",
  days: "Please enter whole days from 0 to 400",
} as const;

export const GrantExtensionSchema = z.object({
  /** The first day of the cycle whose deadline moves; empty: the earliest cycle with days still carried. */
  cycleStart: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isValidIsoDate(value), "Please choose a leave cycle"),
    ),
  ),
  agreedOn: requiredDateField("Please enter the date of the written agreement", "Please enter a valid date"),
  note: requiredText("Please describe the agreement (for example where the signed copy is kept)", 1000),
});
export type GrantExtensionInput = z.infer<typeof GrantExtensionSchema>;

/** The balances an opening balance can be recorded for. */
export const OPENING_BALANCE_KINDS = ["annual", "sick", "compassionate", "personal", "emergency"] as const;
export type OpeningBalanceKind = (typeof OPENING_BALANCE_KINDS)[number];

const wholeDays = z.pipe(
  z.union([z.string(), z.number(), z.null(), z.undefined()]),
  z.transform((value, ctx) => {
    const raw = value === null || value === undefined ? "" : String(value).trim();
    if (raw === "") return 0;
    if (!/^\d{1,3}$/.test(raw) || Number(raw) > 400) {
      ctx.issues.push({ code: "custom", message: LEAVE_ADJUSTMENT_MESSAGES.days, input: value });
      return 0;
    }
    return Number(raw);
  }),
);

export const OpeningBalanceSchema = z
  .object({
    balanceKind: z.enum(OPENING_BALANCE_KINDS, { error: "Please choose the leave balance" }),
    asOf: requiredDateField("Please enter the date the old records stood on", "Please enter a valid date"),
    taken: z.optional(wholeDays),
    carried: z.optional(wholeDays),
    note: optionalText(1000),
  })
  .check(
    z.refine((value) => !value.carried || value.balanceKind === "annual", {
      message: LEAVE_ADJUSTMENT_MESSAGES.carriedAnnualOnly,
      path: ["carried"],
    }),
  );
export type OpeningBalanceInput = z.infer<typeof OpeningBalanceSchema>;
