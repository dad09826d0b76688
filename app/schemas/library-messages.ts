/**
 * The document library's words: sections, states, categories, labels, messages, and where a
 * file opens. Kept apart from the upload schemas (and so from the validation library) so the
 * pages that only list documents (HR Documents & Policies, SHE) load no validation code
 * (issue 25); library.ts re-exports all of it.
 */
export const LIBRARY_SECTIONS = ["policies", "she"] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

export const LIBRARY_LABELS: Record<LibrarySection, { title: string; one: string; upload: string; newVersion: string }> = {
  policies: { title: "Policies", one: "policy", upload: "Upload Policy", newVersion: "Upload New Version" },
  she: { title: "SHE Procedures", one: "procedure", upload: "Upload Procedure", newVersion: "Upload New Version" },
};

/** Policies are current or retired (is_active); SHE documents keep the spec's three states. */
export const POLICY_STATES = ["active", "retired"] as const;
export const SHE_STATES = ["active", "draft", "archived"] as const;
export type LibraryState = (typeof POLICY_STATES)[number] | (typeof SHE_STATES)[number];
export const LIBRARY_STATE_LABELS: Record<LibraryState, string> = {
  active: "Active",
  retired: "Retired",
  draft: "Draft",
  archived: "Archived",
};
export const STATES_OF: Record<LibrarySection, readonly LibraryState[]> = { policies: POLICY_STATES, she: SHE_STATES };

export const POLICY_CATEGORIES = ["Conduct", "Leave", "Pay & Benefits", "Safety", "Recruitment", "Data Protection", "General"] as const;
export const SHE_PRIORITIES = ["high", "medium", "low"] as const;

export const LIBRARY_MESSAGES = {
  titleRequired: "Title is required",
  fileRequired: "Please choose a file",
  invalidDate: "Please enter a valid date",
  expiryBeforeEffective: "The expiry date must be after the effective date",
  versionRequired: "Version is required",
  sameVersion: "The new version must have a different version number",
  notFound: "Document not found",
  uploaded: "Document uploaded",
  newVersion: "New version uploaded",
  uploadFailed: "Upload Failed",
  updated: "Document updated",
  updateFailed: "Update Failed",
  replacedRetired: "Only the current version can get a new version",
} as const;

/** The version a new upload suggests: "1.0" -> "1.1", "2" -> "3"; anything else is left to HR. */
export function nextVersion(current: string | null | undefined): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec((current ?? "").trim());
  if (!match) return "";
  return match[2] === undefined ? String(Number(match[1]) + 1) : `${match[1]}.${Number(match[2]) + 1}`;
}

/** Where a section's files are previewed and downloaded (the same authorized routes employees use). */
export function libraryFileHref(section: LibrarySection, id: number, mode: "preview" | "download") {
  return section === "policies" ? `/api/hr-documents/${id}/${mode}` : `/api/she/documents/${id}/${mode}`;
}
