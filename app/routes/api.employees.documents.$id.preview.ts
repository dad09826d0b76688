import { readOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsFile } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { openEmployeeDocument } from "~/services/documents/employee-documents.server";
import { parseId } from "~/utils/api.server";
import { storedFileResponse } from "~/utils/file-response.server";

/** GET: the preview of an employee document (the owner's, or any for HR); a link document redirects to its URL. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const opened = await refusalAsFile(DOCUMENT_MESSAGES.previewFailed, () => openEmployeeDocument(readOrigin(request), user, id, "preview"));
  if (opened.kind === "link") return redirect(opened.url);
  return storedFileResponse(request, opened.file, "inline");
}
