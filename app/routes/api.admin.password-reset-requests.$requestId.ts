import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { PASSWORD_RESET_TOASTS, PasswordResetReviewSchema } from "~/schemas/password-resets";
import { reviewPasswordResetRequest } from "~/services/accounts/password-resets.server";
import { methodNotAllowed, parseId, parseJsonBody } from "~/utils/api.server";

/**
 * PATCH (HR) {status: "approved" | "rejected", reviewNote?}: decides a pending request
 * (400 bad status, 404 unknown id, 409 already reviewed). Approving mails the employee
 * the reset link, rejecting mails the note.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "PATCH") methodNotAllowed(["PATCH"]);
  const id = parseId(params.requestId);
  const decision = await parseJsonBody(request, PasswordResetReviewSchema);
  const { linkExpired: _linkExpired, ...reviewed } = await refusalAsJson(() =>
    reviewPasswordResetRequest(hr, id, decision, requestOrigin(request)),
  );
  return json({ message: PASSWORD_RESET_TOASTS.updatedDescription(reviewed.status), request: reviewed });
}
