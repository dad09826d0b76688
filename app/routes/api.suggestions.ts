import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { SUGGESTION_MESSAGES, SuggestionSchema } from "~/schemas/suggestions";
import { listOwnSuggestions, submitSuggestion } from "~/services/suggestions.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/** GET: the caller's own suggestions `{suggestions: [{id, title, description, category, status, statusLabel, submittedAt, reviewNotes, implementationNotes, reviewedAt}]}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ suggestions: await listOwnSuggestions(user) }, { headers: NO_STORE });
}

/** POST {title, description, category}: 201 `{message, suggestion}`; 400 with field errors. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, SuggestionSchema);
  const suggestion = await refusalAsJson(() => submitSuggestion(user, input));
  return json({ message: SUGGESTION_MESSAGES.submitted, suggestion }, { status: 201, headers: NO_STORE });
}
