/** Spec 2 section 9: admin document upload maximum 50 MB per file; the same for employees. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The documents' messages, quoted from the spec (and ours where it has none). Kept apart from
 * schemas/documents.ts (and so from the validation library) so the pages that only say them
 * (the preview test page) load no validation code (issue 25); documents.ts re-exports them.
 */
export const DOCUMENT_MESSAGES = {
  missingInformation: "Missing Information",
  fileAndType: "Please select a file and document type",
  uploaded: "Document uploaded successfully",
  uploadFailed: "Upload Failed",
  deleted: "Document deleted successfully",
  deleteFailed: "Delete Failed",
  cannotDelete: "Cannot Delete",
  ownUploadsOnly: "You can only delete documents you uploaded yourself",
  notFound: "Document not found",
  tooLarge: "File exceeds the 50MB limit",
  notAllowed:
    "This type of file is not accepted. Upload a PDF, an image (PNG, JPEG, GIF, WebP), a Word, Excel or OpenDocument file, or plain text (.txt, .csv).",
  infected: "The file was refused: the virus scanner found a threat in it.",
  scannerDown: "The virus scanner is not available right now. Please try again later.",
  noEmployeeRecord: "Employee data not found. Please contact HR.",
  previewFailed: "Failed to load document preview.",
  /** HR deleted a row whose stored file had gone missing (issue 26; opening it says utils/file-response.server.ts's FILE_MISSING). */
  deletedFileMissing: "Document record deleted. Its file was already missing from storage, so no backup copy could be kept.",
  selectEmployee: "Please select an employee",
  selectFiles: "Please select at least one file to upload",
  labelAllFiles: "Label All Files",
  queryUpdated: "Query Updated",
  queryProcessed: "The document query has been processed successfully",
  noteRequired: "Please provide a note explaining your decision",
  documentUpdated: "Document Updated",
} as const;

/** The types an employee labels their own documents with (spec 1 "My Documents"). */
export const EMPLOYEE_DOCUMENT_TYPES = ["certificate", "training", "personal", "other"] as const;
export const EMPLOYEE_DOCUMENT_TYPE_LABELS: Record<string, string> = {
  certificate: "Certificate",
  training: "Training",
  personal: "Personal",
  other: "Other",
};
