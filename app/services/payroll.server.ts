import { parseCsvText } from "~/utils/csv.server";
import { QueryTypes } from "sequelize";
import type { CurrentUser } from "~/auth.server";
import { PayrollPeriod } from "#models";
import { getDb } from "~/db.server";
import {
  MAX_WORKING_DAYS,
  normalizePayrollHeader,
  PAYROLL_AMOUNT_COLUMNS,
  PAYROLL_DRAFT_STATUS,
  PAYROLL_MESSAGES,
  PAYROLL_NOTES_MAX,
  PAYROLL_PROCESSED_STATUS,
  PAYROLL_REQUIRED_COLUMNS,
  PAYROLL_STORED_ERRORS,
  type PayrollColumn,
  type PayrollPeriodInput,
  type PayrollStatus,
} from "~/schemas/payroll";
import { recordAudit } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { formatDateNa } from "~/utils/format";
import { centsToDecimal, computePay, decimalToCents, MAX_AMOUNT_CENTS, parseAmount, type PayResult } from "~/utils/pay";

/**
 * Payroll upload (spec 2: payroll upload screen, validation, POST /api/payroll/upload;
 * pay rules of section 9). The screen parses its CSV file with parsePayrollCsv, the
 * JSON API sends row objects; both end in uploadPayroll.
 *
 * Row numbers are spreadsheet rows: the header is row 1, so the first data row is
 * "Row 2" (blank lines in a file count, as a spreadsheet shows them).
 * The pay date of a period is its end date.
 *
 * An upload makes (or updates) a draft, which employees do not see; HR checks its totals
 * and row errors, then processes it (publishing the payslips) or deletes it. A processed
 * period is corrected only by uploading it again, which is counted and audited. A period
 * whose dates overlap another period that pays the same employees is refused unless HR
 * confirms a separate run (a bonus run) and gives the reason.
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
  /** The period's status after the upload (null when nothing was stored). */
  status: PayrollStatus | null;
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
  status: PayrollStatus;
  csvFileName: string | null;
  totalEmployees: number;
  payslipCount: number;
  uploadedByName: string | null;
  updatedAt: string;
  /** Sums over the period's payslips, DECIMAL strings ("123456.78"). */
  totals: { gross: string; deductions: string; taxes: string; net: string };
  /** Row errors of the latest upload: how many, and (listPayrollPeriods with rowErrors, getPayrollPeriod) which. */
  errorCount: number;
  rowErrors?: string[];
  processedAt: string | null;
  separateRunReason: string | null;
  correctionCount: number;
}

export const PAYROLL_PERIOD_NOT_FOUND = "Payroll period not found";
/** The largest id the INTEGER column holds; a larger one names no period (404, not a database error). */
const MAX_PERIOD_ID = 2_147_483_647;

function requirePeriodId(id: number) {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_PERIOD_ID) throw new ServiceError(404, PAYROLL_PERIOD_NOT_FOUND);
  return id;
}
export const PAYROLL_PERIOD_MESSAGES = {
  alreadyProcessed: "This payroll period is already processed",
  processedNotDeletable: "A processed payroll period cannot be deleted; upload it again to correct it",
  processed: (name: string, count: number) => `Payroll processed: ${name} published to ${count} employee${count === 1 ? "" : "s"}`,
  deleted: (name: string) => `Draft payroll ${name} deleted`,
  overlap: (other: { periodName: string; startDate: string; endDate: string }, shared: number) =>
    `The dates overlap the payroll period ${other.periodName} (${formatDateNa(other.startDate)} – ${formatDateNa(other.endDate)}), ` +
    `which already pays ${shared} of these employees. If this is a separate run (a bonus run, say), ` +
    'tick "Separate run" and give the reason.',
} as const;

function invalid(message: string, field = "csvData"): never {
  throw new ServiceError(400, message, { [field]: [message] });
}

