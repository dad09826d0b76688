import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LeaveRequestForm } from "~/components/leave/leave-request-form";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { LEAVE_MESSAGES, leaveRequestSchema } from "~/schemas/leave";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { getOwnLeaveRequest, updateLeaveRequest } from "~/services/leave/requests.server";
import { leaveFormFacts, leaveSavedNote } from "~/services/leave/balances-access.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";
import { readFormData } from "~/utils/form.server";

async function loadOwn(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  return { user, leave: await refusalAsPage(() => getOwnLeaveRequest(user, parseId(id))) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, leave } = await loadOwn(request, params.id);
  return json({ today: todayIso(), leave, facts: await leaveFormFacts(user) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, leave } = await loadOwn(request, params.id);
  const submission = parseWithZod(await readFormData(request), { schema: leaveRequestSchema() });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { request: updated } = await updateLeaveRequest(user, leave.id, submission.value);
    return redirectWithToast("/leave", { title: "Leave request updated successfully", description: leaveSavedNote(updated) });
  });
}

export default function EditLeaveRequest() {
  const { today, leave, facts } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <RouteDialog title="Edit Leave Request" closeTo="/leave">
      {leave.status === "pending" ? (
        <LeaveRequestForm
          today={today}
          facts={facts}
          except={{ leaveType: leave.leaveType, workingDays: leave.workingDays }}
          lastResult={lastResult}
          defaultValue={leave}
          submitLabel="Update Request"
          pendingLabel="Updating..."
          failureTitle="Failed to update leave request"
        />
      ) : (
        <div className="space-y-4">
          <FormAlert title="Failed to update leave request" description={LEAVE_MESSAGES.notPending} />
          <Link to="/leave" className="btn-secondary">
            Back to My Leave Requests
          </Link>
        </div>
      )}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Leave Request | HR Portal" }];
