import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ConsultationForm } from "~/components/equity/report-section-forms";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { AA_SECTION_MESSAGES, AaConsultationSchema } from "~/schemas/equity";
import { minutesChoices } from "~/services/equity/committee.server";
import { getConsultation, updateConsultation } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { formatDateNa } from "~/utils/format";
import { readId } from "~/utils/ids";
import { equityPageUrl } from "./admin.employment-equity.server";

/** Edit Consultation (HR). */
export const handle: RouteHandle = { tab: "employment-equity" };

function consultationId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: AA_SECTION_MESSAGES.consultationNotFound }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const consultation = await refusalAsPage(() => getConsultation(consultationId(params.id)));
  const minutes = await minutesChoices();
  return json({
    back: equityPageUrl(request),
    consultation,
    minutes: minutes.map((entry) => ({ id: entry.id, label: `${entry.title} (${formatDateNa(entry.meetingDate)})` })),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = consultationId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: AaConsultationSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await updateConsultation(requestOrigin(request), hr, id, submission.value);
    return redirectWithToast(equityPageUrl(request), { title: AA_SECTION_MESSAGES.consultationSaved });
  });
}

export default function EditConsultation() {
  const { back, consultation, minutes } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Consultation" closeTo={back}>
      <ConsultationForm
        lastResult={lastResult}
        cancelTo={back}
        minutes={minutes}
        defaultValue={{
          meetingDate: consultation.meetingDate,
          consultedWith: consultation.consultedWith,
          summary: consultation.summary ?? "",
          minutesId: consultation.minutes ? String(consultation.minutes.id) : "",
        }}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Consultation | HR Admin" }];
