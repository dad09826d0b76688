import { readOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsFile } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { openSheDocument } from "~/services/documents/she-documents.server";
import { parseId } from "~/utils/api.server";
import { storedFileResponse } from "~/utils/file-response.server";

/** GET: the download of an active SHE document (any for HR); logged in document_access_log. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const file = await refusalAsFile(DOCUMENT_MESSAGES.previewFailed, () => openSheDocument(readOrigin(request), user, id, "download"));
  return storedFileResponse(request, file, "attachment");
}
