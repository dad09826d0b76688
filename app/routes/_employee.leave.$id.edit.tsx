import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BirthDateForm } from "~/components/leave/birth-date-form";
import { LeaveRequestForm } from "~/components/leave/leave-request-form";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { LeaveRequestFields, birthDateSchema, getZodConstraint, leaveRequestSchema, parseWithZod } from "~/form-validation.server";
import { LEAVE_MESSAGES } from "~/schemas/leave-messages";
import { refusalAsFormReply, refusalAsPage } from "~/errors.server";
import { recordBirthDate } from "~/services/leave/maternity.server";
import { getOwnLeaveRequest, updateLeaveRequest } from "~/services/leave/requests.server";
import { leaveFormFacts, leaveSavedNote } from "~/services/leave/balances-access.server";
import { redirectWithToast } from "~/toast.server";
import { parseId } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

/**
 * Maternity leave takes its date of birth here (Labour Act s. 26), also once approved (the one
 * change allowed then) and once it has started (when the full form's "not before today" no
 * longer fits); any other request is edited while pending.
 */
function recordsBirth(leave: { leaveType: string; status: string; startDate: string }, today: string) {
  return leave.leaveType === "maternity" && (leave.status === "approved" || (leave.status === "pending" && leave.startDate < today));
}

async function loadOwn(request: Request, id: string | undefined) {
  const user = await requireUser(request);
  return { user, leave: await refusalAsPage(() => getOwnLeaveRequest(user, parseId(id))) };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, leave } = await loadOwn(request, params.id);
  return json({ today: todayIso(), leave, facts: await leaveFormFacts(user), constraint: getZodConstraint(LeaveRequestFields) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, leave } = await loadOwn(request, params.id);
  const formData = await readFormData(request);
  if (formData.get("intent") === "birth") {
    const birth = parseWithZod(formData, { schema: birthDateSchema() });
    if (birth.status !== "success") return json(birth.reply(), { status: 400 });
    return refusalAsFormReply(birth, async () => {
      const { request: updated } = await recordBirthDate({ user, asHr: false }, leave.id, birth.value.actualBirthDate);
      return redirectWithToast("/leave", {
        title: "Date of birth recorded",
        description: `Your maternity leave now ends on ${formatDateNa(updated.endDate)}.`,
      });
    });
  }
  const submission = parseWithZod(formData, { schema: leaveRequestSchema() });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  return refusalAsFormReply(submission, async () => {
    const { request: updated } = await updateLeaveRequest(user, leave.id, submission.value);
    return redirectWithToast("/leave", { title: "Leave request updated successfully", description: leaveSavedNote(updated) });
  });
}

export default function EditLeaveRequest() {
  const { today, leave, facts, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  if (recordsBirth(leave, today)) {
    return (
      <RouteDialog title="Record Date of Birth" closeTo="/leave">
        <BirthDateForm today={today} leave={leave} lastResult={lastResult} cancelTo="/leave" />
      </RouteDialog>
    );
  }
  return (
    <RouteDialog title="Edit Leave Request" closeTo="/leave">
      {leave.status === "pending" ? (
        <LeaveRequestForm
          constraint={constraint}
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
