import { requestOrigin } from "~/utils/request-info.server";
import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiTokenResetSchema } from "~/schemas/auth";
import { resetPasswordWithToken } from "~/services/accounts/password-resets.server";
import { limitRequest } from "~/request-limits.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader(_args: LoaderFunctionArgs) {
  methodNotAllowed(["POST"]);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { token, newPassword } = await parseJsonBody(request, ApiTokenResetSchema);
  await refusalAsJson(() => limitRequest(request, "reset-password"));
  await refusalAsJson(() => resetPasswordWithToken(requestOrigin(request), token, newPassword));
  return json({ message: "Password Reset Successful" });
}
