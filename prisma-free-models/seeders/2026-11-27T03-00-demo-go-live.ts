import { QueryTypes } from "sequelize";
import { todayIso } from "~/utils/dates";
import { LEAVE_LAW, cycleOn } from "~/utils/leave-law";
import type { Seed } from "./seeder";

/**
 * The demo company's go-live (issue 23), as a company moving onto the portal would enter it:
 * - an opening annual balance per employee with a finished cycle, as of the start of their
 *   current cycle: a few days (0-5) carried from the old system, so some show as overdue on
 *   HR's Overview and most do not (without it the portal would assume last cycle's 20 days
 *   untaken for everyone); Ndapewa Shilongo keeps her carried days "to be granted by" a date
 *   three weeks ahead (the leave-law demo);
 * - up to two active field crew (Logistics and Transport, Geology) without leave on record on a
 *   4 on, 4 off shift roster.
 */
const NOTE = "Brought forward from the previous HR system at go-live";
const KEEP_CARRIED = "ndapewa.shilongo@namibcopper.com.na";

export const up: Seed = async ({ context: sequelize }) => {
  const today = todayIso();
  const employees = await sequelize.query<{ id: number; start: string; email: string | null }>(
    `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start, lower(email) AS email FROM employees
      WHERE employee_id LIKE 'NCM-%' AND deleted_at IS NULL AND start_date IS NOT NULL ORDER BY id`,
    { type: QueryTypes.SELECT },
  );
  for (const employee of employees) {
    if (employee.email === KEEP_CARRIED || employee.start > today) continue;
    const cycle = cycleOn(employee.start, LEAVE_LAW.annualCycleMonths, today);
    if (cycle.index === 0) continue;
    await sequelize.query(
      `INSERT INTO leave_opening_balances (employee_id, balance_kind, as_of, taken, carried, note)
       VALUES ($1, 'annual', $2, 0, $3, $4) ON CONFLICT (employee_id, balance_kind) DO NOTHING`,
      { bind: [employee.id, cycle.start, employee.id % 6, NOTE] },
    );
  }
  const crew = await sequelize.query<{ id: number }>(
    `SELECT e.id FROM employees e
      WHERE e.employee_id LIKE 'NCM-%' AND e.deleted_at IS NULL AND e.status = 'active'
        AND e.department IN ('Logistics and Transport', 'Geology')
        AND e.position NOT ILIKE '%manager%' AND e.position NOT ILIKE '%director%'
        -- An allowance above the roster's 14 shifts would hide what the roster gives.
        AND (e.vacation_days IS NULL OR e.vacation_days <= 14)
        AND NOT EXISTS (SELECT 1 FROM leave_requests lr WHERE lr.employee_id = e.id)
      ORDER BY e.id LIMIT 2`,
    { type: QueryTypes.SELECT },
  );
  for (const { id } of crew) {
    await sequelize.query(`UPDATE employees SET roster_days = '11110000', roster_start = $2, updated_at = now() WHERE id = $1`, {
      bind: [id, "2026-01-05"],
    });
  }
};

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(`DELETE FROM leave_opening_balances WHERE note = $1`, { bind: [NOTE] });
  await sequelize.query(`UPDATE employees SET roster_days = NULL, roster_start = NULL WHERE employee_id LIKE 'NCM-%'`);
};
