import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { processPayrollPeriod } from "~/services/payroll/periods.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/** POST (HR): processes a draft period, publishing its payslips to its employees; 409 when already processed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseId(params.id);
  return json(await refusalAsJson(() => processPayrollPeriod(hr, id)));
}
