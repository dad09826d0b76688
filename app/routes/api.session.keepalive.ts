import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";

/** Records activity for the signed-in session ("Stay signed in"). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  return json({ ok: true, lastActivity: user.lastActivity });
}
