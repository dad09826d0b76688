import { Op, QueryTypes, type Transaction } from "sequelize";
import { AnnualLeaveOverdue, Employee } from "#models";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import { logger } from "~/logger.server";
import {
  BALANCE_EMPLOYEE_ATTRIBUTES,
  computeBalances,
  computeBalancesOfMany,
  type BalanceEmployee,
} from "~/services/leave/balances.server";
import { todayIso } from "~/utils/dates";

/**
 * Overdue annual leave for HR's Overview (issue 23). An employee's figure is computed from their
 * balances and kept in `annual_leave_overdue` after each decision or correction of their leave,
 * and for everyone at start-up and daily (a deadline passes by itself), so the Overview reads one
 * table instead of computing 3,000 balances.
 */
export async function refreshOverdueOf(employee: Employee, transaction?: Transaction, today = todayIso()) {
  const annual = (await computeBalances(employee, today, transaction)).balances.find((balance) => balance.kind === "annual");
  const overdue = employee.status === "active" && !employee.deletedAt ? annual?.overdue : null;
  if (overdue) {
    await AnnualLeaveOverdue.upsert(
      { employeeId: employee.id, days: overdue.days, grantBy: overdue.grantBy, checkedOn: today },
      { transaction },
    );
  } else {
    await AnnualLeaveOverdue.destroy({ where: { employeeId: employee.id }, transaction });
  }
  return overdue ?? null;
}

export async function refreshOverdueOfId(employeeId: number | null, transaction?: Transaction) {
  if (employeeId === null) return;
  const employee = await Employee.findByPk(employeeId, { transaction });
  if (employee) await refreshOverdueOf(employee, transaction);
}

/** One key for every full refresh: a start-up run and one after an import never pile up. */
export const OVERDUE_REFRESH_JOB_KEY = "refresh_annual_leave_overdue";

/**
 * Every employee's figure again, in the background (after an import changed many at once). A
 * failure to queue it is logged, never the caller's failure: the daily job refreshes anyway.
 */
export async function scheduleOverdueRefresh() {
  await enqueueJob(
    "refresh_annual_leave_overdue",
    {},
    { jobKey: OVERDUE_REFRESH_JOB_KEY, jobKeyMode: "unsafe_dedupe", maxAttempts: 3 },
  ).catch((error: unknown) => logger.warn({ err: error }, "the overdue annual leave refresh could not be queued"));
}

/**
 * Every employee's figure (start-up and the daily job): every active employee's balances from
 * one pass over facts read in four queries (issue 24; it took a minute for 3,000 employees at
 * four queries each), then the figures written together.
 */
export async function refreshAllOverdue(today = todayIso()) {
  const sequelize = getDb();
  await AnnualLeaveOverdue.destroy({ where: { checkedOn: { [Op.lt]: today } } });
  const employees = (await Employee.findAll({
    where: { deletedAt: null, status: "active", startDate: { [Op.ne]: null } },
    attributes: [...BALANCE_EMPLOYEE_ATTRIBUTES],
    raw: true,
  })) as unknown as BalanceEmployee[];
  const balances = await computeBalancesOfMany(employees, today);
  const overdue: { employeeId: number; days: number; grantBy: string; checkedOn: string }[] = [];
  const none: number[] = [];
  for (const { id } of employees) {
    const figure = balances.get(id)!.balances.find((balance) => balance.kind === "annual")?.overdue;
    if (figure) overdue.push({ employeeId: id, days: figure.days, grantBy: figure.grantBy, checkedOn: today });
    else none.push(id);
  }
  await sequelize.transaction(async (transaction) => {
    if (none.length) await AnnualLeaveOverdue.destroy({ where: { employeeId: { [Op.in]: none } }, transaction });
    if (overdue.length) {
      await AnnualLeaveOverdue.bulkCreate(overdue, { updateOnDuplicate: ["days", "grantBy", "checkedOn"], transaction });
    }
  });
  return overdue.length;
}

export interface OverdueEntry {
  id: number;
  name: string;
  department: string | null;
  days: number;
  grantBy: string;
}

/** How many active employees have overdue annual leave, and the longest overdue first. */
export async function overdueAnnualLeave(limit = 5): Promise<{ count: number; first: OverdueEntry[] }> {
  const rows = await getDb().query<OverdueEntry & { total: string }>(
    `SELECT e.id, e.first_name || ' ' || e.last_name AS name, e.department, o.days, o.grant_by AS "grantBy",
            count(*) OVER () AS total
       FROM annual_leave_overdue o JOIN employees e ON e.id = o.employee_id
      WHERE e.deleted_at IS NULL AND e.status = 'active'
      ORDER BY o.grant_by, e.last_name, e.first_name
      LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { limit } },
  );
  return { count: Number(rows[0]?.total ?? 0), first: rows.map(({ total: _total, ...entry }) => entry) };
}
