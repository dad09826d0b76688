import * as z from "zod/mini";
import { LIBRARY_MESSAGES, POLICY_CATEGORIES, POLICY_STATES, SHE_PRIORITIES, SHE_STATES } from "~/schemas/library-messages";
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
export * from "./library-messages";

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
