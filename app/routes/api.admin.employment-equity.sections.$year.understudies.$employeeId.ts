import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaUnderstudySchema } from "~/schemas/equity";
import { clearUnderstudy, saveUnderstudy } from "~/services/equity/report-sections.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";
import { yearParam } from "./api.admin.employment-equity.server";

/**
 * PUT (HR) `{understudyEmployeeId, targetDate?, notes?}` (the understudy's employee ID as in
 * the directory): the understudy of the non-Namibian employee `employeeId` (employees.id) for
 * the year; DELETE removes it. 404 for an employee who is not an active non-Namibian; 400 for
 * an understudy who is not a Namibian employee in the directory.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = yearParam(params.year);
  const employeeId = parseId(params.employeeId);
  if (request.method === "PUT") {
    const input = await parseJsonBody(request, AaUnderstudySchema);
    const entry = await refusalAsJson(() => saveUnderstudy(requestOrigin(request), hr, year, employeeId, input));
    return json({ message: AA_SECTION_MESSAGES.understudySaved, nonNamibian: entry });
  }
  if (request.method === "DELETE") {
    await refusalAsJson(() => clearUnderstudy(requestOrigin(request), hr, year, employeeId));
    return json({ message: AA_SECTION_MESSAGES.understudyCleared });
  }
  methodNotAllowed(["PUT", "DELETE"]);
}
