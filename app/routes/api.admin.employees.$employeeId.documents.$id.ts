import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { deleteDocumentAsHr } from "~/services/documents/admin-documents.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** DELETE (HR): the document goes to the trash with a backup copy; `{message}` says so. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const employeeId = parseId(params.employeeId);
  const id = parseId(params.id);
  return json(await refusalAsJson(() => deleteDocumentAsHr(requestOrigin(request), hr, employeeId, id)));
}
