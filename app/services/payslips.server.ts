import { stringify } from "csv-stringify/sync";
import { col, fn, literal, Op, where as matches, type OrderItem, type WhereOptions } from "sequelize";
import { Employee, PayrollPeriod, Payslip } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { PAYROLL_PROCESSED_STATUS } from "~/schemas/payroll";
import { ServiceError } from "~/services/errors.server";
import type { PayslipPdfData } from "~/services/payslip-pdf.server";
import { centsToDecimal, decimalToCents } from "~/utils/pay";
import { neutraliseCell } from "~/utils/spreadsheet";

/**
 * Reading payslips: employees their own (owner in the where clause) of processed
 * periods only, HR any employee's, drafts included and marked. Payslips are written by
 * the payroll upload (payroll/upload.server.ts).
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

const EMPLOYEE_ATTRIBUTES = ["id", "firstName", "lastName", "employeeId", "department", "position"];
const PERIOD_ATTRIBUTES = ["periodName", "startDate", "endDate", "payDate", "status"];
const NEWEST_FIRST: OrderItem[] = [
  ["payrollPeriod", "startDate", "DESC"],
  ["id", "DESC"],
];
/** What an employee sees: processed periods only, never a draft. */
const PUBLISHED = { status: PAYROLL_PROCESSED_STATUS };

function periodOf(row: Payslip) {
  const period = row.payrollPeriod;
  if (!period) throw new Error(`Payslip ${row.id} was read without its payroll period`);
  return period;
}

function toView(row: Payslip): PayslipView {
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

function toHrView(row: Payslip): HrPayslipView {
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

function toEmployeeView(employee: Employee): PayslipEmployeeView {
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
async function findPayslipDetail(where: WhereOptions<Payslip>, { publishedOnly }: { publishedOnly: boolean }): Promise<PayslipDetail> {
  getDb();
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

// ---------------------------------------------------------------- employees

/** The employee's own payslips of processed periods, newest period first (owner and status in the where clause). */
export async function listOwnPayslips(user: CurrentUser): Promise<PayslipView[]> {
  getDb();
  if (!user.employee) return [];
  const rows = await Payslip.findAll({
    where: { employeeId: user.employee.id },
    include: [{ model: PayrollPeriod, as: "payrollPeriod", attributes: PERIOD_ATTRIBUTES, required: true, where: PUBLISHED }],
    order: NEWEST_FIRST,
  });
  return rows.map(toView);
}

/**
 * What the PDF of one of the caller's own payslips shows. Another employee's payslip
 * and an id that does not exist get the same 404, so the answer tells nothing.
 */
export async function getOwnPayslipPdfData(user: CurrentUser, id: number) {
  if (!user.employee) throw new ServiceError(404, PAYSLIP_NOT_FOUND);
  const detail = await findPayslipDetail({ id, employeeId: user.employee.id }, { publishedOnly: true });
  return { data: toPayslipPdfData(detail), fileName: payslipFileName(detail, "pdf") };
}

// ---------------------------------------------------------------- HR

/**
 * Employees whose name, employee ID or department contains `query` (any case), not
 * trashed. `table` is how the employees table is named in the query.
 */
function employeeSearchWhere(query: string, table: string): WhereOptions<Employee> {
  const text = query.trim().slice(0, 100);
  if (!text) return { deletedAt: null };
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return {
    deletedAt: null,
    [Op.or]: [
      { firstName: { [Op.iLike]: pattern } },
      { lastName: { [Op.iLike]: pattern } },
      { employeeId: { [Op.iLike]: pattern } },
      { department: { [Op.iLike]: pattern } },
      matches(fn("concat", col(`${table}.first_name`), " ", col(`${table}.last_name`)), { [Op.iLike]: pattern }),
    ],
  };
}

/**
 * Employees for the admin payslips screen, by name, employee ID or department
 * (trashed employees left out), each with how many payslips they have: one page of
 * PAYSLIP_SEARCH_LIMIT, in name order, and how many match in all, so every employee
 * can be reached by paging.
 */
export async function searchEmployeesPageForPayslips(query: string, page = 1) {
  getDb();
  const where = employeeSearchWhere(query, "Employee");
  const total = await Employee.count({ where });
  const pages = Math.max(1, Math.ceil(total / PAYSLIP_SEARCH_LIMIT));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await Employee.findAll({
    where,
    attributes: [
      ...EMPLOYEE_ATTRIBUTES,
      [literal(`(SELECT COUNT(*) FROM payslips p WHERE p.employee_id = "Employee"."id")`), "payslipCount"],
    ],
    order: [
      ["lastName", "ASC"],
      ["firstName", "ASC"],
      ["id", "ASC"],
    ],
    limit: PAYSLIP_SEARCH_LIMIT,
    offset: (current - 1) * PAYSLIP_SEARCH_LIMIT,
  });
  const employees: PayslipSearchResult[] = rows.map((row) => ({ ...toEmployeeView(row), payslipCount: Number(row.get("payslipCount")) }));
  return { employees, total, page: current, pages, pageSize: PAYSLIP_SEARCH_LIMIT };
}

/** The first page of searchEmployeesPageForPayslips. */
export async function searchEmployeesForPayslips(query: string): Promise<PayslipSearchResult[]> {
  return (await searchEmployeesPageForPayslips(query, 1)).employees;
}

/** One employee and their payslips, newest first; 404 for an unknown or trashed employee. */
export async function listPayslipsOfEmployee(employeeId: number) {
  getDb();
  const employee = await Employee.findOne({ where: { id: employeeId, deletedAt: null }, attributes: EMPLOYEE_ATTRIBUTES });
  if (!employee) throw new ServiceError(404, "Employee not found");
  const rows = await Payslip.findAll({
    where: { employeeId },
    include: [{ model: PayrollPeriod, as: "payrollPeriod", attributes: PERIOD_ATTRIBUTES }],
    order: NEWEST_FIRST,
  });
  return { employee: toEmployeeView(employee), payslips: rows.map(toHrView) };
}

/** One payslip of one employee; 404 when the payslip is not that employee's. */
export async function getPayslipOfEmployee(employeeId: number, payslipId: number) {
  return findPayslipDetail({ id: payslipId, employeeId }, { publishedOnly: false });
}

/** Every employee's payslips for GET /api/admin/payslips, newest first, optionally searched like the screen. */
export async function listAllPayslips(search = "") {
  getDb();
  const rows = await Payslip.findAll({
    include: [
      { model: PayrollPeriod, as: "payrollPeriod", attributes: PERIOD_ATTRIBUTES },
      { model: Employee, as: "employee", where: employeeSearchWhere(search, "employee"), attributes: EMPLOYEE_ATTRIBUTES },
    ],
    order: NEWEST_FIRST,
    limit: ADMIN_PAYSLIP_LIST_LIMIT,
  });
  return rows.map((row) => {
    const employee = toEmployeeView(row.employee!);
    return { ...toHrView(row), employeeName: employee.name, employeeIdRef: employee.employeeId, department: employee.department };
  });
}

// ---------------------------------------------------------------- files

/** payslip-NCM-0023-2026-10.pdf: the employee number and the period's month. */
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
