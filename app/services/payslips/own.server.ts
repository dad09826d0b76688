import { PayrollPeriod, Payslip } from "#models";
import type { CurrentUser } from "~/auth.server";
import { ServiceError } from "~/services/errors.server";
import { payslipFileName, toPayslipPdfData } from "~/services/payslips/files.server";
import {
  findPayslipDetail,
  NEWEST_FIRST,
  PAYSLIP_NOT_FOUND,
  PERIOD_ATTRIBUTES,
  PUBLISHED,
  toView,
  type PayslipView,
} from "~/services/payslips/views.server";

/** An employee's own payslips: of processed periods only, the owner always in the where clause. */

/** The employee's own payslips of processed periods, newest period first (owner and status in the where clause). */
export async function listOwnPayslips(user: CurrentUser): Promise<PayslipView[]> {
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
