import * as z from "zod/mini";
import { idField, optionalText, requiredText } from "~/utils/validation";
import {
  CATEGORY_ALIASES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_COMMENT_MAX,
  GRIEVANCE_DESCRIPTION_MAX,
  GRIEVANCE_DESCRIPTION_MIN,
  GRIEVANCE_MESSAGES,
  GRIEVANCE_PRIORITIES,
  GRIEVANCE_RESOLUTION_MAX,
  GRIEVANCE_TITLE_MAX,
  GRIEVANCE_TITLE_MIN,
  HR_GRIEVANCE_STATUSES,
} from "~/schemas/grievance-messages";

/**
 * Grievances (spec 1 "Grievance tab", spec 2 "Grievance management", issue 14): the
 * submission form and POST /api/grievances, HR's status update, comment and assignment.
 * One schema each for the screen (Conform) and the JSON API.
 */

export * from "./grievance-messages";

/** A checkbox ("on"), a JSON boolean or "true"/"false". */
const flag = z.pipe(
  z.optional(z.union([z.boolean(), z.string()])),
  z.transform((value) => value === true || value === "on" || value === "true"),
);

const categoryField = z.pipe(
  z.pipe(
    z.optional(z.string({ error: GRIEVANCE_MESSAGES.category })),
    z.transform((value) => {
      const key = (value ?? "").trim().toLowerCase();
      return key === "" ? "other" : Object.hasOwn(CATEGORY_ALIASES, key) ? CATEGORY_ALIASES[key] : key;
    }),
  ),
  z.enum(GRIEVANCE_CATEGORIES, { error: GRIEVANCE_MESSAGES.category }),
);

const priorityField = z.pipe(
  z.pipe(
    z.optional(z.string({ error: GRIEVANCE_MESSAGES.priority })),
    z.transform((value) => (value ?? "").trim().toLowerCase() || "medium"),
  ),
  z.enum(GRIEVANCE_PRIORITIES, { error: GRIEVANCE_MESSAGES.priority }),
);

/** The form's text fields alone: what the browser's constraints (required, lengths) are built from. */
export const GrievanceFields = z.object({
  title: z.string({ error: GRIEVANCE_MESSAGES.titleMin }).check(z.minLength(GRIEVANCE_TITLE_MIN), z.maxLength(GRIEVANCE_TITLE_MAX)),
  description: z
    .string({ error: GRIEVANCE_MESSAGES.descriptionMin })
    .check(z.minLength(GRIEVANCE_DESCRIPTION_MIN), z.maxLength(GRIEVANCE_DESCRIPTION_MAX)),
});

/** Submit Grievance (form, review, confirm) and POST /api/grievances. Defaults: category other, priority medium. */
export const GrievanceSchema = z.object({
  title: z
    .string({ error: GRIEVANCE_MESSAGES.titleMin })
    .check(
      z.trim(),
      z.minLength(GRIEVANCE_TITLE_MIN, GRIEVANCE_MESSAGES.titleMin),
      z.maxLength(GRIEVANCE_TITLE_MAX, GRIEVANCE_MESSAGES.titleMax),
    ),
  description: z
    .string({ error: GRIEVANCE_MESSAGES.descriptionMin })
    .check(
      z.trim(),
      z.minLength(GRIEVANCE_DESCRIPTION_MIN, GRIEVANCE_MESSAGES.descriptionMin),
      z.maxLength(GRIEVANCE_DESCRIPTION_MAX, GRIEVANCE_MESSAGES.descriptionMax),
    ),
  category: categoryField,
  priority: priorityField,
  isAnonymous: flag,
});
export type GrievanceInput = z.infer<typeof GrievanceSchema>;

/**
 * HR's update (PUT /api/admin/grievances/{id}, the View dialog): a status is required; the
 * resolution is required for resolved and closed (the text box the spec shows for them).
 */
export const GrievanceUpdateSchema = z
  .object({
    status: z.enum(HR_GRIEVANCE_STATUSES, { error: GRIEVANCE_MESSAGES.statusRequired }),
    resolution: optionalText(GRIEVANCE_RESOLUTION_MAX, GRIEVANCE_MESSAGES.resolutionMax),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ((value.status === "resolved" || value.status === "closed") && !value.resolution) {
        ctx.addIssue({ code: "custom", path: ["resolution"], message: GRIEVANCE_MESSAGES.resolutionRequired });
      }
    }),
  );
export type GrievanceUpdate = z.infer<typeof GrievanceUpdateSchema>;

export const GrievanceCommentSchema = z.object({
  comment: requiredText(GRIEVANCE_MESSAGES.commentRequired, GRIEVANCE_COMMENT_MAX),
  isInternal: flag,
});

export const GrievanceAssignSchema = z.object({ assignedTo: idField(GRIEVANCE_MESSAGES.assigneeRequired) });

/** The anonymous status page: the receipt code, as typed (spaces and case do not matter). */
export const ReceiptSchema = z.object({
  receiptCode: requiredText(GRIEVANCE_MESSAGES.receiptRequired, 64),
});
