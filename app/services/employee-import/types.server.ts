import type { ImportStatus } from "~/schemas/employee-import";
import type { ImportColumn } from "~/schemas/import-columns";
import type { OpeningBalanceInput } from "~/schemas/leave-adjustments";

/** The shapes of an import: its options, its result, and a row once checked. */

export interface ImportOptions {
  updateExisting: boolean;
  skipInvalid: boolean;
  sendNotifications: boolean;
  /** Validate and run the writes, then roll everything back (command line --dry-run); records no import. */
  dryRun?: boolean;
}

export const DEFAULT_IMPORT_OPTIONS: ImportOptions = { updateExisting: true, skipInvalid: false, sendNotifications: false };

export interface ImportResult {
  importId: number | null;
  totalRecords: number;
  /** Rows written or already up to date (0 when a strict import was refused). */
  validRecords: number;
  invalidRecords: number;
  errors: string[];
  created: number;
  updated: number;
  unchanged: number;
  /** The employees created (or, checked, that would be). */
  createdRows: EmployeeSummary[];
  /** The employees updated, each with the fields that changed, old -> new. */
  changes: EmployeeChange[];
  status: Exclude<ImportStatus, "processing">;
  dryRun: boolean;
  /** A digest of what the import did or would do (created, changes, unchanged, errors). */
  plan: string | null;
  /** What the portal noticed about the file itself (read as Windows-1252, …), for the check screen, the API and the command line. */
  notes?: string[];
}

/**
 * What the JSON API and the command line give of a result, in this order: everything but the
 * plan (a digest for the history) and the notes (each caller shows them its own way).
 */
const RESULT_FIELDS = [
  "totalRecords",
  "validRecords",
  "invalidRecords",
  "errors",
  "importId",
  "created",
  "updated",
  "unchanged",
  "createdRows",
  "changes",
  "status",
  "dryRun",
] as const satisfies readonly (keyof ImportResult)[];

export function importResultFields(result: ImportResult) {
  return Object.fromEntries(RESULT_FIELDS.map((field) => [field, result[field]])) as Pick<ImportResult, (typeof RESULT_FIELDS)[number]>;
}

export interface EmployeeSummary {
  rowNumber: number;
  employeeId: string;
  name: string;
}

export interface FieldChange {
  field: ImportColumn;
  from: string;
  to: string;
}

export interface EmployeeChange extends EmployeeSummary {
  fields: FieldChange[];
}

export type EmployeeRowValues = Record<ImportColumn, string | number | boolean | null>;

export interface CheckedRow {
  rowNumber: number;
  values: EmployeeRowValues;
  /** Leave brought forward at go-live, from the file's opening-balance columns (issue 23). */
  openings?: OpeningBalanceInput[];
}
