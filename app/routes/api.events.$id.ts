import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EVENT_MESSAGES, EventSchema } from "~/schemas/events";
import { getEvent } from "~/services/events/common.server";
import { deleteEvent, updateEvent } from "~/services/events/manage.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";
import { NO_STORE } from "./events-api.server";

/** GET (anyone): one event, `{event}`; 404 unknown. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  return json({ event: await refusalAsJson(() => getEvent(id)) }, { headers: NO_STORE });
}

/** PUT (HR) with the create body: `{message, event}` (400, 404, 409). DELETE (HR): `{message}` (404). */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await refusalAsJson(() => deleteEvent(id));
    return json({ message: EVENT_MESSAGES.deleted });
  }
  const input = await parseJsonBody(request, EventSchema);
  const event = await refusalAsJson(() => updateEvent(id, input));
  return json({ message: EVENT_MESSAGES.updated, event });
}
