import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { DialogButtons } from "~/components/equity/fields";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsToast } from "~/errors.server";
import { EE_FILE_LABELS } from "~/schemas/equity";
import { deleteCommitteeFile, listCommitteeFiles } from "~/services/equity/committee-files.server";
import { redirectWithToast } from "~/toast.server";
import { fileId, sectionKind } from "./_employee.ee-committee.server";

/** Delete a committee file (HR only): a confirmation, then the file and its stored bytes go. */
export const handle: RouteHandle = { tab: "ee-committee" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const kind = sectionKind(params.section);
  const id = fileId(params.id);
  const file = (await listCommitteeFiles(kind)).find((candidate) => candidate.id === id);
  if (!file) throw json({ message: "File not found" }, { status: 404 });
  return json({ kind, file, back: `/ee-committee/${params.section}` });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const kind = sectionKind(params.section);
  const id = fileId(params.id);
  const back = `/ee-committee/${params.section}`;
  return refusalAsToast(back, EE_FILE_LABELS[kind].failedDelete, async () => {
    await deleteCommitteeFile(requestOrigin(request), hr, kind, id);
    return redirectWithToast(back, { title: EE_FILE_LABELS[kind].deleted });
  });
}

export default function DeleteCommitteeFile() {
  const { kind, file, back } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title={`Delete ${EE_FILE_LABELS[kind].one}`} closeTo={back}>
      <Form method="post" className="space-y-4 text-sm">
        <p>
          Delete <strong>{file.title}</strong> ({file.originalName})? Everyone loses access to it. This cannot be undone.
        </p>
        <DialogButtons cancelTo={back} label="Delete" pendingLabel="Deleting..." danger />
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete | EE Committee | HR Portal" }];
