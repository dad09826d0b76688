import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { PlanForm } from "~/components/equity/report-section-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaPlanSchema } from "~/schemas/equity";
import { getReportSections, saveReportPlan } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { equityPageUrl, reportYearOf } from "./admin.employment-equity.server";

/** Edit Plan (HR): the analysis of barriers and the plan's measures, timetable and monitoring for the report's year. */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const year = reportYearOf(request, todayIso());
  const sections = await getReportSections(year);
  return json({
    back: equityPageUrl(request),
    year,
    values: {
      barriers: sections.barriers ?? "",
      measures: sections.measures ?? "",
      timetable: sections.timetable ?? "",
      monitoring: sections.monitoring ?? "",
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = reportYearOf(request, todayIso());
  const submission = parseWithZod(await readFormData(request), { schema: AaPlanSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await saveReportPlan(requestOrigin(request), hr, year, submission.value);
    return redirectWithToast(equityPageUrl(request), { title: AA_SECTION_MESSAGES.planSaved });
  });
}

export default function EditPlan() {
  const { back, year, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Barriers and Plan for ${year}`} closeTo={back}>
      <PlanForm lastResult={lastResult} cancelTo={back} defaultValue={values} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Barriers and Plan | HR Admin" }];
