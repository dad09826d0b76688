import { Employee } from "#models";
import { BALANCE_EMPLOYEE_ATTRIBUTES, computeBalancesOfMany, type BalanceEmployee } from "~/services/leave/balances.server";
import { todayIso } from "~/utils/dates";
import { describePattern } from "~/utils/leave-law";
import { writeXlsxSheet, type XlsxColumn } from "~/utils/xlsx-sheet.server";

/**
 * HR's leave balances report (.xlsx): one row per active employee and balance, typed cells
 * (numbers as numbers, dates as date cells, identifiers as text), frozen header, autofilter.
 * Every employee's balances come from one pass over facts read in four queries (issue 24:
 * 3,000 employees took 18 s at four queries each).
 */
const DATE = "dd/mm/yyyy";
const COLUMNS: XlsxColumn[] = [
  { header: "Employee ID", key: "employeeId", width: 14, numFmt: "@" },
  { header: "Name", key: "name", width: 28 },
  { header: "Department", key: "department", width: 26 },
  { header: "Work Pattern", key: "pattern", width: 24 },
  { header: "Leave Type", key: "type", width: 16 },
  { header: "Cycle Start", key: "cycleStart", width: 13, numFmt: DATE },
  { header: "Cycle End", key: "cycleEnd", width: 13, numFmt: DATE },
  { header: "Entitled", key: "entitled", width: 10 },
  { header: "Carried", key: "carried", width: 10 },
  { header: "Taken", key: "taken", width: 10 },
  { header: "Brought Forward", key: "broughtForward", width: 10 },
  { header: "Booked", key: "booked", width: 10 },
  { header: "Pending", key: "pending", width: 10 },
  { header: "Left", key: "left", width: 10 },
  // Carried annual days past the employer's deadline to grant them (s. 23): still owed, never forfeited.
  { header: "Overdue", key: "overdue", width: 10 },
  { header: "Grant By", key: "grantBy", width: 13, numFmt: DATE },
];

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function leaveBalancesXlsx(today = todayIso()) {
  const employees = (await Employee.findAll({
    where: { deletedAt: null, status: "active" },
    attributes: [...BALANCE_EMPLOYEE_ATTRIBUTES, "employeeId", "firstName", "lastName", "department"],
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
    ],
    raw: true,
  })) as unknown as (BalanceEmployee & Pick<Employee, "employeeId" | "firstName" | "lastName" | "department">)[];
  const balancesOf = await computeBalancesOfMany(employees, today);
  const rows = employees.flatMap((employee) => {
    const { balances, workDaysPerWeek } = balancesOf.get(employee.id)!;
    return balances.map((balance) => ({
      employeeId: employee.employeeId,
      name: `${employee.firstName} ${employee.lastName}`,
      department: employee.department ?? "",
      pattern: describePattern(workDaysPerWeek),
      type: balance.label,
      cycleStart: asDate(balance.cycleStart),
      cycleEnd: asDate(balance.cycleEnd),
      entitled: balance.entitled,
      carried: balance.carried,
      taken: balance.taken,
      booked: balance.booked,
      pending: balance.pending,
      left: balance.left,
      broughtForward: balance.broughtForward,
      overdue: balance.overdue?.days ?? 0,
      grantBy: balance.overdue ? asDate(balance.overdue.grantBy) : balance.grantDue ? asDate(balance.grantDue.grantBy) : null,
    }));
  });
  const buffer = await writeXlsxSheet("Leave Balances", COLUMNS, rows);
  return { buffer, fileName: `leave-balances-${today}.xlsx` };
}
