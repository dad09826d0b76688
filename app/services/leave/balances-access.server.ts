import type { CurrentUser } from "~/auth.server";
import { LEAVE_TYPES } from "~/constants";
import { getEmployeeDetail } from "~/services/employees/records.server";
import { holidayDatesBetween } from "~/services/public-holidays.server";
import { addDays, todayIso } from "~/utils/dates";
import type { WorkPattern } from "~/utils/leave-law";
import { ServiceError } from "~/services/errors.server";
import { balanceKindOf, balancesOfEmployee, type EmployeeBalances } from "~/services/leave/balances.server";

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

/** Each request with the balance it draws on (computed once per employee), for GET /api/leave-requests. */
export async function withBalances<T extends { employeeId: number | null; leaveType: string }>(items: T[]) {
  const cache = new Map<number, Promise<EmployeeBalances | null>>();
  const of = (employeeId: number) => {
    if (!cache.has(employeeId))
      cache.set(
        employeeId,
        balancesOfEmployee(employeeId).catch(() => null),
      );
    return cache.get(employeeId)!;
  };
  const out = [];
  for (const item of items) {
    const kind = balanceKindOf(item.leaveType);
    const balances = item.employeeId === null ? null : await of(item.employeeId);
    out.push({ ...item, balance: balances?.balances.find((balance) => balance.kind === kind) ?? null });
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
  /** Left per balance kind, and which kind each leave type draws on. */
  left: Record<string, { label: string; left: number }>;
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
    left: Object.fromEntries(balances.balances.map((balance) => [balance.kind, { label: balance.label, left: balance.left }])),
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
