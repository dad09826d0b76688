import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { refusalAsJson } from "~/errors.server";
import { ApiRegisterSchema, INVITATION_MESSAGES } from "~/schemas/auth";
import { acceptInvitation, requestInvitation } from "~/services/accounts/invitations.server";
import { limitRequest } from "~/request-limits.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/**
 * First password, by invitation only (docs/decisions.md, "Invitations"):
 * `{invitation, password}` or `{employeeId, code, password}` sets it; `{email}` alone mails
 * an invitation to that employee's address on file and answers the same whether or not
 * the address exists. An address and a password without an invitation set nothing.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const body = await parseJsonBody(request, ApiRegisterSchema);
  if (body.invitation || (body.employeeId && body.code)) {
    const password = body.password;
    if (!password) return json({ message: "Password is required", errors: { password: ["Password is required"] } }, { status: 400 });
    await refusalAsJson(() => limitRequest(request, "set-password"));
    const proof = body.invitation ? { token: body.invitation } : { employeeRef: body.employeeId!, code: body.code! };
    await refusalAsJson(() => acceptInvitation(proof, password, requestOrigin(request)));
    return json({ message: "You can now log in with your credentials." });
  }
  if (!body.email) return json({ message: "Email is required", errors: { email: ["Email is required"] } }, { status: 400 });
  await refusalAsJson(() => limitRequest(request, "request-invitation"));
  await requestInvitation(body.email);
  return json({ message: INVITATION_MESSAGES.requested }, { status: 202 });
}
