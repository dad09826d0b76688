/**
 * The EE Committee's words: enumerations, labels, limits and the spec's messages. Kept apart from the schemas (and
 * so from the validation library) so the screens that only show the committee's requests and files load no validation code
 * (issue 25); the schema module re-exports all of it.
 */
export const EE_REQUEST_CATEGORIES = ["general", "workplace", "safety", "welfare", "other"] as const;
export const EE_REQUEST_PRIORITIES = ["low", "normal", "high"] as const;
export const EE_REQUEST_STATUSES = ["pending", "reviewed", "discussed", "resolved", "closed"] as const;
export type EeRequestStatus = (typeof EE_REQUEST_STATUSES)[number];

export const EE_CATEGORY_LABELS: Record<(typeof EE_REQUEST_CATEGORIES)[number], string> = {
  general: "General",
  workplace: "Workplace",
  safety: "Safety",
  welfare: "Welfare",
  other: "Other",
};
export const EE_PRIORITY_LABELS: Record<(typeof EE_REQUEST_PRIORITIES)[number], string> = { low: "Low", normal: "Normal", high: "High" };
export const EE_STATUS_LABELS: Record<EeRequestStatus, string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  discussed: "Discussed",
  resolved: "Resolved",
  closed: "Closed",
};

/** "All departments": a goal for the whole workforce. */
export const ALL_DEPARTMENTS = "All departments";
export const EE_REQUESTS_PAGE_SIZE = 20;

/** Spec 2 sections 5 and 8, quoted; and this product's own where the spec has none. */
export const EE_MESSAGES = {
  subjectRequired: "Subject is required",
  descriptionRequired: "Description is required",
  positionRequired: "Position is required",
  employeeRequired: "Please select an employee",
  failedRequest: "Failed to submit EE request. Please try again.",
  failedAddMember: "Failed to add committee member. Please try again.",
  failedRemoveMember: "Failed to remove committee member. Please try again.",
  requestSubmitted: "EE request submitted",
  memberAdded: "Committee member added",
  memberRemoved: "Committee member removed",
  requestUpdated: "EE request updated",
  failedUpdateRequest: "Failed to update EE request. Please try again.",
  alreadyMember: "This employee is already an active committee member.",
  terminatedMember: "A terminated employee cannot join the committee.",
  memberNotFound: "Committee member not found",
  requestNotFound: "EE request not found",
  employeeNotFound: "Employee not found",
  noEmployeeRecord: "Employee data not found. Please contact HR.",
  notAllowedToDecide: "Only HR and members of the EE committee can update EE requests.",
  ownRequest: "You cannot decide your own EE request: another committee member or HR decides it.",
  resolutionRequired: "Please describe the resolution",
  minutesNotFound: "Those meeting minutes do not exist",
  goalSaved: "Goal saved",
  goalDeleted: "Goal deleted",
  goalDuplicate: "A goal for this department, level and year already exists.",
  goalNotFound: "Goal not found",
  failedGoal: "Failed to save goal. Please try again.",
  departmentRequired: "Department is required",
  yearInvalid: "Target year must be a year between 2000 and 2100",
  percentInvalid: "Enter a percentage between 0 and 100 with at most two decimals",
  noTarget: "Set at least one target percentage",
} as const;

/** The committee's three kinds of file (spec 2: Minutes, Policies, Docs). */
export const EE_FILE_KINDS = ["minutes", "policies", "documents"] as const;
export type EeFileKind = (typeof EE_FILE_KINDS)[number];
export const EE_FILE_LABELS: Record<
  EeFileKind,
  { one: string; title: string; failedUpload: string; failedDelete: string; uploaded: string; deleted: string }
> = {
  minutes: {
    one: "meeting minutes",
    title: "Upload Meeting Minutes",
    failedUpload: "Failed to upload meeting minutes. Please try again.",
    failedDelete: "Failed to delete meeting minutes. Please try again.",
    uploaded: "Meeting minutes uploaded",
    deleted: "Meeting minutes deleted",
  },
  policies: {
    one: "policy",
    title: "Upload Policy",
    failedUpload: "Failed to upload policy. Please try again.",
    failedDelete: "Failed to delete policy. Please try again.",
    uploaded: "Policy uploaded",
    deleted: "Policy deleted",
  },
  documents: {
    one: "document",
    title: "Upload Document",
    failedUpload: "Failed to upload document. Please try again.",
    failedDelete: "Failed to delete document. Please try again.",
    uploaded: "Document uploaded",
    deleted: "Document deleted",
  },
};
export const EE_FILE_MESSAGES = {
  titleRequired: "Title is required",
  meetingDateRequired: "Meeting date is required",
  effectiveDateRequired: "Effective date is required",
  invalidDate: "Please enter a valid date",
  fileRequired: "Please choose a file",
  notFound: "File not found",
} as const;
