import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EventDetail } from "~/components/events/event-detail";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { eventDetailAction, eventIdParam, loadEventDetail } from "./event-detail.server";

/**
 * View & RSVP (spec 1): the event's dialog over the events list (a page without
 * JavaScript). Its forms (RSVP, Add Comment, Delete) post here and come back here.
 */
export const handle: RouteHandle = { tab: "events" };

function listUrl(search: string) {
  return `/events${/^\?[\w=&%.+-]*$/.test(search) ? search : ""}`;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = eventIdParam(params.id);
  const detail = await loadEventDetail(user, id);
  return json({ detail, back: listUrl(new URL(request.url).search) }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = eventIdParam(params.id);
  const url = new URL(request.url);
  return eventDetailAction(request, user, id, `/events/${id}${url.search}`);
}

export default function EventDialog() {
  const { detail, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title={detail.event.title} closeTo={back} wide>
      <EventDetail detail={detail} lastResult={lastResult && !("message" in lastResult) ? lastResult : null} />
    </RouteDialog>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.detail.event.title ?? "Event"} | HR Portal` }];
