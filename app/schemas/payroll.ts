import * as z from "zod/mini";
import { isValidIsoDate } from "~/utils/dates";
import { idField, requiredDateField } from "~/utils/validation";

/**
 * The payroll upload: its limits, columns and messages (spec 2 sections 5 and 8), and
 * the form's schema, shared by the screen (Conform in the browser), its action and
 * the JSON API. No .server here: the browser gets this file.
 */

export const PAYROLL_MESSAGES = {
  required: "Please fill in all fields and upload a CSV file",
  noDataRows: "CSV file must have a header row and at least one data row",
  selectCsv: "Please select a CSV file",
  endBeforeStart: "End date must not be before the start date",
  invalidDate: "Please enter a valid date",
  tooLarge: "File size must be less than 5MB",
  failed: "Failed to upload payroll",
  separateRunReason: "Please give the reason for this separate run",
} as const;

/** The screen's file limit (the spec names none for payroll; 5 MB holds well over 20,000 rows). */
export const PAYROLL_MAX_FILE_BYTES = 5 * 1024 * 1024;
/** A JSON upload may carry at most this many rows (a 5 MB file holds fewer). */
export const PAYROLL_MAX_ROWS = 50_000;

export const PAYROLL_REQUIRED_COLUMNS = ["employeeId", "basicSalary"] as const;
export const PAYROLL_OPTIONAL_COLUMNS = ["allowances", "overtime", "bonuses", "workingDays", "notes"] as const;
export const PAYROLL_COLUMNS = [...PAYROLL_REQUIRED_COLUMNS, ...PAYROLL_OPTIONAL_COLUMNS] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];
export const PAYROLL_AMOUNT_COLUMNS = ["basicSalary", "allowances", "overtime", "bonuses"] as const;
export const MAX_WORKING_DAYS = 31;
export const PAYROLL_NOTES_MAX = 1000;

/** An uploaded period is a draft (employees do not see it) until HR processes it. */
export const PAYROLL_DRAFT_STATUS = "draft";
/** A processed period's payslips are published to its employees. */
export const PAYROLL_PROCESSED_STATUS = "processed";
export const PAYROLL_STATUSES = [PAYROLL_DRAFT_STATUS, PAYROLL_PROCESSED_STATUS] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
/** How many row errors a period keeps from its latest upload (the count is kept in full). */
export const PAYROLL_STORED_ERRORS = 1000;
export const SEPARATE_RUN_REASON_MAX = 500;

const CANONICAL = new Map<string, PayrollColumn>(PAYROLL_COLUMNS.map((column) => [column.toLowerCase(), column]));

/**
 * A header as the spec reads it: lower-cased and trimmed, then matched to a column
 * name. `EmployeeID` and ` employeeid ` match employeeId; `Basic Salary` (an inner
 * space) matches nothing, and unknown columns are ignored (null).
 */
export function normalizePayrollHeader(header: string): PayrollColumn | null {
  return CANONICAL.get(String(header).trim().toLowerCase()) ?? null;
}

const requiredDate = requiredDateField(PAYROLL_MESSAGES.required, PAYROLL_MESSAGES.invalidDate);

/** The period: name and dates, the end not before the start. */
export const PayrollPeriodFields = z.object({
  periodName: z
    .string({ error: PAYROLL_MESSAGES.required })
    .check(z.trim(), z.minLength(1, PAYROLL_MESSAGES.required), z.maxLength(255, "Period name must be at most 255 characters")),
  startDate: requiredDate,
  endDate: requiredDate,
});

/**
 * HR's confirmation that a period overlapping another one for the same employees is a
 * separate run (a bonus run, say): the box ticked and a reason. A form's box sends "on".
 */
export const SeparateRunFields = {
  separateRun: z.optional(z.union([z.boolean(), z.literal("on"), z.literal("true")])),
  separateRunReason: z.optional(
    z.string().check(z.trim(), z.maxLength(SEPARATE_RUN_REASON_MAX, `The reason must be at most ${SEPARATE_RUN_REASON_MAX} characters`)),
  ),
};

function endNotBeforeStart(
  value: { startDate: string; endDate: string; separateRun?: boolean | string; separateRunReason?: string },
  ctx: z.core.$RefinementCtx,
) {
  if (isValidIsoDate(value.startDate) && isValidIsoDate(value.endDate) && value.endDate < value.startDate) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: PAYROLL_MESSAGES.endBeforeStart });
  }
  if (value.separateRun && !value.separateRunReason) {
    ctx.addIssue({ code: "custom", path: ["separateRunReason"], message: PAYROLL_MESSAGES.separateRunReason });
  }
}

/** The reason of a confirmed separate run, or null when HR did not confirm one. */
export function separateRunReasonOf(value: { separateRun?: boolean | string; separateRunReason?: string }) {
  return value.separateRun && value.separateRunReason ? value.separateRunReason : null;
}

/** A file the browser or the multipart parser gives us (File in both). */
export interface UploadedFile {
  name: string;
  size: number;
  text(): Promise<string>;
  /** The bytes, to read the text in the encoding the file was saved in (Windows-1252 from Excel on Windows). */
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isCsvFile(value: unknown): value is UploadedFile {
  if (!value || typeof value !== "object") return false;
  const file = value as Partial<UploadedFile>;
  return typeof file.name === "string" && /\.csv$/i.test(file.name.trim()) && typeof file.text === "function";
}

/** The fields of the screen's form (what the browser's constraints are built from). */
export const PayrollUploadFields = z.object({
  ...PayrollPeriodFields.shape,
  ...SeparateRunFields,
  csvFile: z
    .custom<UploadedFile>(isCsvFile, { error: PAYROLL_MESSAGES.selectCsv })
    .check(z.refine((file) => file.size <= PAYROLL_MAX_FILE_BYTES, PAYROLL_MESSAGES.tooLarge)),
});

/** The screen's form: period, dates and a .csv file. */
export const PayrollUploadFormSchema = PayrollUploadFields.check(z.superRefine(endNotBeforeStart));

/** POST /api/payroll/upload: the spec's JSON, csvData being the parsed rows as objects. */
export const PayrollUploadApiSchema = z
  .object({
    ...PayrollPeriodFields.shape,
    ...SeparateRunFields,
    csvData: z
      .array(z.record(z.string(), z.unknown()), { error: PAYROLL_MESSAGES.required })
      .check(z.maxLength(PAYROLL_MAX_ROWS, `At most ${PAYROLL_MAX_ROWS} rows can be uploaded at once`)),
  })
  .check(z.superRefine(endNotBeforeStart));

export type PayrollPeriodInput = z.infer<typeof PayrollPeriodFields>;

/**
 * The delete button of the payroll screen. Process is a confirmation of its own
 * (/admin/payroll/:periodId/process, issue 24), not an intent of the list.
 */
export const PAYROLL_PERIOD_INTENTS = ["delete"] as const;
export const PayrollPeriodActionSchema = z.object({
  intent: z.enum(PAYROLL_PERIOD_INTENTS),
  periodId: idField(),
});

/** How many of the active employees a period does not pay its confirmation names (then "and N more"). */
export const PAYROLL_PREVIEW_UNPAID_SHOWN = 20;

/** The confirmation's POST: the version of the period HR reviewed (its last change, an ISO time). */
export const PayrollProcessConfirmSchema = z.object({
  version: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** The spec's messages when a payslip file cannot be had (spec 1 and 2, error catalogues). */
export const PAYSLIP_FILE_MESSAGES = {
  pdf: "Failed to open payslip PDF",
  csv: "Failed to download payslip",
} as const;
