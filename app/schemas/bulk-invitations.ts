import * as z from "zod/mini";
import { DEPARTMENTS } from "~/constants";

/**
 * Bulk invitations (issue 24): HR invites every employee of a selection who has no login yet
 * (ticked rows, a department, or the new employees of an import) in one step. One schema for
 * the Employees page's forms, the import result's form and POST /api/employees/invitations.
 */

/** The most employees one request may name (the directory shows 25 a page; scripts may send more). */
export const BULK_INVITATION_MAX_EMPLOYEES = 5_000;

/** Why an employee of the selection was not invited, in the order the summary lists them. */
export const NOT_INVITED_REASONS = ["alreadyInvited", "noEmail", "passwordSet", "inactive", "deleted", "notFound"] as const;
export type NotInvitedReason = (typeof NOT_INVITED_REASONS)[number];

export const NOT_INVITED_LABELS: Record<NotInvitedReason, string> = {
  alreadyInvited: "Invited already (the invitation is still valid; Resend on their record sends a new one)",
  noEmail: "No email address",
  passwordSet: "Already set up (has a login)",
  inactive: "Not active",
  deleted: "Deleted (in the trash)",
  notFound: "Not found",
};

export const BULK_INVITATION_MESSAGES = {
  oneSelection: "Send exactly one of employeeIds, department or importId",
  noneTicked: "Tick at least one employee to invite",
  tooMany: `At most ${BULK_INVITATION_MAX_EMPLOYEES.toLocaleString("en-US")} employees can be invited at once`,
  department: "Please choose a department",
  employeeId: "Employee ids must be positive whole numbers",
  importId: "The import id must be a positive whole number",
  failedTitle: "Invitations not sent",
  sentTitle: "Invitations sent",
} as const;

/** Ids are PostgreSQL integers (SERIAL), as readId reads them from URLs. */
const positiveId = (message: string) => z.int(message).check(z.positive(message), z.lte(2_147_483_647, message));

export const BulkInvitationSchema = z
  .object({
    employeeIds: z.optional(
      z
        .array(positiveId(BULK_INVITATION_MESSAGES.employeeId), { error: BULK_INVITATION_MESSAGES.employeeId })
        .check(
          z.minLength(1, BULK_INVITATION_MESSAGES.noneTicked),
          z.maxLength(BULK_INVITATION_MAX_EMPLOYEES, BULK_INVITATION_MESSAGES.tooMany),
        ),
    ),
    department: z.optional(z.enum(DEPARTMENTS, { error: BULK_INVITATION_MESSAGES.department })),
    importId: z.optional(positiveId(BULK_INVITATION_MESSAGES.importId)),
  })
  .check(
    z.refine(
      (value) => [value.employeeIds, value.department, value.importId].filter((given) => given !== undefined).length === 1,
      BULK_INVITATION_MESSAGES.oneSelection,
    ),
  );
export type BulkInvitationInput = z.infer<typeof BulkInvitationSchema>;

export type InvitationSelection =
  | { kind: "employees"; employeeIds: number[] }
  | { kind: "department"; department: (typeof DEPARTMENTS)[number] }
  | { kind: "import"; importId: number };

/** The selection a valid input names (the schema makes sure it names exactly one). */
export function selectionOf(input: BulkInvitationInput): InvitationSelection {
  if (input.department !== undefined) return { kind: "department", department: input.department };
  if (input.importId !== undefined) return { kind: "import", importId: input.importId };
  return { kind: "employees", employeeIds: [...new Set(input.employeeIds)] };
}

/** "12 employees", "1 employee". */
export function employeesCount(count: number) {
  return `${count.toLocaleString("en-US")} employee${count === 1 ? "" : "s"}`;
}
