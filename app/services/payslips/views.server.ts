import { type OrderItem, type WhereOptions } from "sequelize";
import { Employee, PayrollPeriod, Payslip } from "#models";
import { PAYROLL_PROCESSED_STATUS } from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";

/**
 * Reading payslips: employees their own (owner in the where clause) of processed
 * periods only (own.server.ts), HR any employee's, drafts included and marked
 * (hr.server.ts); the CSV and PDF made from one (files.server.ts). This module holds the
 * views they share. Payslips are written by the payroll upload (payroll/upload.server.ts).
 * Amounts stay the DECIMAL(10,2) strings the database returns; whatever adds or
 * formats them goes through integer cents (app/utils/pay.ts).
 */

export const PAYSLIP_NOT_FOUND = "Payslip not found";
/** How many employees the HR search shows on one page. */
export const PAYSLIP_SEARCH_LIMIT = 50;
/** How many payslips GET /api/admin/payslips returns at most, newest first. */
export const ADMIN_PAYSLIP_LIST_LIMIT = 500;

export interface PayrollPeriodView {
  periodName: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  status: string;
}

/** The employee's view (spec 1, Payslip), plus taxes, which the list shows. */
export interface PayslipView {
  id: number;
  grossSalary: string;
  deductions: string;
  taxes: string;
  netSalary: string;
  workingDays: number | null;
  notes: string | null;
  createdAt: string;
  payrollPeriod: PayrollPeriodView;
}

/** HR's view (spec 2, Payslip), with the period's dates. */
export interface HrPayslipView {
  id: number;
  employeeId: number;
  periodName: string;
  /** draft (not yet published to the employee) or processed. */
  periodStatus: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  createdAt: string;
  grossSalary: string;
  basicSalary: string;
  allowances: string;
  overtime: string;
  bonuses: string;
  deductions: string;
  taxes: string;
  netSalary: string;
  workingDays: number | null;
  notes: string | null;
}

export interface PayslipEmployeeView {
  id: number;
  name: string;
  employeeId: string;
  department: string | null;
  position: string | null;
}

export interface PayslipSearchResult extends PayslipEmployeeView {
  payslipCount: number;
}

/** One payslip with its employee and period: what the CSV and the PDF are made from. */
export interface PayslipDetail extends HrPayslipView {
  employee: PayslipEmployeeView;
}

export const EMPLOYEE_ATTRIBUTES = ["id", "firstName", "lastName", "employeeId", "department", "position"];
export const PERIOD_ATTRIBUTES = ["periodName", "startDate", "endDate", "payDate", "status"];
export const NEWEST_FIRST: OrderItem[] = [
  ["payrollPeriod", "startDate", "DESC"],
  ["id", "DESC"],
];
/** What an employee sees: processed periods only, never a draft. */
export const PUBLISHED = { status: PAYROLL_PROCESSED_STATUS };

function periodOf(row: Payslip) {
  const period = row.payrollPeriod;
  if (!period) throw new Error(`Payslip ${row.id} was read without its payroll period`);
  return period;
}

export function toView(row: Payslip): PayslipView {
  const period = periodOf(row);
  return {
    id: row.id,
    grossSalary: row.grossSalary,
    deductions: row.deductions,
    taxes: row.taxes,
    netSalary: row.netSalary,
    workingDays: row.workingDays ?? null,
    notes: row.notes ?? null,
    createdAt: row.createdAt.toISOString(),
    payrollPeriod: {
      periodName: period.periodName,
      startDate: period.startDate,
      endDate: period.endDate,
      payDate: period.payDate ?? null,
      status: period.status || "processed",
    },
  };
}

export function toHrView(row: Payslip): HrPayslipView {
  const period = periodOf(row);
  return {
    id: row.id,
    employeeId: row.employeeId,
    periodName: period.periodName,
    periodStatus: period.status,
    startDate: period.startDate,
    endDate: period.endDate,
    payDate: period.payDate ?? null,
    createdAt: row.createdAt.toISOString(),
    grossSalary: row.grossSalary,
    basicSalary: row.basicSalary,
    allowances: row.allowances,
    overtime: row.overtime,
    bonuses: row.bonuses,
    deductions: row.deductions,
    taxes: row.taxes,
    netSalary: row.netSalary,
    workingDays: row.workingDays ?? null,
    notes: row.notes ?? null,
  };
}

export function toEmployeeView(employee: Employee): PayslipEmployeeView {
  return {
    id: employee.id,
    name: `${employee.firstName} ${employee.lastName}`,
    employeeId: employee.employeeId,
    department: employee.department ?? null,
    position: employee.position ?? null,
  };
}

/**
 * One payslip with employee and period, matching `where` (which always names the owner),
 * or 404; `publishedOnly` leaves out payslips of draft periods.
 */
export async function findPayslipDetail(
  where: WhereOptions<Payslip>,
  { publishedOnly }: { publishedOnly: boolean },
): Promise<PayslipDetail> {
  const row = await Payslip.findOne({
    where,
    include: [
      {
        model: PayrollPeriod,
        as: "payrollPeriod",
        attributes: PERIOD_ATTRIBUTES,
        required: true,
        ...(publishedOnly ? { where: PUBLISHED } : {}),
      },
      { model: Employee, as: "employee", where: { deletedAt: null }, attributes: EMPLOYEE_ATTRIBUTES },
    ],
  });
  if (!row) throw new ServiceError(404, PAYSLIP_NOT_FOUND);
  return { ...toHrView(row), employee: toEmployeeView(row.employee!) };
}
