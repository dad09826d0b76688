import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { refusalAsJson } from "~/errors.server";
import { EVENT_MESSAGES, RsvpSchema } from "~/schemas/events";
import { setRsvp } from "~/services/events/rsvps.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";
import { requireEventUser } from "./events-api.server";

/**
 * POST (signed in, with an employee record) {status}: answers or changes the caller's
 * RSVP, `{message, rsvp: {status, respondedAt}}`. 400 bad status, 401 signed out or
 * session expired, 403 no employee record, 404 unknown event, 409 the event is over.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireEventUser(request, "rsvp");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const id = parseId(params.id);
  const { status } = await parseJsonBody(request, RsvpSchema);
  const rsvp = await refusalAsJson(() => setRsvp(user, id, status));
  return json({ message: EVENT_MESSAGES.rsvpUpdated, rsvp });
}
