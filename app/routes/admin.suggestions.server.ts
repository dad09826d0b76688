import { json } from "@remix-run/node";
import { SUGGESTION_MESSAGES } from "~/schemas/suggestions";
import { readId } from "~/utils/ids";

/** Helpers of HR's suggestion routes: the id of the URL and the list's query to go back to. */
export function adminSuggestionId(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw json({ message: SUGGESTION_MESSAGES.notFound }, { status: 404 });
  return id;
}

export function adminSuggestionsUrl(request: Request) {
  const search = new URL(request.url).search;
  return `/admin/suggestions${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`;
}
