import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import * as z from "zod/mini";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EVENT_MESSAGES, EventSchema } from "~/schemas/events";
import { listEvents } from "~/services/events/list.server";
import { createEvent } from "~/services/events/manage.server";
import { methodNotAllowed, parseJsonBody, parseQuery } from "~/utils/api.server";
import { readPageParam } from "~/utils/paging";
import { NO_STORE } from "./events-api.server";

const API_PAGE_SIZE = 50;

const EventsQuery = z.object({
  when: z.optional(z.enum(["upcoming", "past", "all"], { error: "when must be upcoming, past or all" })),
  page: z.optional(z.string()),
});

/**
 * GET (anyone, signed in or not: spec 2 lets signed-out visitors see events) `?when=
 * upcoming|past|all&page=`: events, 50 a page; upcoming is a start date today or later
 * in Namibian time. Answers `{events: [{id, title, description, eventType, startDate,
 * endDate, location, isAllDay, isPast}], total, page, pageCount}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = parseQuery(request, EventsQuery);
  const { events, window } = await listEvents({
    when: query.when ?? "all",
    page: readPageParam(new URL(request.url).searchParams),
    pageSize: API_PAGE_SIZE,
  });
  return json({ events, total: window.total, page: window.page, pageCount: window.pageCount }, { headers: NO_STORE });
}

/** POST (HR) {title, startDate, endDate?, eventType, location?, isAllDay?, description?}: 201 with the event; 400, 409. */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, EventSchema);
  const event = await refusalAsJson(() => createEvent(hr, input));
  return json({ message: EVENT_MESSAGES.created, event }, { status: 201 });
}
