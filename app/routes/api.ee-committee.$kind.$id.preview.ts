import { readOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsFile } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { openCommitteeFile } from "~/services/equity/committee-files.server";
import { parseId } from "~/utils/api.server";
import { storedFileResponse } from "~/utils/file-response.server";
import { apiFileKind } from "./api.ee-committee.server";

/** GET (signed in): the committee file's preview (inline), logged in document_access_log. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kind = apiFileKind(params.kind);
  const id = parseId(params.id);
  const file = await refusalAsFile(DOCUMENT_MESSAGES.previewFailed, () =>
    openCommitteeFile(readOrigin(request), user, kind, id, "preview"),
  );
  return storedFileResponse(request, file, "inline");
}
