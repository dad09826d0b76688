import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { FileUploadForm } from "~/components/documents/file-upload-form";
import { libraryUploadFields, libraryUploadDefaults } from "~/components/documents/library-upload-fields";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, settle } from "~/errors.server";
import { LIBRARY_LABELS, LIBRARY_MESSAGES } from "~/schemas/library";
import { typedValues } from "~/services/documents/form-upload.server";
import { getLibraryDocument, uploadLibraryDocument } from "~/services/documents/library.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readId } from "~/utils/ids";
import { queryWith } from "~/utils/paging";
import { librarySection } from "./admin.hr-documents.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/**
 * Upload a policy or a SHE procedure, or (`?replaces={id}`) a new version of one, which
 * starts from the old one's details with the next version number. Streamed to storage and
 * checked by content like every upload.
 */
export const handle: RouteHandle = { tab: "hr-documents" };

function backTo(section: string, request: Request) {
  return `/admin/hr-documents/${section}${queryWith(new URL(request.url).search, { replaces: null })}`.replace(/\?$/, "");
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const section = librarySection(params.section);
  const raw = new URL(request.url).searchParams.get("replaces");
  const replacesId = raw === null ? null : readId(raw);
  if (raw !== null && replacesId === null) throw json({ message: LIBRARY_MESSAGES.notFound }, { status: 404 });
  const replaces = replacesId ? await refusalAsPage(() => getLibraryDocument(section, replacesId)) : null;
  return json({ section, replaces, back: backTo(section, request), today: todayIso() });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const section = librarySection(params.section);
  const outcome = await settle(() =>
    uploadLibraryDocument(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), hr, section),
  );
  if (outcome.ok) {
    const title = outcome.value.replacesId ? LIBRARY_MESSAGES.newVersion : LIBRARY_MESSAGES.uploaded;
    return redirectWithToast(backTo(section, request), { title, description: `${outcome.value.title} v${outcome.value.version}` });
  }
  const { status, message, fieldErrors } = outcome.refusal;
  return json({ message, errors: fieldErrors ?? {}, values: typedValues(outcome.refusal) }, { status });
}

export default function UploadLibraryDocument() {
  const { section, replaces, back, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const labels = LIBRARY_LABELS[section];
  return (
    <RouteDialog title={replaces ? `${labels.newVersion}: ${replaces.title}` : labels.upload} closeTo={back}>
      {replaces ? (
        <p className="mb-3 text-sm text-stone-600">
          Replaces version {replaces.version ?? "(none)"}. When the new version is active, this one is retired and kept as a record.
        </p>
      ) : null}
      <FileUploadForm
        fields={libraryUploadFields(section)}
        defaults={libraryUploadDefaults(section, replaces, today)}
        reply={reply}
        cancelTo={back}
        failureTitle={LIBRARY_MESSAGES.uploadFailed}
        idPrefix="library-upload"
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload | HR Documents | HR Admin" }];
