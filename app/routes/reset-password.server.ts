import { requestOrigin } from "~/utils/request-info.server";
import { json } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { refusalHeaders, settle } from "~/errors.server";
import { TokenResetSchema } from "~/schemas/auth";
import { RESET_LINK_INVALID } from "~/services/accounts/account.server";
import { isLiveResetToken, resetPasswordWithToken } from "~/services/accounts/password-resets.server";
import { limitRequest } from "~/request-limits.server";
import { readFormData } from "~/utils/form.server";
import { checkHoneypot } from "~/utils/honeypot.server";

/**
 * The reset page's server side, kept out of the route module so the schema (and the
 * validation library) reach the browser only when the form is used (useDeferredValidation).
 */
export function tokenResetConstraint() {
  return getZodConstraint(TokenResetSchema);
}

/** The page's data: the token, whether its link still works (used, expired or unknown: it does not), and the field constraints. */
export async function tokenResetPage(token: string) {
  const live = token ? await isLiveResetToken(token) : false;
  return { token, live, invalidMessage: RESET_LINK_INVALID, constraint: tokenResetConstraint() };
}

export async function handleTokenReset(request: Request) {
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: TokenResetSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }), done: false }, { status: 400 });
  }
  const limited = await settle(() => limitRequest(request, "reset-password"));
  if (!limited.ok) {
    const result = submission.reply({ formErrors: [limited.refusal.message], hideFields: ["newPassword", "confirmPassword"] });
    return json({ result, done: false }, { status: 429, headers: refusalHeaders(limited.refusal) });
  }
  const outcome = await settle(() => resetPasswordWithToken(requestOrigin(request), submission.value.token, submission.value.newPassword));
  if (!outcome.ok) {
    return json(
      { result: submission.reply({ formErrors: [outcome.refusal.message], hideFields: ["newPassword", "confirmPassword"] }), done: false },
      { status: outcome.refusal.status },
    );
  }
  return json({ result: submission.reply({ resetForm: true }), done: true });
}
