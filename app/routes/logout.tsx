import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { logout } from "~/auth.server";

/** Logging out is a POST (no GET changes data); a GET just goes home. */
export async function loader(_args: LoaderFunctionArgs) {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  const setCookie = await logout(request);
  return redirect("/logout-success", { headers: { "Set-Cookie": setCookie } });
}
