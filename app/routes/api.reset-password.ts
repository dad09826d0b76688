import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { ApiChangePasswordSchema } from "~/schemas/auth";
import { changeOwnPassword } from "~/services/accounts/account.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * POST {currentPassword, newPassword, email?}: the signed-in user changes their own
 * password (the spec's in-portal Reset Password; `email`, if sent, must be their own).
 * 400 with field errors on bad input or a wrong current password, 429 while locked out.
 * Every other session of the account ends.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, ApiChangePasswordSchema);
  await refusalAsJson(() => changeOwnPassword(requestOrigin(request), user, input));
  return json({ message: "Your password has been changed." });
}
