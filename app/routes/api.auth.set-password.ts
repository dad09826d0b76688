import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { ApiSetPasswordSchema } from "~/schemas/auth";
import { setOwnPassword } from "~/services/accounts/account.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** Sets the signed-in user's own password. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  // Only the first password: changing an existing one without it would let anyone at an
  // unattended session take the account over.
  if (user.passwordSet) return json({ message: "Your password is already set." }, { status: 409 });
  const { password } = await parseJsonBody(request, ApiSetPasswordSchema);
  await setOwnPassword(requestOrigin(request), user, password);
  return json({ message: "Your password has been created for enhanced security." });
}
