import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { forceLogoutAll } from "~/services/accounts/session-control.server";
import { methodNotAllowed } from "~/utils/api.server";

/**
 * POST (HR): ends every session, the caller's included (spec 2). Answers
 * `{sessionCount, userCount}`; a cookie-signed caller is signed out by it too.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const hr = await requireRole(request, "hr");
  return json(await forceLogoutAll(requestOrigin(request), hr));
}
