import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ConsultationForm } from "~/components/equity/report-section-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaConsultationSchema } from "~/schemas/equity";
import { minutesChoices } from "~/services/equity/committee.server";
import { addConsultation } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { formatDateNa } from "~/utils/format";
import { equityPageUrl, reportYearOf } from "./admin.employment-equity.server";

/** Add Consultation (HR): a meeting with employees or the EE committee about the year's plan, linked to the committee's minutes. */
export const handle: RouteHandle = { tab: "employment-equity" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const today = todayIso();
  const minutes = await minutesChoices();
  return json({
    back: equityPageUrl(request),
    year: reportYearOf(request, today),
    today,
    minutes: minutes.map((entry) => ({ id: entry.id, label: `${entry.title} (${formatDateNa(entry.meetingDate)})` })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const year = reportYearOf(request, todayIso());
  const submission = parseWithZod(await readFormData(request), { schema: AaConsultationSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await addConsultation(requestOrigin(request), hr, year, submission.value);
    return redirectWithToast(equityPageUrl(request), { title: AA_SECTION_MESSAGES.consultationSaved });
  });
}

export default function NewConsultation() {
  const { back, year, today, minutes } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={`Add Consultation for ${year}`} closeTo={back}>
      <ConsultationForm lastResult={lastResult} cancelTo={back} defaultValue={{ meetingDate: today }} minutes={minutes} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Add Consultation | HR Admin" }];
