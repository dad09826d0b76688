import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaConsultationSchema } from "~/schemas/equity";
import { addConsultation, getReportSections } from "~/services/equity/report-sections.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { yearParam } from "./api.admin.employment-equity.server";

/** GET (HR): `{consultations: [{id, meetingDate, consultedWith, summary, minutes: {id, title, meetingDate} | null}]}` of the year. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const year = yearParam(params.year);
  return json({ consultations: (await getReportSections(year)).consultations }, { headers: { "Cache-Control": "no-store" } });
}

/** POST (HR) `{meetingDate, consultedWith, summary?, minutesId?}`: 201; 400 for minutes that do not exist. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = yearParam(params.year);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, AaConsultationSchema);
  const consultation = await refusalAsJson(() => addConsultation(requestOrigin(request), hr, year, input));
  return json({ message: AA_SECTION_MESSAGES.consultationSaved, consultation }, { status: 201 });
}
