import { QueryTypes } from "sequelize";
import type { CurrentUser } from "~/auth.server";
import { PayrollPeriod } from "#models";
import { getDb } from "~/db.server";
import { PAYROLL_DRAFT_STATUS, PAYROLL_PROCESSED_STATUS, type PayrollStatus } from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";
import { formatDateNa } from "~/utils/format";
import { centsToDecimal, decimalToCents } from "~/utils/pay";

/**
 * Payroll periods after an upload: the list and one period with their totals, processing a
 * draft (publishing its payslips) and deleting one.
 */

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
  changedSinceReview: "This payroll period was uploaded again after you reviewed it. Review it again before processing it.",
  processedNotDeletable: "A processed payroll period cannot be deleted; upload it again to correct it",
  processed: (name: string, count: number) => `Payroll processed: ${name} published to ${count} employee${count === 1 ? "" : "s"}`,
  deleted: (name: string) => `Draft payroll ${name} deleted`,
  overlap: (other: { periodName: string; startDate: string; endDate: string }, shared: number) =>
    `The dates overlap the payroll period ${other.periodName} (${formatDateNa(other.startDate)} – ${formatDateNa(other.endDate)}), ` +
    `which already pays ${shared} of these employees. If this is a separate run (a bonus run, say), ` +
    'tick "Separate run" and give the reason.',
} as const;

/**
 * Publishes a draft's payslips to its employees. The screen's confirmation passes the version it
 * showed (payrollProcessPreview's `version`): a draft uploaded again since then is refused (409), so
 * what is published is what HR saw. The API, for scripts, passes none.
 */
export async function processPayrollPeriod(
  hr: Pick<CurrentUser, "id">,
  id: number,
  { reviewedVersion }: { reviewedVersion?: string } = {},
) {
  const sequelize = getDb();
  requirePeriodId(id);
  return sequelize.transaction(async (transaction) => {
    const period = await PayrollPeriod.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!period) throw new ServiceError(404, PAYROLL_PERIOD_NOT_FOUND);
    if (period.status === PAYROLL_PROCESSED_STATUS) throw new ServiceError(409, PAYROLL_PERIOD_MESSAGES.alreadyProcessed);
    if (reviewedVersion !== undefined && period.updatedAt.toISOString() !== reviewedVersion) {
      throw new ServiceError(409, PAYROLL_PERIOD_MESSAGES.changedSinceReview);
    }
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
  status = null,
}: { limit?: number; order?: "period" | "uploaded"; rowErrors?: boolean; status?: PayrollStatus | null } = {}): Promise<
  PayrollPeriodView[]
> {
  const rows = await getDb().query<PeriodRow>(
    `${periodSelect(rowErrors)}
      ${status ? "WHERE p.status = $2" : ""}
      ORDER BY ${order === "uploaded" ? "p.updated_at DESC," : ""} p.start_date DESC, p.id DESC
      LIMIT $1`,
    { bind: status ? [limit, status] : [limit], type: QueryTypes.SELECT },
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
