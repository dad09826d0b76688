import { QueryTypes } from "sequelize";
import { addDays, countLeaveDays, todayIso } from "~/utils/dates";
import { addMonths, countWorkingDays, isWorkPattern } from "~/utils/leave-law";
import { statutoryHolidays, withSundayRule } from "~/utils/public-holidays";
import type { Seed } from "./seeder";

/**
 * Leave law demo data (issue 17): the two days proclaimed in 2025, six-day weeks for the field
 * crews of Geology and Logistics and Transport, some annual leave taken this cycle so balances
 * differ, Ndapewa Shilongo's previous annual cycle ending about three months ago with days left
 * (so her balance shows carried days to be granted soon), and every demo request's working days counted
 * with its employee's pattern and the public holidays.
 */
const PROCLAIMED = [
  {
    date: "2025-03-01",
    name: "Memorial and burial of Founding President Dr Sam Nujoma",
    source: "Presidential proclamation under the Public Holidays Act 26 of 1990 (President Nangolo Mbumba, February 2025)",
  },
  {
    date: "2025-11-26",
    name: "Regional Councils and Local Authorities Elections",
    source: "Presidential proclamation under the Public Holidays Act 26 of 1990 (President Netumbo Nandi-Ndaitwah, November 2025)",
  },
];

/** [employee number, working days of annual leave taken, days ago it started]. */
const TAKEN: [string, number, number][] = [
  ["NCM-0004", 5, 40],
  ["NCM-0007", 10, 60],
  ["NCM-0012", 3, 20],
  ["NCM-0015", 8, 75],
  ["NCM-0021", 2, 12],
  ["NCM-0030", 12, 90],
];

const EXPIRING_EMAIL = "ndapewa.shilongo@namibcopper.com.na";

export const up: Seed = async ({ context: sequelize }) => {
  const today = todayIso();
  for (const day of PROCLAIMED) {
    await sequelize.query(`INSERT INTO public_holidays (date, name, source) VALUES ($1, $2, $3) ON CONFLICT (date) DO NOTHING`, {
      bind: [day.date, day.name, day.source],
    });
  }
  await sequelize.query(
    `UPDATE employees SET work_days_per_week = 6, updated_at = now()
      WHERE employee_id LIKE 'NCM-%' AND department IN ('Geology', 'Logistics and Transport')
        AND position NOT ILIKE '%manager%' AND position NOT ILIKE '%director%'`,
  );
  // Her previous cycle ended three months and ten days ago: what is left of it is to be granted within about three weeks.
  const expiringStart = addDays(addMonths(today, -15), -10);
  await sequelize.query(`UPDATE employees SET start_date = $1, updated_at = now() WHERE lower(email) = $2 AND employee_id LIKE 'NCM-%'`, {
    bind: [expiringStart, EXPIRING_EMAIL],
  });
  const holidays = await holidaySet(sequelize, addDays(today, -900), addDays(today, 900));
  for (const [ref, workingDays, ago] of TAKEN) {
    const [employee] = await sequelize.query<{ id: number; pattern: number }>(
      `SELECT id, work_days_per_week AS pattern FROM employees WHERE employee_id = $1 AND deleted_at IS NULL`,
      { bind: [ref], type: QueryTypes.SELECT },
    );
    if (!employee) continue;
    const pattern = isWorkPattern(employee.pattern) ? employee.pattern : 5;
    let start = addDays(today, -ago);
    while (countWorkingDays(start, start, pattern, holidays) === 0) start = addDays(start, 1);
    let end = start;
    while (countWorkingDays(start, end, pattern, holidays) < workingDays) end = addDays(end, 1);
    const [overlap] = await sequelize.query(
      `SELECT 1 FROM leave_requests WHERE employee_id = $1 AND status IN ('pending', 'approved') AND start_date <= $3 AND end_date >= $2`,
      { bind: [employee.id, start, end], type: QueryTypes.SELECT },
    );
    if (overlap) continue;
    await sequelize.query(
      `INSERT INTO leave_requests (employee_id, leave_type, start_date, end_date, days, working_days, reason, status,
         approval_method, requested_at, responded_at)
       VALUES ($1, 'vacation', $2, $3, ($3::date - $2::date) + 1, $4, 'Annual leave', 'approved', 'portal', $5, $5)`,
      { bind: [employee.id, start, end, workingDays, new Date(`${addDays(start, -14)}T08:00:00+02:00`)] },
    );
  }
  // Every demo request counted in its employee's pattern with the public holidays.
  const rows = await sequelize.query<{ id: number; start: string; end: string; pattern: number; working: number }>(
    `SELECT lr.id, to_char(lr.start_date, 'YYYY-MM-DD') AS start, to_char(lr.end_date, 'YYYY-MM-DD') AS end,
            e.work_days_per_week AS pattern, lr.working_days AS working
       FROM leave_requests lr JOIN employees e ON e.id = lr.employee_id WHERE e.employee_id LIKE 'NCM-%'`,
    { type: QueryTypes.SELECT },
  );
  for (const row of rows) {
    const pattern = isWorkPattern(row.pattern) ? row.pattern : 5;
    let end = row.end;
    // An older demo row that falls only on days off or holidays runs on to the next working day:
    // the portal refuses a request without one, so the demo shows none either.
    while (countWorkingDays(row.start, end, pattern, holidays) === 0) end = addDays(end, 1);
    const counted = countWorkingDays(row.start, end, pattern, holidays);
    if (counted !== row.working || end !== row.end)
      await sequelize.query(`UPDATE leave_requests SET working_days = $1, end_date = $2, days = $3 WHERE id = $4`, {
        bind: [counted, end, countLeaveDays(row.start, end), row.id],
      });
  }
};

async function holidaySet(sequelize: Parameters<Seed>[0]["context"], from: string, to: string) {
  const proclaimed = await sequelize.query<{ date: string; name: string; source: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, name, source FROM public_holidays WHERE date BETWEEN $1 AND $2`,
    { bind: [from, to], type: QueryTypes.SELECT },
  );
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return new Set(withSundayRule([...years.flatMap((year) => statutoryHolidays(year)), ...proclaimed]).map((day) => day.date));
}

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(`DELETE FROM public_holidays WHERE date IN ('2025-03-01', '2025-11-26') AND created_by IS NULL`);
  await sequelize.query(`DELETE FROM leave_requests WHERE reason = 'Annual leave' AND approval_method = 'portal' AND approved_by IS NULL`);
  await sequelize.query(`UPDATE employees SET work_days_per_week = 5 WHERE employee_id LIKE 'NCM-%'`);
};
