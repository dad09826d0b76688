import { QueryTypes, type Transaction } from "sequelize";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import {
  PAYROLL_DRAFT_STATUS,
  PAYROLL_MESSAGES,
  PAYROLL_PROCESSED_STATUS,
  PAYROLL_REQUIRED_COLUMNS,
  PAYROLL_STORED_ERRORS,
  type PayrollPeriodInput,
  type PayrollStatus,
} from "~/schemas/payroll";
import { recordAudit } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { centsToDecimal, type PayResult } from "~/utils/pay";
import { invalid, type PayrollSheet } from "./parse.server";
import { PAYROLL_PERIOD_MESSAGES } from "./periods.server";
import { rejectDuplicateRows, validatePayrollRows, type ValidPayrollRow } from "./validate.server";

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

export interface PayrollUploadResult {
  periodId: number | null;
  /** The period's status after the upload (null when nothing was stored). */
  status: PayrollStatus | null;
  successCount: number;
  errorCount: number;
  errors: string[];
}

/** Rows per INSERT statement. */
const CHUNK = 2000;

type StorableRow = ValidPayrollRow & { employeeId: number };
type RowError = { rowNumber: number; message: string };

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
  checkSheet(period, sheet);
  const { storable, errors } = await checkRows(sheet);
  const messages = errors.map((error) => error.message);
  const result = { successCount: storable.length, errorCount: errors.length, errors: messages };
  if (storable.length === 0) return { periodId: null, status: null, ...result };

  const sequelize = getDb();
  const stored = await sequelize.transaction(async (transaction) => {
    // One upload at a time decides about overlaps, so two overlapping uploads cannot both pass.
    await sequelize.query(`SELECT pg_advisory_xact_lock(hashtext('payroll_periods'))`, { transaction });
    const [same] = await sequelize.query<{ id: number; status: PayrollStatus; separate_run_reason: string | null }>(
      `SELECT id, status, separate_run_reason FROM payroll_periods WHERE period_name = $1 AND start_date = $2 AND end_date = $3`,
      { bind: [period.periodName, period.startDate, period.endDate], type: QueryTypes.SELECT, transaction },
    );
    if (!separateRunReason && !same?.separate_run_reason) await refuseOverlap(period, same?.id ?? null, storable, transaction);
    const { id, status } = await upsertPeriod(
      hr,
      period,
      { fileName, separateRunReason, messages, errorCount: errors.length },
      transaction,
    );
    await upsertPayslips(id, storable, transaction);
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

/** The period's dates and the file's shape: refused as a whole (400) before any row is read. */
function checkSheet(period: PayrollPeriodInput, sheet: PayrollSheet) {
  if (period.endDate < period.startDate) invalid(PAYROLL_MESSAGES.endBeforeStart, "endDate");
  if (sheet.rows.length === 0) invalid(PAYROLL_MESSAGES.noDataRows);
  const missing = PAYROLL_REQUIRED_COLUMNS.filter((column) => !sheet.columns.includes(column));
  if (missing.length) {
    invalid(`The CSV file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(" and ")}`);
  }
}

/** Each row checked (values, duplicates, a current employee): the rows to store and every row's error, in row order. */
async function checkRows(sheet: PayrollSheet): Promise<{ storable: StorableRow[]; errors: RowError[] }> {
  const checked = validatePayrollRows(sheet.rows);
  const { kept, errors: duplicates } = rejectDuplicateRows(checked.valid);
  const errors: RowError[] = [...checked.errors, ...duplicates];
  const refs = kept.map((row) => row.employeeRef);
  const found = refs.length
    ? await getDb().query<{ id: number; employee_id: string }>(
        `SELECT id, employee_id FROM employees WHERE employee_id = ANY($1::text[]) AND deleted_at IS NULL`,
        { bind: [refs], type: QueryTypes.SELECT },
      )
    : [];
  const idByRef = new Map(found.map((employee) => [employee.employee_id, employee.id]));
  const storable: StorableRow[] = [];
  for (const row of kept) {
    const employeeId = idByRef.get(row.employeeRef);
    if (employeeId === undefined) {
      errors.push({ rowNumber: row.rowNumber, message: `Row ${row.rowNumber}: employeeId ${row.employeeRef} is not a current employee` });
    } else {
      storable.push({ ...row, employeeId });
    }
  }
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { storable, errors };
}

/** 409 when another period with overlapping dates already pays some of these employees (unless a separate run). */
async function refuseOverlap(period: PayrollPeriodInput, sameId: number | null, storable: StorableRow[], transaction: Transaction) {
  // Raw SQL: a range overlap joined with the payslips of the employees in this file. Confirmed
  // separate runs are left out: their confirmation already covers the overlap.
  const [overlap] = await getDb().query<{ period_name: string; start_date: string; end_date: string; shared: string }>(
    `SELECT p.period_name, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date,
            count(*) AS shared
       FROM payroll_periods p JOIN payslips s ON s.payroll_period_id = p.id
      WHERE daterange(p.start_date, p.end_date, '[]') && daterange($1::date, $2::date, '[]')
        AND p.id IS DISTINCT FROM $3::int AND p.separate_run_reason IS NULL AND s.employee_id = ANY($4::int[])
      GROUP BY p.id ORDER BY p.start_date, p.id LIMIT 1`,
    {
      bind: [period.startDate, period.endDate, sameId, storable.map((row) => row.employeeId)],
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

/** The period as a draft (a processed one stays processed, its correction counted). */
async function upsertPeriod(
  hr: Pick<CurrentUser, "id">,
  period: PayrollPeriodInput,
  upload: { fileName: string | null; separateRunReason: string | null; messages: string[]; errorCount: number },
  transaction: Transaction,
) {
  // Raw SQL: an upsert by the period's natural key, keeping a processed period processed.
  const [row] = await getDb().query<{ id: number; status: PayrollStatus }>(
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
        upload.fileName,
        JSON.stringify(upload.messages.slice(0, PAYROLL_STORED_ERRORS)),
        upload.errorCount,
        upload.separateRunReason,
      ],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  return row;
}

/** The rows as the period's payslips, CHUNK rows per statement; a payslip already there is updated. */
async function upsertPayslips(periodId: number, storable: StorableRow[], transaction: Transaction) {
  for (let start = 0; start < storable.length; start += CHUNK) {
    const chunk = storable.slice(start, start + CHUNK);
    const amounts = (key: keyof PayResult) => chunk.map((row) => centsToDecimal(row.pay[key]));
    await getDb().query(
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
          periodId,
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
}
