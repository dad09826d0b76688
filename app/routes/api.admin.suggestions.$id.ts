import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { SUGGESTION_MESSAGES, SuggestionUpdateSchema } from "~/schemas/suggestions";
import { deleteSuggestion, getSuggestionForHr, updateSuggestion } from "~/services/suggestions.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** GET (HR): `{suggestion}`; 404 unknown or deleted. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json({ suggestion: await refusalAsJson(() => getSuggestionForHr(id)) }, { headers: { "Cache-Control": "no-store" } });
}

/** PUT (HR) `{status, reviewNotes?, implementationNotes?}`: `{message, suggestion}`. DELETE (HR): `{message}`. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await refusalAsJson(() => deleteSuggestion(requestOrigin(request), hr, id));
    return json({ message: SUGGESTION_MESSAGES.deleted });
  }
  const input = await parseJsonBody(request, SuggestionUpdateSchema);
  const suggestion = await refusalAsJson(() => updateSuggestion(hr, id, input));
  return json({ message: SUGGESTION_MESSAGES.updated, suggestion });
}
