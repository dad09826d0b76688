import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getOptionalUser } from "~/auth.server";
import { loginSourceOf, signedInHeaders } from "~/sign-in.server";
import { refusalAsJson } from "~/errors.server";
import { ApiLoginSchema } from "~/schemas/auth";
import { signInFrom } from "~/services/accounts/login.server";
import { toUserDetails } from "~/services/user-details.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** JSON login: the same rules, limits, lockout and session as the login screen (429 with Retry-After when limited). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { email, password } = await parseJsonBody(request, ApiLoginSchema);
  const source = await loginSourceOf(request);
  const result = await refusalAsJson(() => signInFrom(source, email, password));
  if (!result.ok) return json({ message: result.message }, { status: 401 });
  const headers = await signedInHeaders(request, result.user);
  const sessionCookie = headers.getSetCookie()[0].split(";")[0];
  const user = await getOptionalUser(new Request(request.url, { headers: { Cookie: sessionCookie } }));
  return json({ message: "Login successful", user: user && toUserDetails(user) }, { headers });
}
