import * as z from "zod/mini";
import { LEAVE_REQUEST_STATUSES, LEAVE_TYPES, MAX_LEAVE_DAYS } from "~/constants";
import { countLeaveDays, isValidIsoDate, todayIso } from "~/utils/dates";
import { emailField, requiredDateField } from "~/utils/validation";

/** Messages quoted from spec 1 sections 5 and 8. */
export const LEAVE_MESSAGES = {
  required: "Please fill in all required fields",
  endBeforeStart: "End date must be after start date",
  startInPast: "Start date cannot be before today",
  tooLong: `A leave request can cover at most ${MAX_LEAVE_DAYS} days`,
  /** Shown by the edit screen too, so it lives here and not in the .server service (which the browser never gets). */
  notPending: "Only pending leave requests can be edited.",
  noWorkingDays: "These dates hold no working days (weekends and public holidays are not counted). Please choose other dates.",
  expectedDateRequired: "Please enter the expected date of birth",
} as const;

const requiredDate = requiredDateField(LEAVE_MESSAGES.required, "Please enter a valid date");

/** The form's fields alone: what the browser's constraints (required, maxLength) are built from. */
export const LeaveRequestFields = z.object({
  leaveType: z.enum(LEAVE_TYPES, { error: LEAVE_MESSAGES.required }),
  startDate: requiredDate,
  endDate: requiredDate,
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000, "Reason must be at most 1000 characters"))),
  // Sent by the spec's client; the server always recomputes it.
  days: z.optional(z.union([z.number(), z.string()])),
  /** Maternity leave: the expected date of birth. */
  expectedDate: z.optional(z.string().check(z.trim())),
  /** The employee asks HR to approve the request although it exceeds the balance. */
  askException: z.optional(z.union([z.boolean(), z.literal("on"), z.literal("true")])),
});

/**
 * The Request/Edit Leave form. `today` is passed in so the browser and the server
 * agree on what "not before today" means (the server's value wins).
 */
export function leaveRequestSchema(today = todayIso()) {
  return z.pipe(
    LeaveRequestFields.check(
      z.superRefine((value, ctx) => {
        if (!isValidIsoDate(value.startDate) || !isValidIsoDate(value.endDate)) return;
        if (value.startDate < today) {
          ctx.addIssue({ code: "custom", path: ["startDate"], message: LEAVE_MESSAGES.startInPast });
        }
        const days = countLeaveDays(value.startDate, value.endDate);
        if (days <= 0) {
          ctx.addIssue({ code: "custom", path: ["endDate"], message: LEAVE_MESSAGES.endBeforeStart });
        } else if (days > MAX_LEAVE_DAYS) {
          ctx.addIssue({ code: "custom", path: ["endDate"], message: LEAVE_MESSAGES.tooLong });
        }
        if (value.leaveType === "maternity" && !isValidIsoDate(value.expectedDate ?? "")) {
          ctx.addIssue({ code: "custom", path: ["expectedDate"], message: LEAVE_MESSAGES.expectedDateRequired });
        }
      }),
    ),
    z.transform(({ days: _days, askException, expectedDate, ...value }) => ({
      ...value,
      reason: value.reason || null,
      days: countLeaveDays(value.startDate, value.endDate),
      expectedDate: value.leaveType === "maternity" && expectedDate ? expectedDate : null,
      askException: askException === true || askException === "on" || askException === "true",
    })),
  );
}

type ParsedLeaveRequest = z.infer<ReturnType<typeof leaveRequestSchema>>;
/** What the leave service takes: the parsed form, the maternity date and the exception wish optional. */
export type LeaveRequestInput = Omit<ParsedLeaveRequest, "expectedDate" | "askException"> & {
  expectedDate?: string | null;
  askException?: boolean;
};

export const LeaveDecisionSchema = z.object({
  status: z.enum(LEAVE_REQUEST_STATUSES, { error: "Status must be pending, approved or rejected" }),
});

export const APPROVAL_ACTIONS = ["approve", "reject"] as const;

export const ApprovalSchema = z.object({
  action: z.enum(APPROVAL_ACTIONS, { error: "Action must be approve or reject" }),
  email: emailField("Please enter a valid email address", "Please enter your email address"),
});

/** Medical certificates for sick leave (issue 17). */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

export const CERTIFICATE_MESSAGES = {
  attached: "Medical certificate attached",
  failed: "Failed to attach the certificate",
  wrongType: "The certificate must be a PDF, JPEG or PNG file.",
  tooLarge: "The certificate must be at most 5 MB.",
  notSick: "Only sick leave takes a medical certificate.",
} as const;
