import { parse } from "csv-parse/sync";
import { QueryTypes } from "sequelize";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  MAX_WORKING_DAYS, normalizePayrollHeader, PAYROLL_AMOUNT_COLUMNS, PAYROLL_MESSAGES, PAYROLL_NOTES_MAX,
  PAYROLL_PROCESSED_STATUS, PAYROLL_REQUIRED_COLUMNS, type PayrollColumn, type PayrollPeriodInput,
} from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";
import { centsToDecimal, computePay, parseAmount, type PayResult } from "~/utils/pay";

/**
 * Payroll upload (spec 2: payroll upload screen, validation, POST /api/payroll/upload;
 * pay rules of section 9). The screen parses its CSV file with parsePayrollCsv, the
 * JSON API sends row objects; both end in uploadPayroll.
 *
 * Row numbers are spreadsheet rows: the header is row 1, so the first data row is
 * "Row 2" (blank lines in a file count, as a spreadsheet shows them).
 * The pay date of a period is its end date.
 */

/** A data row with its columns already named as the spec names them. */
export interface PayrollRow {
  rowNumber: number;
  values: Partial<Record<PayrollColumn, unknown>>;
}

export interface PayrollSheet {
  columns: PayrollColumn[];
  rows: PayrollRow[];
}

export interface PayrollUploadResult {
  periodId: number | null;
  successCount: number;
  errorCount: number;
  errors: string[];
}

export interface PayrollPeriodView {
  id: number;
  periodName: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  status: string;
  csvFileName: string | null;
  totalEmployees: number;
  payslipCount: number;
  uploadedByName: string | null;
  updatedAt: string;
}

function invalid(message: string, field = "csvData"): never {
  throw new ServiceError(400, message, { [field]: [message] });
}

/** Reads the screen's CSV file: headers lower-cased and trimmed, unknown columns dropped. */
export function parsePayrollCsv(text: string): PayrollSheet {
  let columns: PayrollColumn[] = [];
  let records: { record: Record<string, string>; info: { records: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
      columns: (headers: string[]) => {
        const named = headers.map(normalizePayrollHeader);
        const seen = new Set<PayrollColumn>();
        for (const column of named) {
          if (!column) continue;
          if (seen.has(column)) invalid(`The column ${column} appears more than once in the header row`);
          seen.add(column);
        }
        columns = [...seen];
        return named.map((column) => column ?? false);
      },
    });
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    invalid(`The CSV file could not be read: ${(error as Error).message}`);
  }
  return {
    columns,
    // Header row 1, then one row per record, counting the blank lines skipped before it.
    rows: records.map(({ record, info }) => ({ rowNumber: info.records + 1 + info.empty_lines, values: record })),
  };
}

/** The JSON API's row objects, with the same header rule; csvData[0] is "Row 2". */
export function sheetFromObjects(data: Record<string, unknown>[]): PayrollSheet {
  const columns = new Set<PayrollColumn>();
  const rows = data.map((object, index) => {
    const values: PayrollRow["values"] = {};
    for (const [key, value] of Object.entries(object ?? {})) {
      const column = normalizePayrollHeader(key);
      if (!column) continue;
      columns.add(column);
      values[column] = value;
    }
    return { rowNumber: index + 2, values };
  });
  return { columns: [...columns], rows };
}

function text(value: unknown) {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value.trim() : String(value).trim();
}

/** workingDays: empty, or a whole number from 0 to 31. */
export function parseWorkingDays(raw: unknown): { ok: true; days: number | null } | { ok: false; message: string } {
  const value = text(raw);
  if (value === "") return { ok: true, days: null };
  if (!/^\d+$/.test(value) || Number(value) > MAX_WORKING_DAYS) {
    return { ok: false, message: `workingDays must be a whole number from 0 to ${MAX_WORKING_DAYS}` };
  }
  return { ok: true, days: Number(value) };
}

export interface ValidPayrollRow {
  rowNumber: number;
  employeeRef: string;
  pay: PayResult;
  workingDays: number | null;
  notes: string | null;
}

/**
 * Checks each row on its own (no database): the employee reference present, amounts
 * readable (parseAmount's rules), workingDays, notes. Returns the rows that passed and
 * one message per failed row ("Row 4: basicSalary must be a number").
 */
