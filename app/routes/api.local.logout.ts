import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { logout } from "~/auth.server";
import { methodNotAllowed } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** Ends the session if there is one; logging out twice is not an error. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const setCookie = await logout(request);
  return json({ message: "Logged out" }, { headers: { "Set-Cookie": setCookie } });
}
