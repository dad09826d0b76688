import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, PasswordField } from "~/components/ui/field";
import { FormAlert, HoneypotField } from "~/components/ui/form-alert";
import { useFailureAlert } from "~/utils/form-failure";
import { portalName, typeParam, useSubmitting, type FieldConstraints, type LoginType } from "~/components/login/login-views";

/**
 * The login page's password-setting states: an invitation's link, the code HR gave, and the
 * request for a new invitation (login-views.tsx holds the sign-in and the forgotten password).
 */

/** What the set-password mode knows about the invitation in its URL, if any. */
export type InvitationState = { token: string; firstName: string; email: string } | "invalid" | null;

/**
 * "Set up your password (first time)": only with an invitation (docs/decisions.md,
 * "Invitations"). With the emailed link it asks for the password twice; with the code
 * HR handed over, for the employee ID and the code as well; without either, for the
 * company address to mail an invitation to.
 */
export function SetPasswordView({
  type,
  lastResult,
  constraints,
  invitation,
  withCode,
}: {
  type: LoginType;
  lastResult?: SubmissionResult<string[]>;
  constraints: { setPassword: FieldConstraints; redeemCode: FieldConstraints; requestInvitation: FieldConstraints };
  invitation: InvitationState;
  withCode: boolean;
}) {
  const base = `/login?type=${typeParam(type)}&view=set-password`;
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-bold">{portalName(type)}</h1>
      <h2 className="text-center text-lg font-semibold">Set up your password</h2>
      {invitation && invitation !== "invalid" ? (
        <InvitationPasswordForm lastResult={lastResult} constraint={constraints.setPassword} invitation={invitation} />
      ) : withCode ? (
        <CodePasswordForm lastResult={lastResult} constraint={constraints.redeemCode} />
      ) : (
        <>
          {invitation === "invalid" ? (
            <FormAlert title="Invalid Link" description="This invitation link is invalid or has expired. Please ask HR for a new one." />
          ) : null}
          <RequestInvitationForm lastResult={lastResult} constraint={constraints.requestInvitation} />
          <p className="text-center text-sm">
            <Link to={`${base}&with=code`} className="touch-link">
              Have a code from HR?
            </Link>
          </p>
        </>
      )}
      <p className="text-center text-sm">
        <Link to={`/login?type=${typeParam(type)}`} className="touch-link">
          Already have a password? Log in
        </Link>
      </p>
    </div>
  );
}

function InvitationPasswordForm({
  lastResult,
  constraint,
  invitation,
}: {
  lastResult?: SubmissionResult<string[]>;
  constraint: FieldConstraints;
  invitation: { token: string; firstName: string; email: string };
}) {
  const [form, fields] = useForm<{ invitation: string; password: string; confirmPassword: string }>({
    id: "set-password-form",
    lastResult,
    constraint,
  });
  const submitting = useSubmitting("set-password");
  const alert = useFailureAlert(form, "Registration Failed");
  return (
    <>
      <p className="text-sm text-stone-700">
        Welcome, {invitation.firstName}. Choose the password for <strong>{invitation.email}</strong>.
      </p>
      {alert ? <FormAlert {...alert} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="set-password" />
        <input type="hidden" name={fields.invitation.name} value={invitation.token} />
        <div>
          <label htmlFor="invitation-email" className="field-label">
            Company Email
          </label>
          <input
            id="invitation-email"
            type="email"
            readOnly
            value={invitation.email}
            autoComplete="username"
            className="field-input bg-stone-100"
          />
        </div>
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} submitting={submitting} />
      </Form>
    </>
  );
}

/** The first password twice and the submit button, as the spec's set-password mode has them. */
function NewPasswordFields({
  password,
  confirmPassword,
  submitting,
}: {
  password: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
  submitting: boolean;
}) {
  return (
    <>
      <PasswordField label="Password" meta={password} autoComplete="new-password" hint="Password must be at least 8 characters long" />
      <PasswordField label="Confirm Password" meta={confirmPassword} autoComplete="new-password" />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? "Setting Password..." : "Set Password"}
      </button>
    </>
  );
}

function CodePasswordForm({ lastResult, constraint }: { lastResult?: SubmissionResult<string[]>; constraint: FieldConstraints }) {
  const [form, fields] = useForm<{ employeeRef: string; code: string; password: string; confirmPassword: string }>({
    id: "redeem-code-form",
    lastResult,
    constraint,
  });
  const submitting = useSubmitting("redeem-code");
  const alert = useFailureAlert(form, "Registration Failed");
  return (
    <>
      <p className="text-sm text-stone-700">Enter your employee ID and the one-time code HR gave you, then choose your password.</p>
      {alert ? <FormAlert {...alert} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="redeem-code" />
        <Field label="Employee ID" meta={fields.employeeRef} autoComplete="off" placeholder="NCM-0001" />
        <Field label="One-time code" meta={fields.code} autoComplete="one-time-code" placeholder="ABCD-EFGH" />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} submitting={submitting} />
      </Form>
    </>
  );
}

function RequestInvitationForm({ lastResult, constraint }: { lastResult?: SubmissionResult<string[]>; constraint: FieldConstraints }) {
  const [form, fields] = useForm<{ email: string }>({ id: "request-invitation-form", lastResult, constraint });
  const submitting = useSubmitting("request-invitation");
  const alert = useFailureAlert(form, "Request Failed");
  return (
    <>
      <p className="text-sm text-stone-700">
        Your first password is set with an invitation from HR. Enter your company email and we will mail a link to the address HR has on
        file, or use the code HR gave you.
      </p>
      {alert ? <FormAlert {...alert} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="request-invitation" />
        <Field label="Company Email" meta={fields.email} type="email" autoComplete="username" />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Sending..." : "Send me a link"}
        </button>
      </Form>
    </>
  );
}
