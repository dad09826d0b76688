import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { forceLogoutUser } from "~/services/activity/session-control.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** POST (HR): ends every session of one user (beyond the spec); answers `{sessionCount, userCount}`. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const hr = await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => forceLogoutUser(request, hr, id)));
}
