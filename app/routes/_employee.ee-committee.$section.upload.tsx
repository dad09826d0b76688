import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CommitteeUploadForm } from "~/components/equity/committee-upload-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { settle } from "~/errors.server";
import { EE_FILE_LABELS } from "~/schemas/equity";
import { typedValues } from "~/services/documents/form-upload.server";
import { uploadCommitteeFile } from "~/services/equity/committee-files.server";
import { redirectWithToast } from "~/toast.server";
import { sectionKind } from "./_employee.ee-committee.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/** Upload Meeting Minutes / Policy / Document (spec 2, HR only): streamed to storage, checked by content. */
export const handle: RouteHandle = { tab: "ee-committee" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ kind: sectionKind(params.section), back: `/ee-committee/${params.section}` });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = sectionKind(params.section);
  const outcome = await settle(() => uploadCommitteeFile(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), hr, kind));
  if (outcome.ok)
    return redirectWithToast(`/ee-committee/${params.section}`, { title: EE_FILE_LABELS[kind].uploaded, description: outcome.value.title });
  // The form again with the message and what was typed (a file input cannot be refilled).
  const { status, message, fieldErrors } = outcome.refusal;
  if (status === 404) throw json({ message }, { status });
  return json({ message, errors: fieldErrors ?? {}, values: typedValues(outcome.refusal) }, { status });
}

export default function UploadCommitteeFile() {
  const { kind, back } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <RouteDialog title={EE_FILE_LABELS[kind].title} closeTo={back}>
      <CommitteeUploadForm kind={kind} reply={reply} cancelTo={back} failureTitle={EE_FILE_LABELS[kind].failedUpload} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload | EE Committee | HR Portal" }];
