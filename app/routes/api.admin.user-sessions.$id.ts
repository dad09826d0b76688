import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { forceLogoutSession } from "~/services/accounts/session-control.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

/** DELETE (HR): ends one session (beyond the spec). 404 unknown, 409 already ended. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const hr = await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => forceLogoutSession(requestOrigin(request), hr, id)));
}
