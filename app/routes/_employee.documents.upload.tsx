import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { settle } from "~/errors.server";
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  EMPLOYEE_DOCUMENT_TYPE_LABELS,
  EMPLOYEE_DOCUMENT_TYPES,
} from "~/schemas/documents-messages";
import { uploadOwnDocument } from "~/services/documents/employee-documents.server";
import { redirectWithToast } from "~/toast.server";
import { uploadFrom, UPLOAD_FORMS } from "~/intake.server";
import { requestOrigin } from "~/utils/request-info.server";

/**
 * Upload Document (spec 1 "My Documents"): a multipart form, so it works without
 * JavaScript; the file streams to storage while it arrives. Missing file or type:
 * 'Missing Information'; any other refusal: 'Upload Failed' with the server's text. The
 * browser's own bubbles are off (`noValidate`), so the spec's messages show: with JavaScript
 * before anything is sent (a file over 50 MB too), without it from the server.
 */
export const handle: RouteHandle = { tab: "documents" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const outcome = await settle(() => uploadOwnDocument(uploadFrom(request, UPLOAD_FORMS.document), requestOrigin(request), user));
  if (outcome.ok) return redirectWithToast("/documents", { title: DOCUMENT_MESSAGES.uploaded });
  const { message, status } = outcome.refusal;
  const missing = message === DOCUMENT_MESSAGES.fileAndType;
  // Missing information or a file over 50 MB: the form again, to choose another file.
  return redirectWithToast(missing || status === 413 ? "/documents/upload" : "/documents", {
    title: missing ? DOCUMENT_MESSAGES.missingInformation : DOCUMENT_MESSAGES.uploadFailed,
    description: message,
    variant: "error",
  });
}

/** The spec's checks before a byte is sent: a file and a type, and a file within 50 MB. */
function refusalBeforeSending(form: HTMLFormElement) {
  const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
  const documentType = (form.elements.namedItem("documentType") as HTMLSelectElement | null)?.value;
  if (!file || !documentType) return { title: DOCUMENT_MESSAGES.missingInformation, description: DOCUMENT_MESSAGES.fileAndType };
  if (file.size > DOCUMENT_MAX_BYTES) return { title: DOCUMENT_MESSAGES.uploadFailed, description: DOCUMENT_MESSAGES.tooLarge };
  return null;
}

export default function UploadDocument() {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [refusal, setRefusal] = useState<{ title: string; description: string } | null>(null);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const refused = refusalBeforeSending(event.currentTarget);
    setRefusal(refused);
    if (refused) event.preventDefault();
  };
  return (
    <RouteDialog title="Upload Document" closeTo="/documents">
      <Form method="post" encType="multipart/form-data" className="space-y-4 text-sm" noValidate onSubmit={check}>
        {refusal ? <FormAlert {...refusal} /> : null}
        <div className="space-y-1">
          <label htmlFor="documentType" className="block font-medium">
            Document type
          </label>
          <select
            id="documentType"
            name="documentType"
            required
            defaultValue=""
            className="w-full rounded border border-stone-300 px-3 py-2"
          >
            <option value="" disabled>
              Select a type
            </option>
            {EMPLOYEE_DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EMPLOYEE_DOCUMENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="description" className="block font-medium">
            Description <span className="font-normal text-stone-600">(optional; the file name if left empty)</span>
          </label>
          <input id="description" name="description" maxLength={1000} className="w-full rounded border border-stone-300 px-3 py-2" />
        </div>
        <div className="space-y-1">
          <label htmlFor="file" className="block font-medium">
            File
          </label>
          <input
            id="file"
            name="file"
            type="file"
            required
            accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv"
            className="w-full"
          />
          <p className="text-stone-600">PDF, images, Word, Excel, OpenDocument or plain text; at most 50 MB.</p>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/documents" className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Uploading..." : "Upload"}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload Document | HR Portal" }];
