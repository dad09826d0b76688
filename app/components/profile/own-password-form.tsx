import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { CHANGE_PASSWORD_MESSAGES } from "~/schemas/auth-messages";
import { useFailureAlert } from "~/utils/form-failure";
import { useDeferredValidation, type FieldConstraints } from "~/utils/use-deferred-validation";

const FORM_ID = "reset-own-password";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { ChangePasswordSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/auth")]);
  return (formData: FormData) => parseWithZod(formData, { schema: ChangePasswordSchema });
}

/**
 * The in-portal Reset Password form (spec 1), in the dialog of `/profile/password`: a module of
 * its own (`lazyForm`). The spec's email field is the signed-in address, shown read-only.
 */
export function OwnPasswordForm({
  email,
  constraint,
  lastResult,
}: {
  email: string;
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const validation = useDeferredValidation(FORM_ID, loadValidation);
  const [form, fields] = useForm({ id: FORM_ID, lastResult, constraint, ...validation.options });
  const alert = useFailureAlert(form, CHANGE_PASSWORD_MESSAGES.failed, CHANGE_PASSWORD_MESSAGES.failed);
  return (
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
  );
}
