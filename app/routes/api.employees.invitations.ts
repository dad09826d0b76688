import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { BULK_INVITATION_MESSAGES, BulkInvitationSchema, selectionOf } from "~/schemas/bulk-invitations";
import { inviteEmployees } from "~/services/accounts/bulk-invitations.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { getClientIp, getUserAgent } from "~/utils/request-info.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/**
 * POST (HR) `{employeeIds}`, `{department}` or `{importId}`: invites every employee of the
 * selection without a login (issue 24) and answers who was invited and who was not, with the
 * reason; `batchId` is the summary's page (/admin/employees/invitations?batch=).
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, BulkInvitationSchema);
  const actor = { id: hr.id, ipAddress: getClientIp(request), userAgent: getUserAgent(request) };
  const sent = await refusalAsJson(() => inviteEmployees(selectionOf(input), actor));
  return json({ message: BULK_INVITATION_MESSAGES.sentTitle, ...sent });
}
