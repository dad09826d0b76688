import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getOptionalUser, logout, logoutEverywhere } from "~/auth.server";
import { readFormData } from "~/utils/form.server";

/** Logging out is a POST (no GET changes data); a GET just goes home. */
export async function loader(_args: LoaderFunctionArgs) {
  return redirect("/");
}

/**
 * Logs this browser out; with `intent=everywhere` (the profile's Sign out everywhere)
 * every session of the account ends, on every device.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await getOptionalUser(request);
  // A bodiless POST (a script, an old page) is a plain logout, never an error.
  const intent = user ? (await readFormData(request).catch(() => null))?.get("intent") : null;
  if (user && intent === "everywhere") {
    const { setCookie } = await logoutEverywhere(request, user);
    return redirect("/logout-success", { headers: { "Set-Cookie": setCookie } });
  }
  const setCookie = await logout(request);
  return redirect("/logout-success", { headers: { "Set-Cookie": setCookie } });
}
