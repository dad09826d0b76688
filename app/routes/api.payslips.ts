import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { listOwnPayslips } from "~/services/payslips/own.server";

/**
 * GET: the signed-in user's own payslips, newest period first (spec 1: id, grossSalary,
 * deductions, netSalary, workingDays, notes, createdAt, payrollPeriod; plus taxes).
 * HR reads other employees' payslips through /api/admin/payslips.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await listOwnPayslips(user));
}
