import { Op, type Transaction } from "sequelize";
import { AnnualLeaveExtension, Employee, LeaveOpeningBalance, LeaveRequest } from "#models";
import { ServiceError } from "~/services/errors.server";
import { holidayDatesBetween } from "~/services/holidays/calendar.server";
import {
  earlier,
  factsOf,
  holidaySpan,
  later,
  type BalanceEmployee,
  type EmployeeBalances,
  type Facts,
  type LeaveRow,
  type OpeningFact,
} from "~/services/leave/balance-facts.server";
import { balanceKindOf, balancesFrom, chargesFrom, type Charge } from "~/services/leave/balance-rules.server";
import { todayIso } from "~/utils/dates";

/**
 * Leave balances read from the database: one employee's (a request being checked, their Leave
 * tab) or many at once (HR's report, the leave list, the daily jobs). Either way the same facts
 * (balance-facts.server.ts) go through the same rules (balance-rules.server.ts); many employees
 * take four queries in all, not four each.
 */

export {
  BALANCE_KINDS,
  BALANCE_EMPLOYEE_ATTRIBUTES,
  type BalanceEmployee,
  type BalanceKind,
  type EmployeeBalances,
  type GrantDeadline,
  type LeaveBalance,
} from "~/services/leave/balance-facts.server";
export { balanceKindOf, cycleOfKind, grantDeadline, type Charge } from "~/services/leave/balance-rules.server";

const COUNTED = ["pending", "approved"];
const ROW_ATTRIBUTES = ["id", "leaveType", "startDate", "endDate", "workingDays", "status"] as const;

/** `need`: days whose holidays may be needed besides the requests' (a new request's, a later cycle's day). */
async function loadFacts(
  employee: BalanceEmployee,
  today: string,
  need: { from: string; to: string },
  transaction?: Transaction,
  exceptId?: number,
): Promise<Facts> {
  const [requests, openings, extensions] = await Promise.all([
    LeaveRequest.findAll({
      where: { employeeId: employee.id, status: { [Op.in]: COUNTED } },
      attributes: [...ROW_ATTRIBUTES],
      transaction,
    }),
    LeaveOpeningBalance.findAll({ where: { employeeId: employee.id }, transaction }),
    AnnualLeaveExtension.findAll({ where: { employeeId: employee.id }, attributes: ["cycleStart", "agreedOn"], transaction }),
  ]);
  const rows = requests.map((row) => row.get({ plain: true }) as LeaveRow);
  // Holidays over every request that may be split at a cycle's end, and the first year's days worked.
  const span = holidaySpan(employee, rows, today, need);
  const holidays = await holidayDatesBetween(span.from, span.to, transaction);
  return factsOf(employee, { rows, openings, extensions, holidays }, today, exceptId);
}

/**
 * The facts of many employees from four queries (their requests, opening balances, written
 * extensions, and the public holidays over all their spans at once), by employee id.
 */
