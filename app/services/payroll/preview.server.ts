import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { PAYROLL_PREVIEW_UNPAID_SHOWN, type PayrollStatus } from "~/schemas/payroll";
import { getPayrollPeriod } from "~/services/payroll/periods.server";

/**
 * What Process will publish, shown before it does (issue 24): the period, how many employees it
 * pays, the active employees it does not pay, the rows its upload refused and its totals. The
 * confirmation page shows it; the confirm POST then names the version it showed, so a period
 * uploaded again in between is not published unseen (processPayrollPeriod's `reviewedVersion`).
 */

export interface UnpaidEmployee {
  /** The employee number (employees.employee_id), e.g. NCM-0023. */
  employeeId: string;
  name: string;
}

export interface PayrollProcessPreview {
  id: number;
  periodName: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  status: PayrollStatus;
  /** Employees paid: the period's payslips. */
  paidCount: number;
  /** Active employees (not trashed, started by the period's end) without a payslip in it: how many, and the first few. */
  unpaid: { count: number; shown: UnpaidEmployee[] };
  /** Rows of the latest upload that were not uploaded. */
  errorCount: number;
  /** Sums over the period's payslips (PostgreSQL NUMERIC, read as exact cents), DECIMAL strings. */
  totals: { gross: string; net: string };
  /** The period's last change (an upload again moves it); the confirmation sends it back. */
  version: string;
}

type UnpaidRow = { employee_id: string; first_name: string; last_name: string; total: string };

/**
 * Raw SQL: an anti-join over every active employee with the total beside the first rows (count over
 * the whole set before LIMIT), one query however large the workforce.
 */
const UNPAID_SELECT = `
  SELECT e.employee_id, e.first_name, e.last_name, count(*) OVER () AS total
    FROM employees e
   WHERE e.deleted_at IS NULL AND e.status = 'active'
     AND (e.start_date IS NULL OR e.start_date <= $2::date)
     AND NOT EXISTS (SELECT 1 FROM payslips s WHERE s.payroll_period_id = $1 AND s.employee_id = e.id)
   ORDER BY e.employee_id, e.id
   LIMIT $3`;

/** The preview of processing one period; 404 when there is none. A processed period is previewed too (status says so). */
export async function payrollProcessPreview(periodId: number): Promise<PayrollProcessPreview> {
  const period = await getPayrollPeriod(periodId);
  const rows = await getDb().query<UnpaidRow>(UNPAID_SELECT, {
    bind: [period.id, period.endDate, PAYROLL_PREVIEW_UNPAID_SHOWN],
    type: QueryTypes.SELECT,
  });
  return {
    id: period.id,
    periodName: period.periodName,
    startDate: period.startDate,
    endDate: period.endDate,
    payDate: period.payDate,
    status: period.status,
    paidCount: period.payslipCount,
    unpaid: {
      count: rows.length ? Number(rows[0].total) : 0,
      shown: rows.map((row) => ({ employeeId: row.employee_id, name: `${row.first_name} ${row.last_name}` })),
    },
    errorCount: period.errorCount,
    totals: { gross: period.totals.gross, net: period.totals.net },
    version: period.updatedAt,
  };
}
