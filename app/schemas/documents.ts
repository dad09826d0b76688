import * as z from "zod/mini";
import { EMPLOYEE_DOCUMENT_TYPES } from "~/schemas/document-types";
import { DOCUMENT_MESSAGES } from "~/schemas/documents-messages";
import { tooLong } from "~/utils/validation";

/**
 * Documents (spec 1 "My Documents", spec 2 "Admin documents", "Admin document upload",
 * "Document query response"): the limits, types and messages shared by the forms, the
 * JSON API and the services.
 */

export { DOCUMENT_MAX_BYTES } from "./documents-messages";

/** Rows of HR's upload form (without JavaScript every row is one file and its type). */
export const UPLOAD_FORM_ROWS = 5;

// The employee's document types and file sizes are shown by screens without a form: they live
// apart from the validation library (issue 25) and are re-exported here (by relative paths, which
// every loader resolves; Playwright's does not map "~/" in a re-export).
export { EMPLOYEE_DOCUMENT_TYPE_LABELS, EMPLOYEE_DOCUMENT_TYPES } from "./document-types";
export { formatFileSize } from "../utils/file-size";

/** Spec 2 "Admin document upload": the 13 types HR labels each file with. */
export const HR_DOCUMENT_TYPES = [
  "1st-agreement",
  "2nd-agreement",
  "3rd-agreement",
  "bank-bond",
  "bank-confirmation-letter",
  "bio-form",
  "contract",
  "drivers-license",
  "id",
  "job-profile",
  "offer-letter",
  "salary-increase",
  "tax-registration",
] as const;

export { DOCUMENT_MESSAGES } from "./documents-messages";

/**
 * The toast after HR's upload of several files (spec 2): Success when all went in, Partial
 * Success naming each refused file and its reason, Upload Failed with the reasons when none
 * did. The same words whether the form went as one request (no JavaScript) or one call per file.
 */
export function uploadSummary(uploaded: string[], failed: { name: string; message: string }[]) {
  const reasons = failed.map((file) => `${file.name}: ${file.message}`).join("; ");
  if (failed.length === 0) return { title: "Success", description: `${uploaded.length} document(s) uploaded successfully` };
  if (uploaded.length === 0) return { title: DOCUMENT_MESSAGES.uploadFailed, description: reasons, variant: "error" as const };
  return {
    title: "Partial Success",
    description: `${uploaded.length} uploaded, ${failed.length} failed. ${reasons}`,
    variant: "error" as const,
  };
}

/** The text part of the employee upload form (the file is streamed separately). */
export const EmployeeUploadSchema = z.object({
  documentType: z.enum(EMPLOYEE_DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.fileAndType }),
  description: z.optional(z.string().check(z.maxLength(1000))),
});

/** The fields of HR's upload for an employee (one file per call). */
export const HrUploadSchema = z.object({
  documentType: z.enum(HR_DOCUMENT_TYPES, { error: "Document type must be one of the 13 document types" }),
  description: z.optional(z.string().check(z.maxLength(1000))),
});

export const QUERY_STATUSES = ["pending", "reviewed", "restored", "denied"] as const;
export const QUERY_RESPONSES = ["restored", "reviewed", "denied"] as const;

/** An employee's query about a document that is gone: why they need it. */
export const DocumentQuerySchema = z.object({
  reason: z
    .string({ error: "Please give a reason" })
    .check(z.trim(), z.minLength(1, "Please give a reason"), z.maxLength(2000, tooLong(2000))),
});

/** HR's answer to a query (spec 2 "Document query response"): a note is required for reviewed or denied, optional for restore. */
export const QueryResponseSchema = z
  .object({
    status: z.enum(QUERY_RESPONSES, { error: "Status must be restored, reviewed or denied" }),
    reviewNote: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  })
  .check(
    z.refine((value) => value.status === "restored" || Boolean(value.reviewNote), {
      message: DOCUMENT_MESSAGES.noteRequired,
      path: ["reviewNote"],
    }),
  );
