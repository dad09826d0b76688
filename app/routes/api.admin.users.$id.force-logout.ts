import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { forceLogoutUser } from "~/services/accounts/session-control.server";
import { ForceLogoutUserSchema } from "~/schemas/activity";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/**
 * POST (HR): ends every session of one user (beyond the spec); with `{"revokeTokens": true}`
 * their API tokens too (issue 26). Answers `{sessionCount, userCount, revokedTokens}`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const hr = await requireRole(request, "hr");
  const id = parseId(params.id);
  // A call without a body (as before the option existed) ends the sessions only.
  const options = (request.headers.get("Content-Type") ?? "").includes("json") ? await parseJsonBody(request, ForceLogoutUserSchema) : {};
  return json(await refusalAsJson(() => forceLogoutUser(requestOrigin(request), hr, id, { revokeTokens: Boolean(options.revokeTokens) })));
}
