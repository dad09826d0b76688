import * as z from "zod/mini";
import { LEAVE_REQUEST_STATUSES, LEAVE_TYPES, MAX_LEAVE_DAYS } from "~/constants";
import { countLeaveDays, isValidIsoDate, todayIso } from "~/utils/dates";
import { isBirthNearExpected } from "~/utils/maternity";
import { emailField, requiredDateField } from "~/utils/validation";
import { LEAVE_MESSAGES } from "./leave-messages";

export { LEAVE_MESSAGES } from "./leave-messages";

/** The one rule for a recorded date of birth by itself (a date, not after today); null when it holds. */
export function birthDateProblem(value: string, today = todayIso()) {
  if (!isValidIsoDate(value)) return LEAVE_MESSAGES.birthDateInvalid;
  if (value > today) return LEAVE_MESSAGES.birthDateInFuture;
  return null;
}

/**
 * Recording the birth on a maternity request (also once it is approved: the one change allowed
 * then), on the employee's and HR's birth form and as `PUT /api/leave-requests/{id}` with
 * `{actualBirthDate}` alone. That it is a maternity request near its expected date is checked
 * by the service, which has the request, with the same messages.
 */
export function birthDateSchema(today = todayIso()) {
  return z.object({
    actualBirthDate: requiredDateField(LEAVE_MESSAGES.birthDateRequired, LEAVE_MESSAGES.birthDateInvalid).check(
      z.refine((value) => value <= today, LEAVE_MESSAGES.birthDateInFuture),
    ),
  });
}

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
  /** Maternity leave: the actual date of birth, once known; the end is then computed from it (s. 26). */
  actualBirthDate: z.optional(z.string().check(z.trim())),
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
        if (value.actualBirthDate) {
          const problem =
            value.leaveType !== "maternity"
              ? LEAVE_MESSAGES.birthDateNotMaternity
              : (birthDateProblem(value.actualBirthDate, today) ??
                (isBirthNearExpected(value.actualBirthDate, value.expectedDate ?? "") ? null : LEAVE_MESSAGES.birthDateFarFromExpected));
          if (problem) ctx.addIssue({ code: "custom", path: ["actualBirthDate"], message: problem });
        }
      }),
    ),
    z.transform(({ days: _days, askException, expectedDate, actualBirthDate, ...value }) => ({
      ...value,
      reason: value.reason || null,
      days: countLeaveDays(value.startDate, value.endDate),
      expectedDate: value.leaveType === "maternity" && expectedDate ? expectedDate : null,
      actualBirthDate: value.leaveType === "maternity" && actualBirthDate ? actualBirthDate : null,
      askException: askException === true || askException === "on" || askException === "true",
    })),
  );
}

type ParsedLeaveRequest = z.infer<ReturnType<typeof leaveRequestSchema>>;
/** What the leave service takes: the parsed form, the maternity date and the exception wish optional. */
export type LeaveRequestInput = Omit<ParsedLeaveRequest, "expectedDate" | "actualBirthDate" | "askException"> & {
  expectedDate?: string | null;
  actualBirthDate?: string | null;
  askException?: boolean;
};

export const DECISION_NOTE_MAX = 1000;
export const DECISION_NOTE_MESSAGES = {
  required: "Please write a note to the employee: it is shown on their Leave tab and in the decision mail.",
  tooLong: `Note must be at most ${DECISION_NOTE_MAX} characters`,
  notOnRecall: "A recall to pending clears the decision and carries no note.",
} as const;

const decisionNoteField = z.optional(z.string().check(z.trim(), z.maxLength(DECISION_NOTE_MAX, DECISION_NOTE_MESSAGES.tooLong)));

/**
 * HR's decision (PATCH /api/leave-requests/{id} and the decision dialog): a rejection and an
 * approval as an exception carry a note to the employee (issue 24); a plain approval may, a recall
 * does not.
 */
export const LeaveDecisionSchema = z
  .object({
    status: z.enum(LEAVE_REQUEST_STATUSES, { error: "Status must be pending, approved or rejected" }),
    /** Approve a request over the balance all the same (HR only). */
    exception: z.optional(z.boolean({ error: "exception must be true or false" })),
    decisionNote: decisionNoteField,
  })
  .check(
    z.refine((value) => !needsDecisionNote(value) || Boolean(value.decisionNote), {
      message: DECISION_NOTE_MESSAGES.required,
      path: ["decisionNote"],
    }),
    z.refine((value) => value.status !== "pending" || !value.decisionNote, {
      message: DECISION_NOTE_MESSAGES.notOnRecall,
      path: ["decisionNote"],
    }),
  );

export function needsDecisionNote(decision: { status: string; exception?: boolean }) {
  return decision.status === "rejected" || (decision.status === "approved" && decision.exception === true);
}

/** The decision dialog's form: which decision, and the note. */
export const DECISION_KINDS = ["reject", "exception"] as const;
export const DecisionNoteFormSchema = z.object({
  decisionNote: z
    .string({ error: DECISION_NOTE_MESSAGES.required })
    .check(z.trim(), z.minLength(1, DECISION_NOTE_MESSAGES.required), z.maxLength(DECISION_NOTE_MAX, DECISION_NOTE_MESSAGES.tooLong)),
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
