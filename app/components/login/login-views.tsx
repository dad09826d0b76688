import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, PasswordField, TextareaField } from "~/components/ui/field";
import { FormAlert, HoneypotField } from "~/components/ui/form-alert";
import { useFailureAlert } from "~/utils/form-failure";

export type LoginType = "employee" | "hr";

export function typeParam(type: LoginType) {
  return type === "hr" ? "admin" : "employee";
}

export function portalName(type: LoginType) {
  return type === "hr" ? "HR Admin Portal" : "Employee Portal";
}

/** Whether the form posting this intent is being submitted (its button says so). */
export function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function AccessNotice() {
  return (
    <div className="rounded-md border border-amber-200 bg-amber-50 p-3 text-xs text-amber-900">
      <p className="font-semibold">Terms of use</p>
      <p>
        Access is for authorised employees and partners only. By logging in you acknowledge that you are authorised and agree to use the
        portal responsibly. All activity is logged and monitored, and misuse may lead to disciplinary action.
      </p>
    </div>
  );
}

export function IntroView() {
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-bold">HR Portal</h1>
      <AccessNotice />
      <Link to="/login?view=choose" className="btn-primary w-full">
        Email &amp; Password Login
      </Link>
    </div>
  );
}

export function ChooseTypeView() {
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-bold">Choose your login type</h1>
      <div className="grid gap-3 sm:grid-cols-2">
        <Link to="/login?type=employee" className="btn-secondary py-4">
          Employee
        </Link>
        <Link to="/login?type=admin" className="btn-secondary py-4">
          HR Admin
        </Link>
      </div>
    </div>
  );
}

/**
 * The login screen validates on the server only (the same Zod schemas, through the
 * action): its page must stay under 120 KB on slow links, and the validation library
 * would push it over. Constraints (required fields) come from the loader.
 */
export type FieldConstraints = Record<string, { required?: boolean; minLength?: number; maxLength?: number; pattern?: string }>;

export function LoginFormView({
  type,
  lastResult,
  redirectTo,
  expired,
  constraint,
  deviceLinkFor,
}: {
  type: LoginType;
  constraint: FieldConstraints;
  lastResult?: SubmissionResult<string[]>;
  redirectTo?: string;
  expired?: boolean;
  /** The network's sign-in limit is used up: offer a device link for this address (issue 26). */
  deviceLinkFor?: string;
}) {
  const [form, fields] = useForm<{ email: string; password: string; redirectTo?: string }>({
    id: "login-form",
    lastResult,
    constraint,
  });
  const submitting = useSubmitting("login");
  const alert = useFailureAlert(form, "Login Failed");
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-bold">{portalName(type)}</h1>
      {expired ? (
        <p role="status" className="rounded-md bg-stone-100 p-3 text-sm">
          Your session expired after {SESSION_IDLE_TIMEOUT_MS / 60_000} minutes without activity. Please log in again.
        </p>
      ) : null}
      <AccessNotice />
      {alert ? <FormAlert {...alert} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="login" />
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <Field
          label="Company Email"
          meta={fields.email}
          type="email"
          autoComplete="username"
          placeholder={type === "hr" ? "hr.name@namibcopper.com.na" : "firstname.lastname@namibcopper.com.na"}
        />
        <PasswordField label="Password" meta={fields.password} />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Logging in..." : `Login to ${portalName(type)}`}
        </button>
      </Form>
      {deviceLinkFor ? <DeviceLinkOffer email={deviceLinkFor} /> : null}
      <div className="flex flex-col items-center gap-2 text-sm">
        <Link to={`/login?type=${typeParam(type)}&view=set-password`} className="touch-link">
          Set up your password (first time)
        </Link>
        <Link to={`/login?type=${typeParam(type)}&view=forgot`} className="touch-link">
          Forgot your password?
        </Link>
        <Link to="/login?view=choose" className="touch-link text-stone-600">
          Change Login Type
        </Link>
      </div>
    </div>
  );
}

/**
 * The way in for a new device when its network's sign-in limit is used up: a one-time link
 * mailed to the account's address makes this browser a known device (docs/decisions.md,
 * "A mine site behind one address").
 */
function DeviceLinkOffer({ email }: { email: string }) {
  const submitting = useSubmitting("device-link");
  return (
    <Form method="post" className="space-y-2 rounded-md border border-stone-300 bg-stone-50 p-3 text-sm">
      <input type="hidden" name="intent" value="device-link" />
      <input type="hidden" name="email" value={email} />
      <p>
        We can email <strong>{email}</strong> a one-time link that lets this device sign in. Open it here, then sign in with your password.
      </p>
      <button type="submit" className="btn-secondary w-full" disabled={submitting}>
        {submitting ? "Sending..." : "Email me a link for this device"}
      </button>
    </Form>
  );
}

export function ForgotPasswordView({
  type,
  lastResult,
  constraint,
}: {
  type: LoginType;
  lastResult?: SubmissionResult<string[]>;
  constraint: FieldConstraints;
}) {
  const [form, fields] = useForm<{ email: string; reason?: string }>({
    id: "forgot-form",
    lastResult,
    constraint,
  });
  const submitting = useSubmitting("forgot");
  const alert = useFailureAlert(form, "Request Failed");
  return (
    <div className="space-y-5">
      <h1 className="text-center text-2xl font-bold">Password Reset Request</h1>
      <p className="rounded-md bg-stone-100 p-3 text-xs text-stone-700">
        Password reset requests are processed only for authorised employees and partners, and are reviewed by HR before approval.
      </p>
      {alert ? <FormAlert {...alert} /> : null}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <HoneypotField />
        <input type="hidden" name="intent" value="forgot" />
        <Field label="Company Email" meta={fields.email} type="email" autoComplete="username" />
        <TextareaField label="Reason (optional)" meta={fields.reason} rows={3} placeholder="Employee forgot password" />
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Submitting Request..." : "Request Password Reset"}
        </button>
      </Form>
      <p className="text-center text-sm">
        <Link to={`/login?type=${typeParam(type)}`} className="touch-link">
          Back to Login
        </Link>
      </p>
    </div>
  );
}
