import * as z from "zod/mini";
import { SHE_CATEGORIES } from "~/schemas/she";
import { isValidIsoDate } from "~/utils/dates";
import { idField, optionalText, requiredText } from "~/utils/validation";

/**
 * HR's document library (issue 15): company policies (`hr_documents`, shown to employees
 * on HR Documents & Policies) and SHE procedures (`she_documents`, shown on the SHE page).
 * HR uploads them, uploads new versions (the new one replaces the old, which is kept,
 * retired), activates and retires them. Nothing is deleted: a retired policy is still the
 * record of what applied when.
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

const optionalDate = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === "" || isValidIsoDate(value), LIBRARY_MESSAGES.invalidDate),
    ),
  ),
  z.transform((value) => value || null),
);
const version = z.pipe(
  z.optional(z.string().check(z.trim(), z.maxLength(20, "Version must be at most 20 characters"))),
  z.transform((value) => value || "1.0"),
);
/** A choice from a list where an empty or missing value means the default. */
function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], message: string) {
  return z.pipe(
    z.pipe(
      z.optional(z.string({ error: message })),
      z.transform((value) => value || fallback),
    ),
    z.enum(values, { error: message }),
  );
}
/** The row a new version replaces (absent for a first upload). */
const replacesId = z.optional(z.union([z.literal(""), idField(LIBRARY_MESSAGES.notFound)]));

export const PolicyUploadSchema = z
  .object({
    title: requiredText(LIBRARY_MESSAGES.titleRequired, 255),
    description: optionalText(5000),
    category: z.optional(z.union([z.literal(""), z.enum(POLICY_CATEGORIES)], { error: "Please choose a category from the list" })),
    version,
    effectiveDate: optionalDate,
    expiryDate: optionalDate,
    replacesId,
  })
  .check(
    z.refine((value) => !value.effectiveDate || !value.expiryDate || value.expiryDate > value.effectiveDate, {
      message: LIBRARY_MESSAGES.expiryBeforeEffective,
      path: ["expiryDate"],
    }),
  );

export const SheUploadSchema = z.object({
  title: requiredText(LIBRARY_MESSAGES.titleRequired, 255),
  description: optionalText(5000),
  category: choice(SHE_CATEGORIES, "safety", "Category must be safety, health or environment"),
  version,
  department: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(255))),
    z.transform((value) => value || "All Departments"),
  ),
  priority: choice(SHE_PRIORITIES, "medium", "Priority must be high, medium or low"),
  // A new procedure may wait as a draft; it never starts archived.
  status: choice(["active", "draft"], "active", "Status must be active or draft"),
  replacesId,
});

export const LIBRARY_UPLOAD_SCHEMAS = { policies: PolicyUploadSchema, she: SheUploadSchema } as const;

export const PolicyStateSchema = z.object({ status: z.enum(POLICY_STATES, { error: "Status must be active or retired" }) });
export const SheStateSchema = z.object({ status: z.enum(SHE_STATES, { error: "Status must be active, draft or archived" }) });
export const LIBRARY_STATE_SCHEMAS = { policies: PolicyStateSchema, she: SheStateSchema } as const;

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