export function validatePayrollRows(rows: PayrollRow[]) {
  const valid: ValidPayrollRow[] = [];
  const errors: { rowNumber: number; message: string }[] = [];
  for (const row of rows) {
    const problems: string[] = [];
    const employeeRef = text(row.values.employeeId);
    if (employeeRef === "") problems.push("employeeId is required");
    else if (employeeRef.length > 50) problems.push("employeeId must be at most 50 characters");
    const cents: Record<string, number> = {};
    for (const column of PAYROLL_AMOUNT_COLUMNS) {
      const amount = parseAmount(row.values[column], { required: column === "basicSalary" });
      if (amount.ok) cents[column] = amount.cents;
      else problems.push(`${column} ${amount.message}`);
    }
    const workingDays = parseWorkingDays(row.values.workingDays);
    if (!workingDays.ok) problems.push(workingDays.message);
    const notes = text(row.values.notes);
    if (notes.length > PAYROLL_NOTES_MAX) problems.push(`notes must be at most ${PAYROLL_NOTES_MAX} characters`);
    if (problems.length || !workingDays.ok) {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: ${problems.join("; ")}` });
      continue;
    }
    valid.push({
      rowNumber: row.rowNumber,
      employeeRef,
      pay: computePay({ basicSalary: cents.basicSalary, allowances: cents.allowances, overtime: cents.overtime, bonuses: cents.bonuses }),
      workingDays: workingDays.days,
      notes: notes || null,
    });
  }
  return { valid, errors };
}

/** Rows for one employee after the first are errors; the first one stands. */
export function rejectDuplicateRows(rows: ValidPayrollRow[]) {
  const firstRow = new Map<string, number>();
  const kept: ValidPayrollRow[] = [];
  const errors: { rowNumber: number; message: string }[] = [];
  for (const row of rows) {
    const first = firstRow.get(row.employeeRef);
    if (first === undefined) {
      firstRow.set(row.employeeRef, row.rowNumber);
      kept.push(row);
    } else {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: employeeId ${row.employeeRef} appears more than once (first on row ${first})` });
    }
  }
  return { kept, errors };
}

/** Rows per INSERT statement. */
const CHUNK = 2000;

/**
 * Stores a payroll: the rows that pass every check become payslips of the period, in
 * one transaction with the period itself (upserted by name and dates); the period's
 * existing payslips are updated, never duplicated. Nothing is written when no row passes.
 */
