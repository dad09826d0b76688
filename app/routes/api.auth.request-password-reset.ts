import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiResetRequestSchema, RESET_REQUEST_MESSAGES } from "~/schemas/auth";
import { requestPasswordReset } from "~/services/accounts/password-resets.server";
import { limitRequest } from "~/request-limits.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

/** Files a reset request for HR to review; the answer is the same whether or not the address exists. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { userId: email, reason } = await parseJsonBody(request, ApiResetRequestSchema);
  await refusalAsJson(() => limitRequest(request, "forgot-password"));
  await requestPasswordReset(email, reason);
  return json({ message: RESET_REQUEST_MESSAGES.sent });
}
