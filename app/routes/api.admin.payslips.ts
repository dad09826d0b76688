import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listAllPayslips } from "~/services/payslips/hr.server";

/**
 * GET (HR): every employee's payslips, newest period first, at most
 * ADMIN_PAYSLIP_LIST_LIMIT; `?search=` narrows by name, employee ID or department.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const search = new URL(request.url).searchParams.get("search") ?? "";
  return json(await listAllPayslips(search));
}
