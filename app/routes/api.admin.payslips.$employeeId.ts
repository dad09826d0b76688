import { refusalAsJson } from "~/errors.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listPayslipsOfEmployee } from "~/services/payslips/hr.server";
import { parseId } from "~/utils/api.server";

/** GET (HR): one employee ({employee}) and their payslips ({payslips}), newest first. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const employeeId = parseId(params.employeeId);
  return json(await refusalAsJson(() => listPayslipsOfEmployee(employeeId)));
}
