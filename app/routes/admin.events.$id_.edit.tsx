import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EventForm } from "~/components/events/event-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { EVENT_MESSAGES, EventSchema } from "~/schemas/events";
import { getEvent } from "~/services/events/common.server";
import { updateEvent } from "~/services/events/manage.server";
import { redirectWithToast } from "~/toast.server";
import { eventTimeInputValue } from "~/utils/event-times";
import { readFormData } from "~/utils/form.server";
import { adminEventId, adminEventsUrl } from "./admin.events.server";

/** Edit Event (spec 2): the create form filled in, a dialog over the list with JavaScript. */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const event = await refusalAsPage(() => getEvent(adminEventId(params.id)));
  return json({
    id: event.id,
    values: {
      title: event.title,
      description: event.description ?? "",
      eventType: event.eventType,
      startDate: eventTimeInputValue(event.startDate, false),
      endDate: eventTimeInputValue(event.endDate, false),
      location: event.location ?? "",
      isAllDay: event.isAllDay,
    },
    back: adminEventsUrl(request),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  const id = adminEventId(params.id);
  const submission = parseWithZod(await readFormData(request), { schema: EventSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await updateEvent(id, submission.value);
    return redirectWithToast(adminEventsUrl(request), { title: EVENT_MESSAGES.updated });
  });
}

export default function EditEvent() {
  const { values, back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Event" closeTo={back}>
      <EventForm
        lastResult={lastResult}
        defaultValue={values}
        cancelTo={back}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        failureTitle={EVENT_MESSAGES.failedUpdate}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Event | HR Admin" }];
