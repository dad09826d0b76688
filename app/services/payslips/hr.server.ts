import { col, fn, literal, Op, where as matches, type WhereOptions } from "sequelize";
import { Employee, PayrollPeriod, Payslip } from "#models";
import { ServiceError } from "~/services/errors.server";
import {
  ADMIN_PAYSLIP_LIST_LIMIT,
  EMPLOYEE_ATTRIBUTES,
  findPayslipDetail,
  NEWEST_FIRST,
  PAYSLIP_SEARCH_LIMIT,
  PERIOD_ATTRIBUTES,
  toEmployeeView,
  toHrView,
  type PayslipSearchResult,
} from "~/services/payslips/views.server";

/** HR's reading of payslips: any employee's (not trashed), drafts included and marked. */

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
