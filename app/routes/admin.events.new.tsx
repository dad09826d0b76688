import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EventForm } from "~/components/events/event-form";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { EVENT_MESSAGES, EventSchema } from "~/schemas/events";
import { createEvent } from "~/services/events/manage.server";
import { redirectWithToast } from "~/toast.server";
import { readFormData } from "~/utils/form.server";
import { adminEventsUrl } from "./admin.events.server";

/** Create Event (spec 2): a dialog over the list with JavaScript, a page without. */
export const handle: RouteHandle = { tab: "events" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ back: adminEventsUrl(request) });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const submission = parseWithZod(await readFormData(request), { schema: EventSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    await createEvent(hr, submission.value);
    return redirectWithToast(adminEventsUrl(request), { title: EVENT_MESSAGES.created });
  });
}

export default function NewEvent() {
  const { back } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Create Event" closeTo={back}>
      <EventForm
        lastResult={lastResult}
        cancelTo={back}
        submitLabel="Create Event"
        pendingLabel="Creating..."
        failureTitle={EVENT_MESSAGES.failedCreate}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Create Event | HR Admin" }];
