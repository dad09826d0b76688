import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole, requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { EE_MESSAGES, EeMemberSchema } from "~/schemas/equity";
import { addCommitteeMember, listCommitteeMembers } from "~/services/equity/committee.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * GET (signed in) `?history=1`: `{members: [{id, employeeId, employeeName, employeeNumber, position,
 * department, employeeDepartment, startDate, endDate, isActive}]}`, active members (with past ones on history=1).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const withHistory = new URL(request.url).searchParams.get("history") === "1";
  return json({ members: await listCommitteeMembers({ withHistory }) }, { headers: NO_STORE });
}

/**
 * POST (HR) `{employeeId, position}`: 201 `{message, member}`. The spec's department, startDate
 * and isActive are not taken from the caller: the department is the employee's, the start today.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, EeMemberSchema);
  const member = await refusalAsJson(() => addCommitteeMember(input));
  return json({ message: EE_MESSAGES.memberAdded, member }, { status: 201, headers: NO_STORE });
}
