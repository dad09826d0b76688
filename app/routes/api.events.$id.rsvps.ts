import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getOptionalUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { listRsvps } from "~/services/events/rsvps.server";
import { parseId } from "~/utils/api.server";
import { NO_STORE } from "./events-api.server";

/**
 * GET (anyone): an event's RSVPs `{rsvps: [{id, status, employeeId, employeeName,
 * firstName, lastName, profilePictureUrl, respondedAt}], counts: {attending,
 * not_attending, maybe}, namesHidden}`. Signed out: the counts only, no names
 * (docs/decisions.md "Events: what signed-out visitors see").
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const viewer = await getOptionalUser(request);
  return json(await refusalAsJson(() => listRsvps(id, viewer)), { headers: NO_STORE });
}
