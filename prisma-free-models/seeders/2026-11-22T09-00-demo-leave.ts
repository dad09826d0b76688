import { QueryTypes } from "sequelize";
import type { Seed } from "./seeder";

/**
 * Leave requests across the demo company, placed around the day the seed runs, so
 * the calendar, On Leave Today and the HR queue show something on first start:
 * every status and every leave type, approved leave covering today for the
 * employees the company seed marks as on leave, and more approved leave this month.
 */
const TYPES = ["vacation", "sick", "personal", "emergency"] as const;

function iso(date: Date) {
  return date.toISOString().slice(0, 10);
}

function shift(base: Date, days: number) {
  const date = new Date(base);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** Requested ten days ahead of the leave, but never later than a few days ago (no future timestamps). */
function requestedAt(start: Date) {
  const latest = shift(new Date(), -3);
  const wanted = shift(start, -10);
  return wanted < latest ? wanted : latest;
}

const REASONS = [
  "Family visit in Oshakati",
  "Flu, doctor's note attached to HR",
  "Moving house",
  null,
  "Wedding in Rundu",
  "School holidays with the children",
  "Medical appointment in Windhoek",
  null,
];

export const up: Seed = async ({ context: sequelize }) => {
  const today = new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Windhoek" }).format(new Date())}T00:00:00Z`);
  const employees = await sequelize.query<{ id: number; leave_status: string; gender: string | null }>(
    `SELECT id, leave_status, gender FROM employees WHERE employee_id LIKE 'NCM-%' AND status = 'active' ORDER BY employee_id`,
    { type: QueryTypes.SELECT },
  );
  if (employees.length === 0) return;
  const hr = await sequelize.query<{ id: number }>(`SELECT id FROM users WHERE role = 'hr' ORDER BY id LIMIT 1`, {
    type: QueryTypes.SELECT,
  });
  const hrId = hr[0]?.id ?? null;

  type Row = { employeeId: number; type: string; start: Date; end: Date; status: string; reason: string | null };
  const rows: Row[] = [];
  const onLeave = employees.filter((employee) => employee.leave_status === "on leave");
  onLeave.forEach((employee, index) => {
    rows.push({
      employeeId: employee.id,
      type: TYPES[index % 2 === 0 ? 0 : 1],
      start: shift(today, -2 - index),
      end: shift(today, 3 + index),
      status: "approved",
      reason: REASONS[index] ?? null,
    });
  });
  const others = employees.filter((employee) => employee.leave_status !== "on leave");
  others.slice(0, 24).forEach((employee, index) => {
    // Maternity leave only for women (issue 10: the demo's leave types fit the people).
    const type = employee.gender === "Female" && index % 8 === 3 ? "maternity" : TYPES[index % TYPES.length];
    const status = ["approved", "pending", "rejected", "approved"][index % 4];
    const offset = -20 + index * 3; // spread over the weeks around today
    const length = type === "maternity" ? 90 : 1 + (index % 5);
    const start = shift(today, offset <= 0 && offset + length >= 0 ? offset - length - 1 : offset);
    rows.push({ employeeId: employee.id, type, start, end: shift(start, length - 1), status, reason: REASONS[index % REASONS.length] });
  });

  await sequelize.transaction(async (transaction) => {
    for (const row of rows) {
      const decided = row.status !== "pending";
      await sequelize.query(
        `INSERT INTO leave_requests (employee_id, leave_type, start_date, end_date, days, reason, status,
            approved_by, approval_method, requested_at, responded_at)
         VALUES (:employeeId, :type, :start, :end, :days, :reason, :status, :approvedBy, :method,
            :requestedAt, :respondedAt)`,
        {
          transaction,
          replacements: {
            employeeId: row.employeeId,
            type: row.type,
            start: iso(row.start),
            end: iso(row.end),
            days: Math.round((row.end.getTime() - row.start.getTime()) / 86_400_000) + 1,
            reason: row.reason,
            status: row.status,
            approvedBy: decided ? hrId : null,
            method: decided ? "portal" : null,
            requestedAt: requestedAt(row.start),
            respondedAt: decided ? shift(requestedAt(row.start), 2) : null,
          },
        },
      );
    }
  });
};

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(`DELETE FROM leave_requests WHERE employee_id IN (SELECT id FROM employees WHERE employee_id LIKE 'NCM-%')`);
};
