import { stringify } from "csv-stringify/sync";
import { PAYROLL_PROCESSED_STATUS } from "~/schemas/payroll";
import type { PayslipPdfData } from "~/services/payslips/pdf.server";
import type { PayslipDetail } from "~/services/payslips/views.server";
import { centsToDecimal, decimalToCents } from "~/utils/pay";
import { neutraliseCell } from "~/utils/spreadsheet";

/** The files made from one payslip: its name, the PDF's data and the CSV. */

export function payslipFileName(detail: { employee: { employeeId: string }; startDate: string }, extension: "pdf" | "csv") {
  const reference = detail.employee.employeeId.replace(/[^A-Za-z0-9_-]+/g, "_") || "employee";
  return `payslip-${reference}-${detail.startDate.slice(0, 7)}.${extension}`;
}

export function toPayslipPdfData(detail: PayslipDetail): PayslipPdfData {
  return {
    employee: {
      name: detail.employee.name,
      employeeId: detail.employee.employeeId,
      department: detail.employee.department,
      position: detail.employee.position,
    },
    period: { periodName: detail.periodName, startDate: detail.startDate, endDate: detail.endDate, payDate: detail.payDate },
    amounts: {
      basicSalary: decimalToCents(detail.basicSalary),
      allowances: decimalToCents(detail.allowances),
      overtime: decimalToCents(detail.overtime),
      bonuses: decimalToCents(detail.bonuses),
      grossSalary: decimalToCents(detail.grossSalary),
      deductions: decimalToCents(detail.deductions),
      taxes: decimalToCents(detail.taxes),
      netSalary: decimalToCents(detail.netSalary),
    },
    workingDays: detail.workingDays,
    notes: detail.notes,
    // Only HR reads a draft's payslip (employees see processed periods only); it says so on the page.
    draft: detail.periodStatus !== PAYROLL_PROCESSED_STATUS,
  };
}

/** A DECIMAL string as plain two decimals ("24500.5" -> "24500.50"), through cents. */
function plainAmount(value: string) {
  return centsToDecimal(decimalToCents(value));
}

/**
 * One payslip as a labelled CSV (Field, Value), every cell safe to open in a
 * spreadsheet. Amounts are plain numbers with two decimals so spreadsheets can add them.
 */
export function buildPayslipCsv(detail: PayslipDetail) {
  const rows: [string, string | number][] = [
    ["Employee", detail.employee.name],
    ["Employee ID", detail.employee.employeeId],
    ["Period", detail.periodName],
    ["Pay date", detail.payDate ?? ""],
    ["Basic", plainAmount(detail.basicSalary)],
    ["Allowances", plainAmount(detail.allowances)],
    ["Overtime", plainAmount(detail.overtime)],
    ["Bonuses", plainAmount(detail.bonuses)],
    ["Gross", plainAmount(detail.grossSalary)],
    ["Deductions", plainAmount(detail.deductions)],
    ["Taxes", plainAmount(detail.taxes)],
    ["Net", plainAmount(detail.netSalary)],
    ["Working days", detail.workingDays ?? ""],
    ["Notes", detail.notes ?? ""],
  ];
  const records = rows.map(([name, value]) => [name, neutraliseCell(value)]);
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names like ≠Oma).
  return "\uFEFF" + stringify([["Field", "Value"], ...records], { record_delimiter: "windows" });
}
