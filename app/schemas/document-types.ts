/**
 * The types an employee labels their own documents with (spec 1 "My Documents"). Kept apart
 * from schemas/documents.ts (and so from the validation library) so the screens that only
 * list documents load no validation code (issue 25); documents.ts re-exports them.
 */
export const EMPLOYEE_DOCUMENT_TYPES = ["certificate", "training", "personal", "other"] as const;
export const EMPLOYEE_DOCUMENT_TYPE_LABELS: Record<string, string> = {
  certificate: "Certificate",
  training: "Training",
  personal: "Personal",
  other: "Other",
};
