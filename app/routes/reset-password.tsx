import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/ui/field";
import { FormAlert, HoneypotField } from "~/components/ui/form-alert";
import { REDIRECT_AFTER_RESET_MS } from "~/constants";
import { TokenResetSchema } from "~/schemas/auth";
import { resetPasswordWithToken } from "~/services/account.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readFormData } from "~/utils/form.server";

/**
 * The emailed password reset link. Opening it changes nothing; the POST uses the
 * token once. The 3-second redirect is a meta refresh, so it works without JavaScript.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return json({ token });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const submission = parseWithZod(formData, { schema: TokenResetSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }), done: false }, { status: 400 });
  }
  const outcome = await resetPasswordWithToken(request, submission.value.token, submission.value.newPassword);
  if (!outcome.ok) {
    return json({ result: submission.reply({ formErrors: [outcome.message], hideFields: ["newPassword", "confirmPassword"] }), done: false }, { status: outcome.status });
  }
  return json({ result: submission.reply({ resetForm: true }), done: true });
}

const REQUIREMENTS = [
  "At least 8 characters",
  "One uppercase letter",
  "One lowercase letter",
  "One number",
  "One special character",
];

function RedirectHome() {
  return <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_RESET_MS / 1000};url=/`} />;
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "token-reset",
    lastResult: actionData?.result,
    constraint: getZodConstraint(TokenResetSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TokenResetSchema }),
  });

  if (!token) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center px-4">
        <RedirectHome />
        <div className="card max-w-md">
          <FormAlert title="Invalid Link" description="This password reset link is invalid. Please request a new one." />
          <p className="mt-3 text-sm text-stone-600">Taking you to the HR Portal in 3 seconds.</p>
        </div>
      </main>
    );
  }

  if (actionData?.done) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center px-4">
        <RedirectHome />
        <div role="status" className="card max-w-md text-center">
          <h1 className="text-2xl font-bold">Password Reset Successful</h1>
          <p className="mt-2 text-stone-600">You can now log in with your new password. Taking you to the HR Portal in 3 seconds.</p>
        </div>
      </main>
    );
  }

  const formError = actionData?.result.error?.[""]?.[0];
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-10">
      <div className="card w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold">Reset Your Password</h1>
        {formError ? <FormAlert title="Reset Failed" description={formError} /> : null}
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <HoneypotField />
          <input type="hidden" name="token" value={token} />
          <PasswordField label="New Password" meta={fields.newPassword} autoComplete="new-password" />
          <PasswordField label="Confirm Password" meta={fields.confirmPassword} autoComplete="new-password" />
          <div className="rounded-md bg-stone-100 p-3 text-xs text-stone-700">
            <p className="font-semibold">Password requirements</p>
            <ul className="list-disc pl-5">
              {REQUIREMENTS.map((item) => <li key={item}>{item}</li>)}
            </ul>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Resetting..." : "Reset Password"}
          </button>
        </Form>
        <p className="text-center text-sm"><Link to="/login">Back to Login</Link></p>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Reset Password | HR Portal" }];
