import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons } from "~/components/equity/fields";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { AA_SECTION_MESSAGES } from "~/schemas/equity";
import { deleteConsultation, getConsultation } from "~/services/equity/report-sections.server";
import { redirectWithToast } from "~/toast.server";
import { readId } from "~/utils/ids";
import { formatDateNa } from "~/utils/format";
import { equityPageUrl } from "./admin.employment-equity.server";

/** Delete Consultation (HR): a confirmation. */
export const handle: RouteHandle = { tab: "employment-equity" };

function consultationId(raw: string | undefined) {
  const id = readId(raw ?? "");
  if (id === null) throw json({ message: AA_SECTION_MESSAGES.consultationNotFound }, { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const consultation = await refusalAsPage(() => getConsultation(consultationId(params.id)));
  return json({ back: equityPageUrl(request), consultation });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = consultationId(params.id);
  const back = equityPageUrl(request);
  return refusalAsToast(back, "Failed to delete consultation", async () => {
    await deleteConsultation(requestOrigin(request), hr, id);
    return redirectWithToast(back, { title: AA_SECTION_MESSAGES.consultationDeleted });
  });
}

export default function DeleteConsultation() {
  const { back, consultation } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title="Delete Consultation" closeTo={back}>
      <Form method="post" className="space-y-4 text-sm">
        <p>
          Delete the consultation with <strong>{consultation.consultedWith}</strong> on {formatDateNa(consultation.meetingDate)}?
        </p>
        <DialogButtons cancelTo={back} label="Delete Consultation" pendingLabel="Deleting..." danger />
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Consultation | HR Admin" }];
