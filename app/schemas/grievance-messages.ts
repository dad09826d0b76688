/**
 * Grievances' words: enumerations, labels, limits and the spec's messages. Kept apart from the schemas (and
 * so from the validation library) so the screens that only show grievances load no validation code
 * (issue 25); the schema module re-exports all of it.
 */
/**
 * The one stored set of categories: spec 2's (its stored schema). Spec 1 spells five of them
 * differently; both spellings are accepted on input (docs/decisions.md "Issue 14").
 */
export const GRIEVANCE_CATEGORIES = [
  "workplace_harassment",
  "discrimination",
  "safety_concerns",
  "policy_violation",
  "unfair_treatment",
  "working_conditions",
  "management_issues",
  "other",
] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** Spec 1's spellings, mapped to the stored ones. */
export const CATEGORY_ALIASES: Readonly<Record<string, GrievanceCategory>> = {
  harassment: "workplace_harassment",
  safety: "safety_concerns",
  workplace_conditions: "working_conditions",
  management: "management_issues",
};

export const GRIEVANCE_CATEGORY_LABELS: Record<GrievanceCategory, string> = {
  workplace_harassment: "Harassment",
  discrimination: "Discrimination",
  safety_concerns: "Safety concerns",
  policy_violation: "Policy violation",
  unfair_treatment: "Unfair treatment",
  working_conditions: "Workplace conditions",
  management_issues: "Management issues",
  other: "Other",
};

export const GRIEVANCE_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type GrievancePriority = (typeof GRIEVANCE_PRIORITIES)[number];
export const PRIORITY_LABELS: Record<GrievancePriority, string> = { low: "Low", medium: "Medium", high: "High", urgent: "Urgent" };

export const GRIEVANCE_STATUSES = ["open", "submitted", "assigned", "in_progress", "resolved", "closed"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** What HR may set (spec 2 section 4); the order is not restricted. */
export const HR_GRIEVANCE_STATUSES = ["assigned", "in_progress", "resolved", "closed"] as const;
export type HrGrievanceStatus = (typeof HR_GRIEVANCE_STATUSES)[number];
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: "Open",
  submitted: "Submitted",
  assigned: "Assigned",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};

/** Spec 1 section 9 and spec 2. */
export const GRIEVANCE_TITLE_MIN = 5;
export const GRIEVANCE_TITLE_MAX = 100;
export const GRIEVANCE_DESCRIPTION_MIN = 20;
export const GRIEVANCE_DESCRIPTION_MAX = 2000;
export const GRIEVANCE_RESOLUTION_MAX = 5000;
export const GRIEVANCE_COMMENT_MAX = 2000;
export const GRIEVANCES_PAGE_SIZE = 15;
/** HR answers within this many Namibian working days (spec 1 section 9). */
export const GRIEVANCE_RESPONSE_WORKING_DAYS = 2;

/** The spec's messages (spec 1 section 8, spec 2 section 8) and ours for the limits it gives. */
export const GRIEVANCE_MESSAGES = {
  submitted: "Grievance Submitted",
  submittedDescription: "HR will contact you within 2 business days.",
  submittedAnonymousDescription: "HR will review it within 2 business days. Keep your receipt code to follow it.",
  submitFailed: "Submission Failed - Unable to submit grievance. Please try again.",
  titleMin: `Title must be at least ${GRIEVANCE_TITLE_MIN} characters`,
  titleMax: `Title must be at most ${GRIEVANCE_TITLE_MAX} characters`,
  descriptionMin: `Description must be at least ${GRIEVANCE_DESCRIPTION_MIN} characters`,
  descriptionMax: `Description must be at most ${GRIEVANCE_DESCRIPTION_MAX} characters`,
  category: "Please choose a category",
  priority: "Priority must be low, medium, high or urgent",
  statusRequired: "Please choose a status",
  resolutionRequired: "Please describe the resolution",
  resolutionMax: `Resolution must be at most ${GRIEVANCE_RESOLUTION_MAX} characters`,
  commentRequired: "Please enter a comment",
  commentMax: `Comment must be at most ${GRIEVANCE_COMMENT_MAX} characters`,
  assigneeRequired: "Please choose an HR user",
  assigneeNotHr: "Grievances can only be assigned to an HR user",
  notFound: "Grievance not found",
  receiptRequired: "Please enter your receipt code",
  receiptUnknown: "No grievance matches this receipt code. Check the code and try again.",
  // Spec 2 section 8.
  updateFailed: "Failed to update grievance status.",
  deleteFailed: "Failed to delete grievance.",
  restoreFailed: "Failed to restore grievance.",
  permanentFailed: "Failed to permanently delete grievance.",
  emptyFailed: "Failed to empty recycle bin.",
  updated: "Grievance Updated",
  deleted: "Grievance Deleted",
  deletedDescription: "The grievance was moved to the recycle bin.",
  restored: "Grievance Restored",
  permanentlyDeleted: "Grievance Permanently Deleted",
  permanentlyDeletedDescription: "The grievance cannot be recovered.",
  emptied: "Recycle Bin Emptied",
  commentAdded: "Comment added successfully",
  assigned: "Grievance assigned",
  notInBin: "Only grievances in the recycle bin can be deleted forever.",
} as const;

export function emptiedDescription(count: number) {
  return `${count} grievances permanently deleted.`;
}
