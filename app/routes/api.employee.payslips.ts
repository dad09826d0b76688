import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { listOwnPayslips } from "~/services/payslips/own.server";

/**
 * GET: the same list as GET /api/payslips, the signed-in user's own payslips. The
 * spec names both paths (spec 2, payroll and payslips); they answer alike.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await listOwnPayslips(user));
}