export async function loadFactsOfMany(
  employees: readonly BalanceEmployee[],
  today: string,
  need: { from: string; to: string } = { from: today, to: today },
): Promise<Map<number, Facts>> {
  const ids = employees.map((employee) => employee.id);
  const byEmployee = <T extends { employeeId: number | null }>(list: T[]) => {
    const grouped = new Map<number, T[]>();
    for (const item of list) {
      const id = item.employeeId!;
      if (!grouped.has(id)) grouped.set(id, []);
      grouped.get(id)!.push(item);
    }
    return grouped;
  };
  // Plain rows, not model instances: tens of thousands of requests for a company-wide report.
  const [requests, openings, extensions] = await Promise.all([
    LeaveRequest.findAll({
      where: { employeeId: { [Op.in]: ids }, status: { [Op.in]: COUNTED } },
      attributes: ["employeeId", ...ROW_ATTRIBUTES],
      raw: true,
    }) as unknown as Promise<(LeaveRow & { employeeId: number })[]>,
    LeaveOpeningBalance.findAll({
      where: { employeeId: { [Op.in]: ids } },
      attributes: ["employeeId", "balanceKind", "asOf", "taken", "carried"],
      raw: true,
    }) as unknown as Promise<({ employeeId: number; balanceKind: string } & OpeningFact)[]>,
    AnnualLeaveExtension.findAll({
      where: { employeeId: { [Op.in]: ids } },
      attributes: ["employeeId", "cycleStart", "agreedOn"],
      raw: true,
    }) as unknown as Promise<{ employeeId: number; cycleStart: string; agreedOn: string }[]>,
  ]);
  const rowsOf = byEmployee(requests);
  const openingsOf = byEmployee(openings);
  const extensionsOf = byEmployee(extensions);
  // One holiday set over every employee's span: a date's holiday status does not depend on the range asked.
  let span = { from: today, to: today };
  for (const employee of employees) {
    const own = holidaySpan(employee, rowsOf.get(employee.id) ?? [], today, need);
    span = { from: earlier(span.from, own.from), to: later(span.to, own.to) };
  }
  const holidays = await holidayDatesBetween(span.from, span.to);
  const facts = new Map<number, Facts>();
  for (const employee of employees) {
    const rows = (rowsOf.get(employee.id) ?? []).map(({ employeeId: _employeeId, ...row }) => row);
    const read = { rows, openings: openingsOf.get(employee.id) ?? [], extensions: extensionsOf.get(employee.id) ?? [], holidays };
    facts.set(employee.id, factsOf(employee, read, today));
  }
  return facts;
}

function balancesOf(facts: Facts, cycleDate = facts.today): EmployeeBalances {
  return { employeeId: facts.employee.id, workDaysPerWeek: facts.pattern, asOf: facts.today, balances: balancesFrom(facts, cycleDate) };
}

/** Every balance of one employee on `today`; `exceptId` leaves one request out (the one being checked). */
export async function computeBalances(
  employee: BalanceEmployee,
  today = todayIso(),
  transaction?: Transaction,
  exceptId?: number,
  /** The day whose cycles are shown (default today): a request's first day when checking it. */
  cycleDate = today,
): Promise<EmployeeBalances> {
  const facts = await loadFacts(employee, today, { from: cycleDate, to: cycleDate }, transaction, exceptId);
  return balancesOf(facts, cycleDate);
}

/** Every balance of many employees on `today`, by employee id: the same figures as computeBalances, from four queries. */
export async function computeBalancesOfMany(employees: readonly BalanceEmployee[], today = todayIso()) {
  const facts = await loadFactsOfMany(employees, today);
  return new Map([...facts].map(([id, one]) => [id, balancesOf(one)]));
}

export async function balancesOfEmployee(employeeId: number, today = todayIso()) {
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null } });
  if (!employee) throw new ServiceError(404, "Employee record not found");
  return computeBalances(employee, today);
}

/**
 * What a request of `leaveType` from `startDate` to `endDate` is charged to: one share per cycle
 * it touches (two when it crosses a cycle's end), each with that cycle's balance.
 */
export async function chargesFor(
  employee: BalanceEmployee,
  request: { leaveType: string; startDate: string; endDate: string },
  transaction?: Transaction,
  exceptId?: number,
): Promise<Charge[]> {
  if (!balanceKindOf(request.leaveType)) return [];
  const facts = await loadFacts(employee, todayIso(), { from: request.startDate, to: request.endDate }, transaction, exceptId);
  return chargesFrom(facts, request);
}

/** The balance a request of `leaveType` starting `startDate` draws on, leaving the request itself out. */
export async function balanceFor(
  employee: BalanceEmployee,
  leaveType: string,
  startDate: string,
  transaction?: Transaction,
  exceptId?: number,
) {
  const [first] = await chargesFor(employee, { leaveType, startDate, endDate: startDate }, transaction, exceptId);
  return first?.balance ?? null;
}
