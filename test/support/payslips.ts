import "./database";
import type { Employee } from "#models";
import { PayrollPeriod, Payslip } from "#models";
import { centsToDecimal, computePay, type PayInput } from "~/utils/pay";
import { createTestUser, unique } from "./factories";

/** Net pay N$ 21,150.37: basic 22,000 + overtime 2,000 + bonuses 1,000 (taxable 25,000) + allowances 2,400.37. */
export const SAMPLE_PAY: PayInput = { basicSalary: 2_200_000, allowances: 240_037, overtime: 200_000, bonuses: 100_000 };

export interface TestPeriodOptions {
  periodName?: string;
  startDate?: string;
  endDate?: string;
  payDate?: string | null;
  status?: string;
}

/** A payroll period of its own (period names carry a random suffix unless given). */
export async function createTestPeriod(options: TestPeriodOptions = {}) {
  return PayrollPeriod.create({
    periodName: options.periodName ?? `October 2026 ${unique("run-")}`,
    startDate: options.startDate ?? "2026-10-01",
    endDate: options.endDate ?? "2026-10-31",
    payDate: options.payDate === undefined ? "2026-10-25" : options.payDate,
    status: options.status ?? "processed",
  });
}

/**
 * A payslip as the payroll upload writes it: amounts computed with computePay in
 * integer cents and stored as DECIMAL strings.
 */
export async function createTestPayslip(
  employee: Employee,
  {
    pay = SAMPLE_PAY,
    period,
    workingDays = 22,
    notes = null,
  }: {
    pay?: PayInput;
    period?: PayrollPeriod;
    workingDays?: number | null;
    notes?: string | null;
  } = {},
) {
  const payrollPeriod = period ?? (await createTestPeriod());
  const result = computePay(pay);
  return Payslip.create({
    payrollPeriodId: payrollPeriod.id,
    employeeId: employee.id,
    employeeIdRef: employee.employeeId,
    basicSalary: centsToDecimal(result.basicSalary),
    allowances: centsToDecimal(result.allowances),
    overtime: centsToDecimal(result.overtime),
    bonuses: centsToDecimal(result.bonuses),
    grossSalary: centsToDecimal(result.grossSalary),
    deductions: centsToDecimal(result.deductions),
    taxes: centsToDecimal(result.taxes),
    netSalary: centsToDecimal(result.netSalary),
    workingDays,
    notes,
  });
}

/** An employee with September and October payslips (October: net N$ 21,150.37). */
export async function employeeWithPayslips(lastName: string) {
  const person = await createTestUser({ firstName: "Ndapewa", lastName, department: "Geology" });
  const september = await createTestPayslip(person.employee!, {
    period: await createTestPeriod({
      periodName: `September 2026 ${unique("run-")}`,
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      payDate: "2026-09-25",
    }),
    pay: { basicSalary: 1_834_567, allowances: 12_345, overtime: 33_333, bonuses: 0 },
  });
  const october = await createTestPayslip(person.employee!, { notes: "Overtime at the Tsumeb shaft" });
  return { ...person, name: `Ndapewa ${lastName}`, september, october };
}

/** A payroll CSV for a new employee: one good row, an unknown employee (row 3) and a duplicate of row 2 (row 4). */
export async function payrollFile() {
  const { employee: record, user } = await createTestUser();
  const employee = record!;
  const csv = [
    "EmployeeID,BasicSalary,Allowances,Overtime,WorkingDays,Notes",
    `${employee.employeeId},26000.50,1500,200.01,22,Night shift`,
    "NCM-9999,18000,,,21,",
    `${employee.employeeId},1,,,,duplicate`,
  ].join("\n");
  return { employee, user, file: { name: "payroll-april.csv", mimeType: "text/csv", buffer: Buffer.from(`${csv}\n`) } };
}