export async function uploadPayroll(
  hr: Pick<CurrentUser, "id">,
  period: PayrollPeriodInput,
  sheet: PayrollSheet,
  { fileName = null }: { fileName?: string | null } = {},
): Promise<PayrollUploadResult> {
  const sequelize = getDb();
  if (period.endDate < period.startDate) invalid(PAYROLL_MESSAGES.endBeforeStart, "endDate");
  if (sheet.rows.length === 0) invalid(PAYROLL_MESSAGES.noDataRows);
  const missing = PAYROLL_REQUIRED_COLUMNS.filter((column) => !sheet.columns.includes(column));
  if (missing.length) {
    invalid(`The CSV file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(" and ")}`);
  }

  const checked = validatePayrollRows(sheet.rows);
  const { kept, errors: duplicates } = rejectDuplicateRows(checked.valid);
  const errors = [...checked.errors, ...duplicates];

  const refs = kept.map((row) => row.employeeRef);
  const found = refs.length
    ? await sequelize.query<{ id: number; employee_id: string }>(
        `SELECT id, employee_id FROM employees WHERE employee_id = ANY($1::text[]) AND deleted_at IS NULL`,
        { bind: [refs], type: QueryTypes.SELECT },
      )
    : [];
  const idByRef = new Map(found.map((employee) => [employee.employee_id, employee.id]));
  const storable: (ValidPayrollRow & { employeeId: number })[] = [];
  for (const row of kept) {
    const employeeId = idByRef.get(row.employeeRef);
    if (employeeId === undefined) {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: employeeId ${row.employeeRef} is not a current employee` });
    } else {
      storable.push({ ...row, employeeId });
    }
  }
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  const result = { successCount: storable.length, errorCount: errors.length, errors: errors.map((error) => error.message) };
  if (storable.length === 0) return { periodId: null, ...result };

  const periodId = await sequelize.transaction(async (transaction) => {
    const [{ id }] = await sequelize.query<{ id: number }>(
      `INSERT INTO payroll_periods (period_name, start_date, end_date, pay_date, status, uploaded_by, csv_file_name)
       VALUES ($1, $2, $3, $3, $4, $5, $6)
       ON CONFLICT (period_name, start_date, end_date) DO UPDATE
         SET pay_date = EXCLUDED.pay_date, status = EXCLUDED.status, uploaded_by = EXCLUDED.uploaded_by,
             csv_file_name = EXCLUDED.csv_file_name, updated_at = now()
       RETURNING id`,
      { bind: [period.periodName, period.startDate, period.endDate, PAYROLL_PROCESSED_STATUS, hr.id, fileName], type: QueryTypes.SELECT, transaction },
    );
    for (let start = 0; start < storable.length; start += CHUNK) {
      const chunk = storable.slice(start, start + CHUNK);
      const amounts = (key: keyof PayResult) => chunk.map((row) => centsToDecimal(row.pay[key]));
      await sequelize.query(
        `INSERT INTO payslips (payroll_period_id, employee_id, employee_id_ref, basic_salary, allowances, overtime, bonuses,
            gross_salary, deductions, taxes, net_salary, working_days, notes)
         SELECT $1, * FROM unnest($2::int[], $3::varchar[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[],
            $8::numeric[], $9::numeric[], $10::numeric[], $11::numeric[], $12::int[], $13::text[])
         ON CONFLICT (payroll_period_id, employee_id) DO UPDATE
           SET employee_id_ref = EXCLUDED.employee_id_ref, basic_salary = EXCLUDED.basic_salary, allowances = EXCLUDED.allowances,
               overtime = EXCLUDED.overtime, bonuses = EXCLUDED.bonuses, gross_salary = EXCLUDED.gross_salary,
               deductions = EXCLUDED.deductions, taxes = EXCLUDED.taxes, net_salary = EXCLUDED.net_salary,
               working_days = EXCLUDED.working_days, notes = EXCLUDED.notes, updated_at = now()`,
        {
          bind: [
            id,
            chunk.map((row) => row.employeeId),
            chunk.map((row) => row.employeeRef),
            amounts("basicSalary"), amounts("allowances"), amounts("overtime"), amounts("bonuses"),
            amounts("grossSalary"), amounts("deductions"), amounts("taxes"), amounts("netSalary"),
            chunk.map((row) => row.workingDays),
            chunk.map((row) => row.notes),
          ],
          transaction,
        },
      );
    }
    await sequelize.query(
      `UPDATE payroll_periods SET total_employees = (SELECT count(*) FROM payslips WHERE payroll_period_id = $1) WHERE id = $1`,
      { bind: [id], transaction },
    );
    return id;
  });
  return { periodId, ...result };
}

/**
 * Periods with how many payslips each holds: newest period first, or (for the upload
 * screen) the most recently uploaded first, so the period just sent is always on top.
 */
export async function listPayrollPeriods(
  { limit = 100, order = "period" }: { limit?: number; order?: "period" | "uploaded" } = {},
): Promise<PayrollPeriodView[]> {
  const rows = await getDb().query<{
    id: number; period_name: string; start_date: string; end_date: string; pay_date: string | null; status: string;
    csv_file_name: string | null; total_employees: number; payslip_count: string; uploader: string | null; updated_at: Date;
  }>(
    `SELECT p.id, p.period_name, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
            to_char(p.pay_date, 'YYYY-MM-DD') AS pay_date, p.status, p.csv_file_name, p.total_employees,
            p.updated_at, (SELECT count(*) FROM payslips s WHERE s.payroll_period_id = p.id) AS payslip_count,
            NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS uploader
       FROM payroll_periods p LEFT JOIN users u ON u.id = p.uploaded_by
      ORDER BY ${order === "uploaded" ? "p.updated_at DESC," : ""} p.start_date DESC, p.id DESC
      LIMIT $1`,
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    periodName: row.period_name,
    startDate: row.start_date,
    endDate: row.end_date,
    payDate: row.pay_date,
    status: row.status,
    csvFileName: row.csv_file_name,
    totalEmployees: row.total_employees,
    payslipCount: Number(row.payslip_count),
    uploadedByName: row.uploader,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}
