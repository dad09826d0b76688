import ExcelJS from "exceljs";
import { Employee } from "#models";
import { getDb } from "~/db.server";
import { computeBalances } from "~/services/leave/balances.server";
import { todayIso } from "~/utils/dates";
import { describePattern } from "~/utils/leave-law";

/**
 * HR's leave balances report (.xlsx): one row per active employee and balance, typed cells
 * (numbers as numbers, dates as date cells, identifiers as text), frozen header, autofilter.
 */
const COLUMNS = [
  { header: "Employee ID", key: "employeeId", width: 14 },
  { header: "Name", key: "name", width: 28 },
  { header: "Department", key: "department", width: 26 },
  { header: "Work Pattern", key: "pattern", width: 24 },
  { header: "Leave Type", key: "type", width: 16 },
  { header: "Cycle Start", key: "cycleStart", width: 13 },
  { header: "Cycle End", key: "cycleEnd", width: 13 },
  { header: "Entitled", key: "entitled", width: 10 },
  { header: "Carried", key: "carried", width: 10 },
  { header: "Taken", key: "taken", width: 10 },
  { header: "Brought Forward", key: "broughtForward", width: 10 },
  { header: "Booked", key: "booked", width: 10 },
  { header: "Pending", key: "pending", width: 10 },
  { header: "Left", key: "left", width: 10 },
  // Carried annual days past the employer's deadline to grant them (s. 23): still owed, never forfeited.
  { header: "Overdue", key: "overdue", width: 10 },
  { header: "Grant By", key: "grantBy", width: 13 },
] as const;

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

export async function leaveBalancesXlsx(today = todayIso()) {
  getDb();
  const employees = await Employee.findAll({
    where: { deletedAt: null, status: "active" },
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
    ],
  });
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Leave Balances", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const employee of employees) {
    const { balances, workDaysPerWeek } = await computeBalances(employee, today);
    for (const balance of balances) {
      const row = sheet.addRow({
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
      });
      row.getCell("employeeId").numFmt = "@";
      for (const key of ["cycleStart", "cycleEnd", "grantBy"]) row.getCell(key).numFmt = "dd/mm/yyyy";
    }
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };
  const buffer = await workbook.xlsx.writeBuffer();
  return { buffer: new Uint8Array(buffer as ArrayBuffer), fileName: `leave-balances-${today}.xlsx` };
}
