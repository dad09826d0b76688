import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { closePageVisit } from "~/services/activity/recording.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * POST: the page's beacon as it is left (navigator.sendBeacon, text/plain body holding the
 * path): that visit's time spent ends now. Answers 204 whatever happened; the beacon
 * cannot read an answer anyway.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const user = await requireUser(request);
  const path = (await request.text()).slice(0, 500);
  if (path.startsWith("/")) await closePageVisit(user.sessionId, path);
  return new Response(null, { status: 204 });
}
