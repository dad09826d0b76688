import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { LEAVE_TYPES } from "~/constants";
import { getEmployeeDetail } from "~/services/employees/records.server";
import { holidayDatesBetween } from "~/services/public-holidays.server";
import { addDays, todayIso } from "~/utils/dates";
import type { WorkPattern } from "~/utils/leave-law";
import { ServiceError } from "~/services/errors.server";
import { balanceKindOf, balancesOfEmployee, chargesFor, type EmployeeBalances, type GrantDeadline } from "~/services/leave/balances.server";

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
 * Each request with the balance it draws on today (computed once per employee), for
 * GET /api/leave-requests and HR's leave screen; a pending request also with
 * `afterDecision`: what approving it would leave, in the cycle its first day falls in and
 * with its own days taken off (the figure the server checks on approval, as the approver's
 * page shows it).
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
  const balancesOf = new Map<number, Promise<EmployeeBalances | null>>();
  const employees = new Map<number, Promise<Employee | null>>();
  const remember = <V>(cache: Map<number, Promise<V>>, id: number, load: () => Promise<V>) => {
    if (!cache.has(id)) cache.set(id, load());
    return cache.get(id)!;
  };
  const out = [];
  for (const item of items) {
    const kind = balanceKindOf(item.leaveType);
    const { employeeId } = item;
    const balances =
      employeeId === null ? null : await remember(balancesOf, employeeId, () => balancesOfEmployee(employeeId).catch(() => null));
    let afterDecision: { label: string; left: number } | null = null;
    if (employeeId !== null && kind && item.status === "pending") {
      const employee = await remember(employees, employeeId, () => Employee.findOne({ where: { id: employeeId, deletedAt: null } }));
      // Leave across a cycle's end is charged to both cycles: the tighter of the two is what approval leaves.
      const charges = employee ? await chargesFor(employee, item, undefined, item.id) : [];
      for (const { balance, workingDays } of charges) {
        const left = balance.left - workingDays;
        if (!afterDecision || left < afterDecision.left) afterDecision = { label: balance.label, left };
      }
    }
    out.push({ ...item, balance: balances?.balances.find((balance) => balance.kind === kind) ?? null, afterDecision });
  }
  return out;
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

/** HR's employee detail with the employee's leave balances. */
export async function employeeDetailWithBalances(id: number) {
  // The record first: an unknown id answers with the detail's own "Employee not found".
  const detail = await getEmployeeDetail(id);
  return { ...detail, leave: await balancesOfEmployee(id) };
}
