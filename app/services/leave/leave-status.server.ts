import { QueryTypes, type Transaction } from "sequelize";
import { getDb } from "~/db.server";
import { todayIso } from "~/utils/dates";

/**
 * Keeps employees.leave_status in step with approved leave covering today (Namibian
 * date). Run after every decision, at start-up and every hour by the server.
 */
export async function refreshLeaveStatuses(transaction?: Transaction, employeeId?: number) {
  // Raw SQL: one set-based UPDATE over every employee (a bulk write), not a row at a time.
  const [, affected] = (await getDb().query(
    `UPDATE employees e SET leave_status = t.next, updated_at = now()
       FROM (
         SELECT e2.id, CASE WHEN EXISTS (
             SELECT 1 FROM leave_requests lr
              WHERE lr.employee_id = e2.id AND lr.status = 'approved'
                AND lr.start_date <= :today AND lr.end_date >= :today)
           THEN 'on leave' ELSE 'at work' END AS next
           FROM employees e2 ${employeeId ? "WHERE e2.id = :employeeId" : ""}
       ) t
      WHERE e.id = t.id AND e.leave_status IS DISTINCT FROM t.next`,
    { replacements: { today: todayIso(), employeeId: employeeId ?? null }, transaction, type: QueryTypes.UPDATE },
  )) as [unknown, number];
  return affected;
}
