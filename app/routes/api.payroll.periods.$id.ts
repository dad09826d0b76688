import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { deletePayrollPeriod, getPayrollPeriod } from "~/services/payroll/periods.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** GET (HR): one payroll period with its totals and the row errors of its latest upload. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json(await refusalAsJson(() => getPayrollPeriod(parseId(params.id))));
}

/** DELETE (HR): deletes a draft period and its payslips; 409 for a processed period. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  if (request.method !== "DELETE") methodNotAllowed(["GET", "DELETE"]);
  return json(await refusalAsJson(() => deletePayrollPeriod(parseId(params.id))));
}
