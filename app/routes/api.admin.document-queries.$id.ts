import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { DOCUMENT_MESSAGES, QueryResponseSchema } from "~/schemas/documents";
import { respondToDocumentQuery } from "~/services/documents/queries.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** PATCH (HR) `{status: restored|reviewed|denied, reviewNote}`: answers a pending query (409 otherwise). */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
  const id = parseId(params.id);
  const input = await parseJsonBody(request, QueryResponseSchema);
  const outcome = await refusalAsJson(() => respondToDocumentQuery(requestOrigin(request), hr, id, input));
  return json({ title: DOCUMENT_MESSAGES.queryUpdated, message: DOCUMENT_MESSAGES.queryProcessed, ...outcome });
}
