import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { logoutEverywhere, requireUser } from "~/auth.server";
import { methodNotAllowed } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** Ends every session of the signed-in user, this one included (issue 12). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  const { setCookie, sessionCount } = await logoutEverywhere(request, user);
  return json({ message: "Signed out everywhere", sessionCount }, { headers: { "Set-Cookie": setCookie } });
}
