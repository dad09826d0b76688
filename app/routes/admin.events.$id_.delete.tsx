import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { EVENT_MESSAGES } from "~/schemas/events";
import { getEvent } from "~/services/events/common.server";
import { deleteEvent } from "~/services/events/manage.server";
import { redirectWithToast } from "~/toast.server";
import { formatEventWhen } from "~/utils/event-times";
import { adminEventId, adminEventsUrl } from "./admin.events.server";

/** Delete Event (spec 2): a confirmation, then the event goes with its RSVPs and comments. */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const event = await refusalAsPage(() => getEvent(adminEventId(params.id)));
  return json({ event, back: adminEventsUrl(request) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminEventId(params.id);
  const back = adminEventsUrl(request);
  return refusalAsToast(back, EVENT_MESSAGES.failedDelete, async () => {
    await deleteEvent(id);
    return redirectWithToast(back, { title: EVENT_MESSAGES.deleted });
  });
}

export default function DeleteEvent() {
  const { event, back } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <RouteDialog title="Delete Event" closeTo={back}>
      <div className="space-y-4 text-sm">
        <p>
          Delete <strong>{event.title}</strong> ({formatEventWhen(event)})? Its RSVPs and comments are deleted with it. This cannot be
          undone.
        </p>
        <Form method="post" className="flex flex-wrap justify-end gap-2">
          <Link to={back} className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Deleting..." : "Delete Event"}
          </button>
        </Form>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete Event | HR Admin" }];
