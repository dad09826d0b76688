import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CalendarFeedPanel } from "~/components/events/calendar-feed-panel";
import { EventList, EventTabs } from "~/components/events/event-list";
import { Pager } from "~/components/ui/pager";
import { requireUser } from "~/auth.server";
import { createFeed, getFeedStatus, revokeFeed } from "~/services/events/calendar.server";
import { listEventTab } from "~/services/events/list.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { readPageParam } from "~/utils/paging";

/**
 * Company Events (spec 1): upcoming (start date today or later, in Namibian time) and
 * past, 10 a page; View & RSVP opens the event's dialog (`_employee.events.$id.tsx`).
 * Below the list, the personal calendar feed (beyond the spec).
 */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const show = params.get("show") === "past" ? ("past" as const) : ("upcoming" as const);
  const [list, feed] = await Promise.all([listEventTab(show, readPageParam(params)), getFeedStatus(user)]);
  return json({ show, ...list, feed }, { headers: { "Cache-Control": "no-store" } });
}

/** The calendar feed's buttons: make (the address is answered once, in this response) and revoke. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const intent = (await readFormData(request)).get("intent");
  if (intent === "feed-create") {
    const { url } = await createFeed(user);
    return json({ feedUrl: url }, { headers: { "Cache-Control": "no-store" } });
  }
  if (intent === "feed-revoke") {
    await revokeFeed(user);
    return redirectWithToast("/events", { title: "Calendar feed revoked", description: "The old address no longer works." });
  }
  return json({ message: "Unknown intent" }, { status: 400 });
}

export default function EventsTab() {
  const { show, events, window, counts, feed } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { search } = useLocation();
  const newUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : null;
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="events-title">
        <h2 id="events-title" className="text-lg font-semibold">
          Company Events
        </h2>
        <EventTabs base="/events" show={show} counts={counts} />
        <EventList
          events={events}
          empty={show === "upcoming" ? "No upcoming events" : "No past events"}
          actions={(event) => (
            <Link to={`/events/${event.id}${search}`} className="btn-primary" preventScrollReset aria-label={`View & RSVP: ${event.title}`}>
              View &amp; RSVP
            </Link>
          )}
        />
        <Pager window={window} label={show === "upcoming" ? "Upcoming events" : "Past events"} />
        <CalendarFeedPanel status={feed} newUrl={newUrl} />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Events | HR Portal" }];
