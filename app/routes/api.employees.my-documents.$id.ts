import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { DOCUMENT_MESSAGES } from "~/schemas/documents";
import { deleteOwnDocument } from "~/services/documents/employee-documents.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** DELETE: one of the employee's own uploads, `{message}`; 403 for HR's uploads, 404 for anyone else's. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const id = parseId(params.id);
  await refusalAsJson(() => deleteOwnDocument(requestOrigin(request), user, id));
  return json({ message: DOCUMENT_MESSAGES.deleted });
}
