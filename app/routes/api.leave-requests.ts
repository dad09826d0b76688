import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { LEAVE_REQUEST_STATUSES } from "~/constants";
import { leaveRequestSchema } from "~/schemas/leave";
import { listAllLeaveRequests } from "~/services/leave/hr-list.server";
import { createLeaveRequest, listOwnLeaveRequests } from "~/services/leave/requests.server";
import { withBalances } from "~/services/leave/balances-access.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/** GET: an employee gets their own requests; HR gets everyone's, with employeeName and employeeIdRef. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (user.role !== "hr") return json(await withBalances(await listOwnLeaveRequests(user)));
  const status = new URL(request.url).searchParams.get("status");
  if (status && status !== "all" && !LEAVE_REQUEST_STATUSES.includes(status as never)) {
    return json({ message: "status must be all, pending, approved or rejected" }, { status: 400 });
  }
  return json(await withBalances(await listAllLeaveRequests({ status: status && status !== "all" ? status : undefined })));
}

/** POST: the signed-in employee requests leave; the approvers are mailed. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, leaveRequestSchema());
  const { request: created } = await refusalAsJson(() => createLeaveRequest(user, input));
  return json({ message: "Leave request submitted successfully", leaveRequest: created }, { status: 201 });
}
