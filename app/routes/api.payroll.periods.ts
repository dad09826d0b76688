import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listPayrollPeriods } from "~/services/payroll/periods.server";

/** GET (HR): payroll periods, newest first, each with its status, head count, totals and row error count. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json(await listPayrollPeriods());
}
