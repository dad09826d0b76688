import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

/** Where a signed-out client is sent to sign in (spec 2 section 7). */
export async function loader(_args: LoaderFunctionArgs) {
  return redirect("/login");
}
