import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EventList, EventTabs } from "~/components/events/event-list";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { listEventTab } from "~/services/events/list.server";
import { readPageParam } from "~/utils/paging";

/**
 * Events management (spec 2): upcoming and past events, 10 a page, past ones greyed and
 * labelled Past Event; Create Event, and View, Edit and Delete per event, each a dialog
 * with JavaScript and a page without (child routes).
 */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const show = params.get("show") === "past" ? ("past" as const) : ("upcoming" as const);
  return json({ show, ...(await listEventTab(show, readPageParam(params))) });
}

export default function AdminEvents() {
  const { show, events, window, counts } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="admin-events-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="admin-events-title" className="text-lg font-semibold">
            Events Management
          </h2>
          <Link to={`/admin/events/new${search}`} className="btn-primary" preventScrollReset>
            Create Event
          </Link>
        </div>
        <p className="text-sm text-stone-600">Times are Central Africa Time (Africa/Harare), the same as Namibian time.</p>
        <EventTabs base="/admin/events" show={show} counts={counts} />
        <EventList
          events={events}
          empty={show === "upcoming" ? "No upcoming events" : "No past events"}
          actions={(event) => (
            <>
              <Link to={`/admin/events/${event.id}${search}`} className="btn-row" preventScrollReset aria-label={`View ${event.title}`}>
                View
              </Link>
              <Link
                to={`/admin/events/${event.id}/edit${search}`}
                className="btn-row"
                preventScrollReset
                aria-label={`Edit ${event.title}`}
              >
                Edit
              </Link>
              <Link
                to={`/admin/events/${event.id}/delete${search}`}
                className="btn-row text-red-700"
                preventScrollReset
                aria-label={`Delete ${event.title}`}
              >
                Delete
              </Link>
            </>
          )}
        />
        <Pager window={window} label={show === "upcoming" ? "Upcoming events" : "Past events"} />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Events | HR Admin" }];
