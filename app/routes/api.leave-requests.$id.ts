import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { forbidden, requireUser } from "~/auth.server";
import { LeaveDecisionSchema, leaveRequestSchema } from "~/schemas/leave";
import { decideAsHr } from "~/services/leave/decisions.server";
import { getOwnLeaveRequest, updateLeaveRequest } from "~/services/leave/requests.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/** GET: one of the caller's own requests (another employee's answers 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await refusalAsJson(() => getOwnLeaveRequest(user, parseId(params.id))));
}

/**
 * PUT: the employee edits their own pending request (409 once decided).
 * PATCH {status}: HR approves, rejects, or recalls to pending.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (request.method === "PUT") {
    const input = await parseJsonBody(request, leaveRequestSchema());
    const { request: updated } = await refusalAsJson(() => updateLeaveRequest(user, id, input));
    return json({ message: "Leave request updated successfully", leaveRequest: updated });
  }
  if (request.method === "PATCH") {
    if (user.role !== "hr") forbidden(request);
    const { status } = await parseJsonBody(request, LeaveDecisionSchema);
    const updated = await refusalAsJson(() => decideAsHr(user, id, status));
    return json({ message: "Leave request updated successfully", leaveRequest: updated });
  }
  methodNotAllowed(["GET", "PUT", "PATCH"]);
}
