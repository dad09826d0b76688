import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { aaPeriodSchema } from "~/schemas/equity";
import { buildAaReport } from "~/services/equity/report.server";
import { parseQuery } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";

/**
 * GET (HR) `?from=&to=` (default: the current calendar year): the affirmative action report as
 * JSON `{employer, employerDetails: {name, registrationNumber, eecRegistrationNumber, address},
 * from, to, year, producedAt, profile: {byLevel, byDepartment, total}, goals, movement, sections}`
 * (`sections` as GET /api/admin/employment-equity/sections?year= gives them, for the period's last year).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { from, to } = parseQuery(request, aaPeriodSchema(todayIso()));
  return json(await buildAaReport(from, to), { headers: { "Cache-Control": "no-store" } });
}
