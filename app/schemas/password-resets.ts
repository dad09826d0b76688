import * as z from "zod/mini";
import { optionalText } from "~/utils/validation";

/** HR's review of a password reset request (spec 2): the screen's dialog and PATCH /api/admin/password-reset-requests/{id}. */

/** Toasts of spec 2 section 8, "Password reset review". */
export const PASSWORD_RESET_TOASTS = {
  updated: "Request Updated",
  updatedDescription: (status: string) => `Password reset request ${status} successfully`,
  failed: "Update Failed",
  failedDescription: "Failed to update password reset request.",
} as const;

export const REVIEW_NOTE_MAX = 1000;

export const PasswordResetReviewSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: "Status must be approved or rejected" }),
  reviewNote: optionalText(REVIEW_NOTE_MAX, `The note must be at most ${REVIEW_NOTE_MAX} characters`),
});

/** The list's two tabs (Pending, Reviewed); reviewed is every decided request. */
export const PASSWORD_RESET_TABS = ["pending", "reviewed"] as const;
export type PasswordResetTab = (typeof PASSWORD_RESET_TABS)[number];
