import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { createUserSession, getOptionalUser } from "~/auth.server";
import { ApiLoginSchema } from "~/schemas/auth";
import { attemptLogin } from "~/services/login.server";
import { toUserDetails } from "~/services/user-details.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** JSON login: the same rules, lockout and session as the login screen. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { email, password } = await parseJsonBody(request, ApiLoginSchema);
  const result = await attemptLogin(email, password);
  if (!result.ok) return json({ message: result.message }, { status: 401 });
  const setCookie = await createUserSession(request, result.user);
  const user = await getOptionalUser(new Request(request.url, { headers: { Cookie: setCookie.split(";")[0] } }));
  return json({ message: "Login successful", user: user && toUserDetails(user) }, { headers: { "Set-Cookie": setCookie } });
}
