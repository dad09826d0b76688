import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { forbidden, requireUser } from "~/auth.server";
import { LeaveDecisionSchema, birthDateSchema, leaveRequestSchema } from "~/schemas/leave";
import { decideAsHr } from "~/services/leave/decisions.server";
import { recordBirthDate } from "~/services/leave/maternity.server";
import { getOwnLeaveRequest, updateLeaveRequest } from "~/services/leave/requests.server";
import { methodNotAllowed, parseId, parseJsonBody, readJsonBody } from "~/utils/api.server";

/** GET: one of the caller's own requests (another employee's answers 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await refusalAsJson(() => getOwnLeaveRequest(user, parseId(params.id))));
}

/** `{actualBirthDate}` alone: recording the birth on maternity leave, allowed also once it is approved. */
function isBirthRecord(body: unknown) {
  return typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).join() === "actualBirthDate";
}

/**
 * PUT: the employee edits their own pending request (409 once decided); with `{actualBirthDate}`
 * alone, the employee (own request) or HR (anyone's) records the birth on maternity leave,
 * pending or approved, and the end is recomputed (Labour Act s. 26).
 * PATCH {status, exception?, decisionNote?}: HR approves, rejects, or recalls to pending; a
 * rejection or an approval as an exception (over the balance) carries a note to the employee.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  if (request.method === "PUT" && isBirthRecord(await readJsonBody(request.clone()))) {
    const { actualBirthDate } = await parseJsonBody(request, birthDateSchema());
    const { request: updated } = await refusalAsJson(() => recordBirthDate({ user, asHr: user.role === "hr" }, id, actualBirthDate));
    return json({ message: "Leave request updated successfully", leaveRequest: updated });
  }
  if (request.method === "PUT") {
    const input = await parseJsonBody(request, leaveRequestSchema());
    const { request: updated } = await refusalAsJson(() => updateLeaveRequest(user, id, input));
    return json({ message: "Leave request updated successfully", leaveRequest: updated });
  }
  if (request.method === "PATCH") {
    if (user.role !== "hr") forbidden(request);
    const { status, exception, decisionNote } = await parseJsonBody(request, LeaveDecisionSchema);
    const updated = await refusalAsJson(() => decideAsHr(user, id, status, { exception, note: decisionNote }));
    return json({ message: "Leave request updated successfully", leaveRequest: updated });
  }
  methodNotAllowed(["GET", "PUT", "PATCH"]);
}
