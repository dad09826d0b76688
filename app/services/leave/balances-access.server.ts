import { Op } from "sequelize";
import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { LEAVE_TYPES } from "~/constants";
import { holidayDatesBetween } from "~/services/holidays/calendar.server";
import { addDays, todayIso } from "~/utils/dates";
import type { WorkPattern } from "~/utils/leave-law";
import { ServiceError } from "~/services/errors.server";
import {
  BALANCE_EMPLOYEE_ATTRIBUTES,
  balanceKindOf,
  balancesOfEmployee,
  loadFactsOfMany,
  type BalanceEmployee,
  type GrantDeadline,
  type LeaveBalance,
} from "~/services/leave/balances.server";
import { balancesFrom, chargesFrom } from "~/services/leave/balance-rules.server";

/** Own balances for anyone with an employee record; another employee's for HR only. */
export async function leaveBalancesFor(user: CurrentUser, rawEmployeeId: string | null) {
  if (rawEmployeeId !== null && rawEmployeeId !== "") {
    const id = Number(rawEmployeeId);
    if (!Number.isSafeInteger(id) || id <= 0) throw new ServiceError(400, "employeeId must be a positive whole number");
    if (user.role !== "hr" && user.employee?.id !== id) throw new ServiceError(403, "You can only see your own leave balances");
    return balancesOfEmployee(id);
  }
  if (!user.employee) throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  return balancesOfEmployee(user.employee.id);
}

/**
 * Each request with the balance it draws on today, for GET /api/leave-requests and HR's leave
 * screen; a pending request also with `afterDecision`: what approving it would leave, in the
 * cycle its first day falls in and with its own days taken off (the figure the server checks on
 * approval, as the approver's page shows it). Every employee's facts are read at once (four
 * queries for the whole list, issue 24) and each request is counted from them.
 */
export async function withBalances<
  T extends {
    id: number;
    employeeId: number | null;
    leaveType: string;
    startDate: string;
    endDate: string;
    workingDays: number;
    status: string;
  },
>(items: T[]) {
  const ids = [...new Set(items.flatMap((item) => (item.employeeId === null ? [] : [item.employeeId])))];
  const employees = ids.length
    ? ((await Employee.findAll({
        where: { id: { [Op.in]: ids }, deletedAt: null },
        attributes: [...BALANCE_EMPLOYEE_ATTRIBUTES],
        raw: true,
      })) as unknown as BalanceEmployee[])
    : [];
  const today = todayIso();
  const facts = await loadFactsOfMany(employees, today);
  const balancesOf = new Map<number, LeaveBalance[]>();
  return items.map((item) => {
    const kind = balanceKindOf(item.leaveType);
    const own = item.employeeId === null ? undefined : facts.get(item.employeeId);
    if (own && !balancesOf.has(own.employee.id)) balancesOf.set(own.employee.id, balancesFrom(own, today));
    let afterDecision: { label: string; left: number } | null = null;
    if (own && kind && item.status === "pending") {
      // Leave across a cycle's end is charged to both cycles: the tighter of the two is what approval leaves.
      for (const { balance, workingDays } of chargesFrom({ ...own, exceptId: item.id }, item)) {
        const left = balance.left - workingDays;
        if (!afterDecision || left < afterDecision.left) afterDecision = { label: balance.label, left };
      }
    }
    const balance = own ? (balancesOf.get(own.employee.id)!.find((found) => found.kind === kind) ?? null) : null;
    return { ...item, balance, afterDecision };
  });
}

/** The signed-in employee's balances, or null for a login without an employee record. */
export async function ownLeaveBalances(user: CurrentUser) {
  return user.employee ? balancesOfEmployee(user.employee.id) : null;
}

/** What the request form needs to count working days and warn about the balance in the browser. */
export interface LeaveFormFacts {
  workDaysPerWeek: WorkPattern;
  /** Public holiday dates from today for two years. */
  holidays: string[];
  /** Left per balance kind (carried annual days included: they never expire), and which kind each leave type draws on. */
  left: Record<string, { label: string; left: number; pending: number; overdue: GrantDeadline | null }>;
  kindOf: Record<string, string | null>;
}

export async function leaveFormFacts(user: CurrentUser): Promise<LeaveFormFacts | null> {
  if (!user.employee) return null;
  const today = todayIso();
  const [balances, holidays] = await Promise.all([
    balancesOfEmployee(user.employee.id, today),
    holidayDatesBetween(today, addDays(today, 730)),
  ]);
  return {
    workDaysPerWeek: balances.workDaysPerWeek,
    holidays: [...holidays],
    left: Object.fromEntries(
      balances.balances.map((balance) => [
        balance.kind,
        { label: balance.label, left: balance.left, pending: balance.pending, overdue: balance.overdue },
      ]),
    ),
    kindOf: Object.fromEntries(LEAVE_TYPES.map((type) => [type, balanceKindOf(type)])),
  };
}

/** The toast after a request is saved: its working days beside the calendar span (what a page without JavaScript shows). */
export function leaveSavedNote(request: { workingDays: number; days: number }) {
  return `${request.workingDays} working ${request.workingDays === 1 ? "day" : "days"} (${request.days} ${request.days === 1 ? "day" : "days"} inclusive of both dates).`;
}
