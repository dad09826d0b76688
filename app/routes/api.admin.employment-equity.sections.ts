import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { AA_SECTION_MESSAGES, readReportYear } from "~/schemas/equity";
import { getReportSections } from "~/services/equity/report-sections.server";
import { todayIso } from "~/utils/dates";

/**
 * GET (HR) `?year=` (default: this year): the written sections of the year's affirmative action
 * report, `{year, barriers, measures, timetable, monitoring, declaration: {name, position, date},
 * consultations: [{id, meetingDate, consultedWith, summary, minutes}], nonNamibians: [{id,
 * employeeNumber, name, position, department, level, understudy, targetDate, notes}]}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const raw = new URL(request.url).searchParams.get("year");
  const year = raw === null || raw === "" ? Number(todayIso().slice(0, 4)) : readReportYear(raw);
  if (year === null)
    return json({ message: AA_SECTION_MESSAGES.yearInvalid, errors: { year: [AA_SECTION_MESSAGES.yearInvalid] } }, { status: 400 });
  return json(await getReportSections(year), { headers: { "Cache-Control": "no-store" } });
}