/** Reads the screen's CSV file: headers lower-cased and trimmed, unknown columns dropped. */
export async function parsePayrollCsv(text: string): Promise<PayrollSheet> {
  let columns: PayrollColumn[] = [];
  let records: { record: Record<string, string>; info: { records: number; empty_lines: number } }[];
  try {
    records = await parseCsvText(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
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

/** The sum of a row's amounts must fit DECIMAL(10,2) like each amount does. */
export const PAYROLL_TOTAL_TOO_LARGE = "the gross salary (basicSalary + allowances + overtime + bonuses) is larger than 99,999,999.99";

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
    // Each part may fit its column while their sum does not: the totals are checked too.
    const pay =
      problems.length === 0
        ? computePay({ basicSalary: cents.basicSalary, allowances: cents.allowances, overtime: cents.overtime, bonuses: cents.bonuses })
        : null;
    if (pay && pay.grossSalary > MAX_AMOUNT_CENTS) problems.push(PAYROLL_TOTAL_TOO_LARGE);
    if (problems.length || !workingDays.ok || !pay) {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: ${problems.join("; ")}` });
      continue;
    }
    valid.push({
      rowNumber: row.rowNumber,
      employeeRef,
      pay,
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
      errors.push({
        rowNumber: row.rowNumber,
        message: `Row ${row.rowNumber}: employeeId ${row.employeeRef} appears more than once (first on row ${first})`,
      });
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
  { fileName = null, separateRunReason = null }: { fileName?: string | null; separateRunReason?: string | null } = {},
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
  const messages = errors.map((error) => error.message);
  const result = { successCount: storable.length, errorCount: errors.length, errors: messages };
  if (storable.length === 0) return { periodId: null, status: null, ...result };

  const stored = await sequelize.transaction(async (transaction) => {
    // One upload at a time decides about overlaps, so two overlapping uploads cannot both pass.
    await sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('payroll_periods'))`, { transaction });
    const [same] = await sequelize.query<{ id: number; status: PayrollStatus; separate_run_reason: string | null }>(
      `SELECT id, status, separate_run_reason FROM payroll_periods WHERE period_name = $1 AND start_date = $2 AND end_date = $3`,
      { bind: [period.periodName, period.startDate, period.endDate], type: QueryTypes.SELECT, transaction },
    );
    if (!separateRunReason && !same?.separate_run_reason) {
      // Raw SQL: a range overlap joined with the payslips of the employees in this file. Confirmed
      // separate runs are left out: their confirmation already covers the overlap.
      const [overlap] = await sequelize.query<{ period_name: string; start_date: string; end_date: string; shared: string }>(
        `SELECT p.period_name, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
                count(*) AS shared
           FROM payroll_periods p JOIN payslips s ON s.payroll_period_id = p.id
          WHERE daterange(p.start_date, p.end_date, '[]') && daterange($1::date, $2::date, '[]')
            AND p.id IS DISTINCT FROM $3::int AND p.separate_run_reason IS NULL AND s.employee_id = ANY($4::int[])
          GROUP BY p.id ORDER BY p.start_date, p.id LIMIT 1`,
        {
          bind: [period.startDate, period.endDate, same?.id ?? null, storable.map((row) => row.employeeId)],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      if (overlap) {
        const message = PAYROLL_PERIOD_MESSAGES.overlap(
          { periodName: overlap.period_name, startDate: overlap.start_date, endDate: overlap.end_date },
          Number(overlap.shared),
        );
        throw new ServiceError(409, message, { separateRun: [message] });
      }
    }
    // Raw SQL: an upsert by the period's natural key, keeping a processed period processed.
    const [{ id, status }] = await sequelize.query<{ id: number; status: PayrollStatus }>(
      `INSERT INTO payroll_periods (period_name, start_date, end_date, pay_date, status, uploaded_by, csv_file_name,
          row_errors, error_count, separate_run_reason)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7::jsonb, $8, $9)
       ON CONFLICT (period_name, start_date, end_date) DO UPDATE
         SET pay_date = EXCLUDED.pay_date, uploaded_by = EXCLUDED.uploaded_by, csv_file_name = EXCLUDED.csv_file_name,
             row_errors = EXCLUDED.row_errors, error_count = EXCLUDED.error_count,
             separate_run_reason = coalesce(EXCLUDED.separate_run_reason, payroll_periods.separate_run_reason),
             correction_count = payroll_periods.correction_count + (payroll_periods.status = 'processed')::int,
             corrected_at = CASE WHEN payroll_periods.status = 'processed' THEN now() ELSE payroll_periods.corrected_at END,
             updated_at = now()
       RETURNING id, status`,
      {
        bind: [
          period.periodName,
          period.startDate,
          period.endDate,
          PAYROLL_DRAFT_STATUS,
          hr.id,
          fileName,
          JSON.stringify(messages.slice(0, PAYROLL_STORED_ERRORS)),
          errors.length,
          separateRunReason,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
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
            amounts("basicSalary"),
            amounts("allowances"),
            amounts("overtime"),
            amounts("bonuses"),
            amounts("grossSalary"),
            amounts("deductions"),
            amounts("taxes"),
            amounts("netSalary"),
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
    return { id, status, corrected: same?.status === PAYROLL_PROCESSED_STATUS };
  });
  if (stored.corrected) {
    await recordAudit(null, {
      action: "payroll_corrected",
      userId: hr.id,
      details: {
        payrollPeriodId: stored.id,
        periodName: period.periodName,
        successCount: result.successCount,
        errorCount: result.errorCount,
      },
    });
  }
  return { periodId: stored.id, status: stored.status, ...result };
}

/** Publishes a draft's payslips to its employees. */
export async function processPayrollPeriod(hr: Pick<CurrentUser, "id">, id: number) {
  const sequelize = getDb();
  requirePeriodId(id);
  return sequelize.transaction(async (transaction) => {
    const period = await PayrollPeriod.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!period) throw new ServiceError(404, PAYROLL_PERIOD_NOT_FOUND);
    if (period.status === PAYROLL_PROCESSED_STATUS) throw new ServiceError(409, PAYROLL_PERIOD_MESSAGES.alreadyProcessed);
    await period.update({ status: PAYROLL_PROCESSED_STATUS, processedAt: new Date(), processedBy: hr.id }, { transaction });
    return { id, periodName: period.periodName, status: PAYROLL_PROCESSED_STATUS, payslipCount: period.totalEmployees };
  });
}

/** Deletes a draft with its payslips; a processed period stays (it is corrected by uploading it again). */
export async function deletePayrollPeriod(id: number) {
  const sequelize = getDb();
  requirePeriodId(id);
  return sequelize.transaction(async (transaction) => {
    const period = await PayrollPeriod.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!period) throw new ServiceError(404, PAYROLL_PERIOD_NOT_FOUND);
    if (period.status !== PAYROLL_DRAFT_STATUS) throw new ServiceError(409, PAYROLL_PERIOD_MESSAGES.processedNotDeletable);
    // The draft's payslips go with it (payslips.payroll_period_id ON DELETE CASCADE).
    await period.destroy({ transaction });
    return { id, periodName: period.periodName };
  });
}

type PeriodRow = {
  id: number;
  period_name: string;
  start_date: string;
  end_date: string;
  pay_date: string | null;
  status: PayrollStatus;
  csv_file_name: string | null;
  total_employees: number;
  payslip_count: string;
  uploader: string | null;
  updated_at: Date;
  gross: string;
  deductions: string;
  taxes: string;
  net: string;
  error_count: number;
  row_errors?: string[];
  processed_at: Date | null;
  separate_run_reason: string | null;
  correction_count: number;
};

// Raw SQL: one aggregate per period (head count and the sums of its payslips) beside its uploader's name.
const PERIOD_SELECT = `
  SELECT p.id, p.period_name, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
         to_char(p.pay_date, 'YYYY-MM-DD') AS pay_date, p.status, p.csv_file_name, p.total_employees, p.updated_at,
         p.error_count, p.processed_at, p.separate_run_reason, p.correction_count, ROW_ERRORS
         coalesce(t.payslip_count, 0) AS payslip_count, coalesce(t.gross, 0) AS gross, coalesce(t.deductions, 0) AS deductions,
         coalesce(t.taxes, 0) AS taxes, coalesce(t.net, 0) AS net,
         NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS uploader
    FROM payroll_periods p
    LEFT JOIN users u ON u.id = p.uploaded_by
    LEFT JOIN LATERAL (
      SELECT count(*) AS payslip_count, sum(gross_salary) AS gross, sum(deductions) AS deductions, sum(taxes) AS taxes,
             sum(net_salary) AS net
        FROM payslips s WHERE s.payroll_period_id = p.id
    ) t ON true`;

function periodSelect(withRowErrors: boolean) {
  return PERIOD_SELECT.replace("ROW_ERRORS", withRowErrors ? "p.row_errors," : "");
}

function toPeriodView(row: PeriodRow): PayrollPeriodView {
  const amount = (value: string) => centsToDecimal(decimalToCents(value));
  return {
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
    totals: { gross: amount(row.gross), deductions: amount(row.deductions), taxes: amount(row.taxes), net: amount(row.net) },
    errorCount: row.error_count,
    ...(row.row_errors ? { rowErrors: row.row_errors } : {}),
    processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
    separateRunReason: row.separate_run_reason,
    correctionCount: row.correction_count,
  };
}

/**
 * Periods with their head count and totals: newest period first, or (for the upload
 * screen) the most recently uploaded first, so the period just sent is always on top.
 */
export async function listPayrollPeriods({
  limit = 100,
  order = "period",
  rowErrors = false,
}: { limit?: number; order?: "period" | "uploaded"; rowErrors?: boolean } = {}): Promise<PayrollPeriodView[]> {
  const rows = await getDb().query<PeriodRow>(
    `${periodSelect(rowErrors)}
      ORDER BY ${order === "uploaded" ? "p.updated_at DESC," : ""} p.start_date DESC, p.id DESC
      LIMIT $1`,
    { bind: [limit], type: QueryTypes.SELECT },
  );
  return rows.map(toPeriodView);
}

/** One period with its totals and the row errors of its latest upload; 404 when there is none. */
export async function getPayrollPeriod(id: number): Promise<PayrollPeriodView> {
  requirePeriodId(id);
  const [row] = await getDb().query<PeriodRow>(`${periodSelect(true)} WHERE p.id = $1`, { bind: [id], type: QueryTypes.SELECT });
  if (!row) throw new ServiceError(404, PAYROLL_PERIOD_NOT_FOUND);
  return toPeriodView(row);
}
