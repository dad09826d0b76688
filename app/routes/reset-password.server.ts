import { json } from "@remix-run/node";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { TokenResetSchema } from "~/schemas/auth";
import { resetPasswordWithToken } from "~/services/account.server";
import { readFormData } from "~/utils/form.server";
import { checkHoneypot } from "~/utils/honeypot.server";

/**
 * The reset page's server side, kept out of the route module so the schema (and the
 * validation library) reach the browser only when the form is used (useDeferredValidation).
 */
export function tokenResetConstraint() {
  return getZodConstraint(TokenResetSchema);
}

export async function handleTokenReset(request: Request) {
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: TokenResetSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }), done: false }, { status: 400 });
  }
  const outcome = await resetPasswordWithToken(request, submission.value.token, submission.value.newPassword);
  if (!outcome.ok) {
    return json(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["newPassword", "confirmPassword"] }), done: false },
      { status: outcome.status },
    );
  }
  return json({ result: submission.reply({ resetForm: true }), done: true });
}
