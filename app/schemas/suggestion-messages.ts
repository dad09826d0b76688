/**
 * Suggestions' words: enumerations, labels, limits and the spec's messages. Kept apart from the schemas (and
 * so from the validation library) so the screens that only show suggestions load no validation code
 * (issue 25); the schema module re-exports all of it.
 */
export const SUGGESTION_CATEGORIES = ["general", "process_improvement", "workplace", "technology", "other"] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];
export const SUGGESTION_CATEGORY_LABELS: Record<SuggestionCategory, string> = {
  general: "General",
  process_improvement: "Process Improvement",
  workplace: "Workplace",
  technology: "Technology",
  other: "Other",
};

/** Stored statuses; `submitted` is treated as pending (spec 2 section 4). */
export const SUGGESTION_STATUSES = ["pending", "submitted", "under_review", "approved", "rejected", "implemented", "closed"] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];
/** What HR can set: any status (spec 2), `submitted` being pending. */
export const HR_SUGGESTION_STATUSES = ["pending", "under_review", "approved", "rejected", "implemented", "closed"] as const;

/** As spec 1 shows them: pending or submitted as Pending Review, rejected as Not Accepted. */
export const SUGGESTION_STATUS_LABELS: Record<SuggestionStatus, string> = {
  pending: "Pending Review",
  submitted: "Pending Review",
  under_review: "Under Review",
  approved: "Approved",
  rejected: "Not Accepted",
  implemented: "Implemented",
  closed: "Closed",
};

export const SUGGESTION_TITLE_MIN = 5;
export const SUGGESTION_TITLE_MAX = 255;
export const SUGGESTION_DESCRIPTION_MIN = 20;
export const SUGGESTION_DESCRIPTION_MAX = 5000;
export const SUGGESTION_NOTES_MAX = 5000;
export const SUGGESTIONS_PAGE_SIZE = 15;

/** Spec 1 section 8 and spec 2 section 8, and ours for the limits. */
export const SUGGESTION_MESSAGES = {
  submitted: "Suggestion Submitted",
  submittedDescription: "Thank you. HR will review your suggestion.",
  submitFailedTitle: "Submission Failed",
  submitFailed: "Failed to submit suggestion. Please try again.",
  loadFailed: "Unable to Load Suggestions",
  titleMin: `Title must be at least ${SUGGESTION_TITLE_MIN} characters`,
  titleMax: `Title must be at most ${SUGGESTION_TITLE_MAX} characters`,
  descriptionMin: `Description must be at least ${SUGGESTION_DESCRIPTION_MIN} characters`,
  descriptionMax: `Description must be at most ${SUGGESTION_DESCRIPTION_MAX} characters`,
  category: "Please select a category",
  statusRequired: "Please select a status",
  notesMax: `Notes must be at most ${SUGGESTION_NOTES_MAX} characters`,
  notFound: "Suggestion not found",
  updateFailedTitle: "Update Failed",
  updateFailed: "Failed to update suggestion. Please try again.",
  deleteFailedTitle: "Delete Failed",
  deleteFailed: "Failed to delete suggestion. Please try again.",
  deleteConfirm: "Are you sure you want to delete this suggestion?",
  updated: "Suggestion Updated",
  deleted: "Suggestion deleted",
} as const;
