import { readOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsFile } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { openPolicy } from "~/services/documents/hr-policies.server";
import { parseId } from "~/utils/api.server";
import { storedFileResponse } from "~/utils/file-response.server";

/** GET: the download of a policy in force (any version for HR); logged in document_access_log. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  const file = await refusalAsFile(DOCUMENT_MESSAGES.previewFailed, () => openPolicy(readOrigin(request), user, id, "download"));
  return storedFileResponse(request, file, "attachment");
}
