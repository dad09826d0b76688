import { QueryTypes } from "sequelize";
import { centsToDecimal, computePay, decimalToCents } from "~/utils/pay";
import type { Seed } from "./seeder";

/**
 * Three past pay periods (the three calendar months before the month the seed runs,
 * named like "October 2026") with a payslip for every active demo employee, so My
 * Payslips and the HR payslip screens show something on first start. Basic pay is the
 * employee's salary; allowances, overtime and bonuses vary; the pay rules are the
 * product's own (computePay, in cents). The pay date is the period's end date, as an upload sets it.
 */
const MONTH_NAMES = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const SEED_FILE_NAME = "demo-payroll.csv";

function pastMonths(count: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Windhoek" }).format(new Date());
  const [year, month] = today.split("-").map(Number);
  return Array.from({ length: count }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 - (count - index), 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    return {
      name: MONTH_NAMES.format(first),
      start: first.toISOString().slice(0, 10),
      end: last.toISOString().slice(0, 10),
      days: last.getUTCDate(),
    };
  });
}

/** Weekdays in a month: the working days a full month's payslip shows. */
function weekdays(start: string, days: number) {
  let count = 0;
  for (let day = 0; day < days; day += 1) {
    const weekday = new Date(Date.parse(`${start}T00:00:00Z`) + day * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

export const up: Seed = async ({ context: sequelize }) => {
  const employees = await sequelize.query<{ id: number; employee_id: string; salary: string | null }>(
    `SELECT id, employee_id, salary FROM employees
      WHERE employee_id LIKE 'NCM-%' AND status = 'active' AND deleted_at IS NULL ORDER BY employee_id`,
    { type: QueryTypes.SELECT },
  );
  if (employees.length === 0) return;
  const hr = await sequelize.query<{ id: number }>(`SELECT id FROM users WHERE role = 'hr' ORDER BY id LIMIT 1`, {
    type: QueryTypes.SELECT,
  });

  await sequelize.transaction(async (transaction) => {
    for (const [monthIndex, month] of pastMonths(3).entries()) {
      const workingDays = weekdays(month.start, month.days);
      const [{ id: periodId }] = await sequelize.query<{ id: number }>(
        `INSERT INTO payroll_periods (period_name, start_date, end_date, pay_date, status, uploaded_by, csv_file_name, total_employees)
         VALUES ($1, $2, $3, $3, 'processed', $4, $5, $6)
         ON CONFLICT (period_name, start_date, end_date) DO UPDATE SET updated_at = now()
         RETURNING id`,
        {
          bind: [month.name, month.start, month.end, hr[0]?.id ?? null, SEED_FILE_NAME, employees.length],
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      for (const [index, employee] of employees.entries()) {
        const basicSalary = decimalToCents(employee.salary ?? "15000.00");
        // Varied but repeatable extras: housing allowance for some, overtime in some months, a bonus at the quarter's end.
        const allowances = index % 3 === 0 ? 150_000 : index % 3 === 1 ? 75_050 : 0;
        const overtime = (index + monthIndex) % 4 === 0 ? 12_345 + index * 101 : 0;
        const bonuses = monthIndex === 2 && index % 5 === 0 ? 250_000 : 0;
        const pay = computePay({ basicSalary, allowances, overtime, bonuses });
        const absent = (index + monthIndex) % 7 === 0 ? 1 : 0;
        await sequelize.query(
          `INSERT INTO payslips (payroll_period_id, employee_id, employee_id_ref, basic_salary, allowances, overtime, bonuses,
              gross_salary, deductions, taxes, net_salary, working_days, notes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
           ON CONFLICT (payroll_period_id, employee_id) DO NOTHING`,
          {
            bind: [
              periodId,
              employee.id,
              employee.employee_id,
              centsToDecimal(pay.basicSalary),
              centsToDecimal(pay.allowances),
              centsToDecimal(pay.overtime),
              centsToDecimal(pay.bonuses),
              centsToDecimal(pay.grossSalary),
              centsToDecimal(pay.deductions),
              centsToDecimal(pay.taxes),
              centsToDecimal(pay.netSalary),
              workingDays - absent,
              bonuses ? "Quarterly production bonus" : overtime ? "Overtime on the concentrator shutdown" : null,
            ],
            transaction,
          },
        );
      }
    }
  });
};

export const down: Seed = async ({ context: sequelize }) => {
  // Only the periods this seed made (its file name), and with them (ON DELETE CASCADE) their payslips.
  await sequelize.query(`DELETE FROM payroll_periods WHERE csv_file_name = $1`, { bind: [SEED_FILE_NAME] });
};
