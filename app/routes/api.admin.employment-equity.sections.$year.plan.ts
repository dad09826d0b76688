import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaPlanSchema } from "~/schemas/equity";
import { saveReportPlan } from "~/services/equity/report-sections.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { yearParam } from "./api.admin.employment-equity.server";

/** PUT (HR) `{barriers?, measures?, timetable?, monitoring?}`: the year's analysis of barriers and plan; a field left out or empty is cleared. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = yearParam(params.year);
  if (request.method !== "PUT") methodNotAllowed(["PUT"]);
  const input = await parseJsonBody(request, AaPlanSchema);
  return json({
    message: AA_SECTION_MESSAGES.planSaved,
    sections: await refusalAsJson(() => saveReportPlan(requestOrigin(request), hr, year, input)),
  });
}
