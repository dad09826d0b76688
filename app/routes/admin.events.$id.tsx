import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EventDetail } from "~/components/events/event-detail";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { adminEventsUrl } from "./admin.events.server";
import { eventDetailAction, eventIdParam, loadEventDetail } from "./event-detail.server";

/** View (spec 2 "Event detail dialog"): the event with RSVP buttons and comments; HR may delete any comment. */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = eventIdParam(params.id);
  const detail = await loadEventDetail(hr, id);
  return json({ detail, back: adminEventsUrl(request), search: new URL(request.url).search }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = eventIdParam(params.id);
  return eventDetailAction(request, hr, id, `/admin/events/${id}${new URL(request.url).search}`);
}

export default function AdminEventDialog() {
  const { detail, back, search } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={detail.event.title} closeTo={back} wide>
      <EventDetail detail={detail} lastResult={lastResult && !("message" in lastResult) ? lastResult : null} />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Link to={`/admin/events/${detail.event.id}/edit${search}`} className="btn-secondary" preventScrollReset>
          Edit
        </Link>
        <Link to={back} className="btn-secondary" preventScrollReset>
          Close
        </Link>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Event | HR Admin" }];
