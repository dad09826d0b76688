import { directoryFilter, directoryOrder, selectList, type DirectoryQuery } from "~/services/employees/directory.server";
import ExcelJS from "exceljs";
import { QueryTypes } from "sequelize";
import { Employee } from "#models";
import { getDb } from "~/db.server";
import { todayIso } from "~/utils/dates";
import { neutraliseCell } from "~/utils/spreadsheet";

/** The directory as an Excel workbook, filtered as on screen. */

const EXPORT_COLUMNS: { header: string; key: keyof Employee; width: number }[] = [
  { header: "Employee ID", key: "employeeId", width: 14 },
  { header: "First Name", key: "firstName", width: 16 },
  { header: "Last Name", key: "lastName", width: 18 },
  { header: "Email", key: "email", width: 30 },
  { header: "Communication Email", key: "communicationEmail", width: 30 },
  { header: "Phone", key: "phone", width: 16 },
  { header: "Department", key: "department", width: 26 },
  { header: "Position", key: "position", width: 24 },
  { header: "Status", key: "status", width: 10 },
  { header: "Leave Status", key: "leaveStatus", width: 12 },
  { header: "Employment Type", key: "employmentType", width: 15 },
  { header: "Contract Type", key: "contractType", width: 14 },
  { header: "Start Date", key: "startDate", width: 12 },
  { header: "Gender", key: "gender", width: 9 },
  { header: "Region", key: "region", width: 14 },
  { header: "Workstation", key: "workstation", width: 16 },
  { header: "Salary", key: "salary", width: 12 },
];

/** The directory as filtered (every page), as an .xlsx; text cells that could run as formulas are neutralised. */
export async function exportEmployeesXlsx(query: Omit<DirectoryQuery, "page">) {
  const { where, bind } = directoryFilter(query);
  const rows = await getDb().query<Record<string, string | number | null>>(
    `SELECT ${selectList(["id", ...EXPORT_COLUMNS.map((column) => column.key)])} FROM employees WHERE ${where} ORDER BY ${directoryOrder(query.sortBy, query.sortOrder)}`,
    { bind, type: QueryTypes.SELECT },
  );
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "HR Portal";
  const sheet = workbook.addWorksheet("Employees");
  sheet.columns = EXPORT_COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        EXPORT_COLUMNS.map(({ key }) => {
          const value = row[key];
          // Salary is money: a number cell with two decimals (DECIMAL strings are exact to the cent).
          if (key === "salary") return [key, value === null ? "" : Number(value)];
          return [key, neutraliseCell(value === null ? null : String(value))];
        }),
      ),
    );
  }
  sheet.getColumn("salary").numFmt = "#,##0.00";
  const buffer = await workbook.xlsx.writeBuffer();
  return { buffer: new Uint8Array(buffer as ArrayBuffer), fileName: `employees-${todayIso()}.xlsx`, count: rows.length };
}

/** One staff-directory entry: never the national ID, salary, bank fields; employeeId and login email only for HR. */
