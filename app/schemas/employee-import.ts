/**
 * Employee import (spec 2: Import screen, "Import file" validation, import result): the
 * file rules and messages, shared by the screen (browser checks), the service, the API
 * and the command line; no .server imports. The columns and the cell normalisation are
 * in import-columns.ts.
 */

/** 10 MB or more is refused (spec 2 constants). */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;
export const IMPORT_FILE_EXTENSIONS = [".csv", ".xlsx"] as const;
export const IMPORT_TEMPLATE_FILENAME = "employee_template.csv";
/** Rows per bulk INSERT and per progress report. */
export const IMPORT_CHUNK_ROWS = 2000;

export const IMPORT_MESSAGES = {
  invalidFileTitle: "Invalid File",
  invalidFile: "Please upload a CSV or Excel (.xlsx) file",
  tooLargeTitle: "File Too Large",
  tooLarge: "File size must be less than 10MB",
  failedTitle: "Import Failed",
  failed: "Failed to import CSV file",
  xlsxTooLargeExpanded: "The Excel file expands to more than 100 MB when unpacked; split it into smaller files",
  utf16WithoutBom: 'The file is in UTF-16 encoding without a byte-order mark; save it as "CSV UTF-8" (or Unicode Text) and upload it again',
  /** An import whose process died while it ran (its transaction rolled back). */
  interrupted: "Interrupted, nothing imported",
  completeTitle: "Import Complete",
  noFile: "Please choose a CSV or Excel (.xlsx) file to import",
} as const;

export function importCompleteMessage(valid: number, total: number) {
  return `Successfully imported ${valid} out of ${total} records`;
}

/** What an import did (or, checked, would do): never only "imported" (issue 10). */
export function importOutcomeText(counts: { created: number; updated: number; unchanged: number }) {
  return `${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged`;
}

/** The template's example row carries this employee ID; the import refuses it, so the example can never overwrite anyone. */
export const IMPORT_TEMPLATE_EXAMPLE_ID = "EXAMPLE-REMOVE-THIS-ROW";

export function templateExampleRowMessage(rowNumber: number) {
  return `Row ${rowNumber}, employeeId: ${IMPORT_TEMPLATE_EXAMPLE_ID} is the template's example row; remove it from the file and add your employees`;
}

/** How long a checked file waits for HR to confirm it. */
export const IMPORT_PREVIEW_MINUTES = 30;

/** The file's own checks, as the browser and the server both run them; null when acceptable. */
export function checkImportFile(file: { name: string; size: number }): { title: string; message: string } | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { title: IMPORT_MESSAGES.invalidFileTitle, message: IMPORT_MESSAGES.invalidFile };
  }
  if (file.size >= IMPORT_MAX_FILE_BYTES) return { title: IMPORT_MESSAGES.tooLargeTitle, message: IMPORT_MESSAGES.tooLarge };
  return null;
}

export type ImportStatus = "processing" | "success" | "partial" | "failure";

/** History shows success and partial as such; anything else as failure (spec 2 Import screen). */
export function importStatusLabel(status: string) {
  if (status === "success") return "Success";
  if (status === "partial") return "Partial";
  if (status === "processing") return "Processing";
  return "Failure";
}
