import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { LeaveRequestFields, getZodConstraint, leaveRequestSchema, parseWithZod } from "~/form-validation.server";
import { refusalAsFormReply } from "~/errors.server";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { leaveFormFacts, leaveSavedNote } from "~/services/leave/balances-access.server";
import { redirectWithToast } from "~/toast.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";
import { lazyForm } from "~/utils/lazy-form";

// The form's code comes after the page's (issue 25, `lazyForm`).
const { Form: LeaveRequestForm, clientLoader } = lazyForm(() => import("~/components/leave/leave-request-form"), "LeaveRequestForm");
export { clientLoader };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ today: todayIso(), facts: await leaveFormFacts(user), constraint: getZodConstraint(LeaveRequestFields) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: leaveRequestSchema() });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { request: created } = await createLeaveRequest(user, submission.value);
    return redirectWithToast("/leave", { title: "Leave request submitted successfully", description: leaveSavedNote(created) });
  });
}

export default function NewLeaveRequest() {
  const { today, facts, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Request Leave" closeTo="/leave">
      <LeaveRequestForm
        constraint={constraint}
        today={today}
        facts={facts}
        lastResult={lastResult}
        submitLabel="Submit Request"
        pendingLabel="Submitting..."
        failureTitle="Failed to submit leave request"
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Request Leave | HR Portal" }];
