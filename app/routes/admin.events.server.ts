import { json } from "@remix-run/node";
import { EVENT_MESSAGES } from "~/schemas/events";
import { readId } from "~/utils/ids";

/** Helpers of HR's event routes: the id of the URL and the list's query to go back to. */
export function adminEventId(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw json({ message: EVENT_MESSAGES.notFound }, { status: 404 });
  return id;
}

/** Only a query string of the list is a place to go back to. */
export function adminEventsUrl(request: Request) {
  const search = new URL(request.url).search;
  return `/admin/events${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`;
}
