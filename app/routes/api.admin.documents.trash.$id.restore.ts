import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { DOCUMENT_TRASH_MESSAGES, restoreFromTrash } from "~/services/documents/trash.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** POST (HR): restores a deleted employee document from its backup, `{message, documentId}` (issue 24). */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseId(params.id);
  const { documentId } = await refusalAsJson(() => restoreFromTrash(requestOrigin(request), hr, id));
  return json({ message: DOCUMENT_TRASH_MESSAGES.restored, documentId });
}
