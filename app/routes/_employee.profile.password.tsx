import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { refusalAsFormReply } from "~/errors.server";
import { ChangePasswordSchema, getZodConstraint, parseWithZod } from "~/form-validation.server";
import { CHANGE_PASSWORD_MESSAGES } from "~/schemas/auth-messages";
import { changeOwnPassword } from "~/services/account.server";
import { redirectWithToast } from "~/toast.server";
import { useFailureAlert } from "~/utils/form-failure";
import { readFormData } from "~/utils/form.server";
import { useDeferredValidation } from "~/utils/use-deferred-validation";

/**
 * The in-portal Reset Password dialog (spec 1): the signed-in user changes their own
 * password. The spec's email field is the signed-in address, shown read-only; the current
 * password is asked as well (docs/decisions.md, "Password resets"). A child of the Profile
 * tab: a <dialog> with JavaScript, a page without.
 */
const HIDDEN = ["currentPassword", "newPassword", "confirmPassword"];
const FORM_ID = "reset-own-password";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { ChangePasswordSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/auth")]);
  return (formData: FormData) => parseWithZod(formData, { schema: ChangePasswordSchema });
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ email: user.email, constraint: getZodConstraint(ChangePasswordSchema) });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: ChangePasswordSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: HIDDEN }), { status: 400 });
  return refusalAsFormReply(
    submission,
    async () => {
      await changeOwnPassword(request, user, submission.value);
      return redirectWithToast("/profile", {
        title: "Password Reset Successful",
        description: "Your password has been changed. You were signed out on every other device and your API tokens were revoked.",
      });
    },
    { repeatFieldErrors: false, unexpected: CHANGE_PASSWORD_MESSAGES.failed, hideFields: HIDDEN },
  );
}

export default function ResetOwnPassword() {
  const { email, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const validation = useDeferredValidation(FORM_ID, loadValidation);
  const [form, fields] = useForm({ id: FORM_ID, lastResult, constraint, ...validation.options });
  const alert = useFailureAlert(form, CHANGE_PASSWORD_MESSAGES.failed, CHANGE_PASSWORD_MESSAGES.failed);
  return (
    <RouteDialog title="Reset Password" closeTo="/profile">
      <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
        {alert ? <FormAlert {...alert} /> : null}
        <div>
          <label htmlFor="reset-own-password-email" className="field-label">
            Email
          </label>
          <input id="reset-own-password-email" type="email" value={email} readOnly className="field-input bg-stone-100 text-stone-700" />
        </div>
        <PasswordField label="Current Password" meta={fields.currentPassword} autoComplete="current-password" />
        <PasswordField label="New Password" meta={fields.newPassword} autoComplete="new-password" hint="At least 8 characters" />
        <PasswordField label="Confirm Password" meta={fields.confirmPassword} autoComplete="new-password" />
        <p className="text-xs text-stone-500">
          You stay signed in here; every other session of your account is signed out and your API tokens are revoked.
        </p>
        <div className="flex justify-end gap-2">
          <Link to="/profile" className="btn-secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={submitting}>
            {submitting ? "Resetting..." : "Reset Password"}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Reset Password | HR Portal" }];
