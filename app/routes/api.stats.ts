import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { getEmployeeStatistics } from "~/services/stats.server";

/** GET: the employee statistics entity of spec 2, for HR only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json(await getEmployeeStatistics(), { headers: { "Cache-Control": "private, no-store" } });
}
