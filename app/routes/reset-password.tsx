import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/ui/field";
import { FormAlert, HoneypotField } from "~/components/ui/form-alert";
import { REDIRECT_AFTER_RESET_MS } from "~/constants";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
import { retryAfterHeaders } from "~/errors.server";
import { handleTokenReset, tokenResetPage } from "./reset-password.server";

/**
 * The emailed password reset link. Opening it changes nothing; the POST uses the
 * token once. The 3-second redirect is a meta refresh, so it works without JavaScript.
 * The field constraints come from the loader and the schema is fetched on first focus,
 * which keeps the page within 120 KB on slow links (docs/decisions.md, "Page weight").
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return json(await tokenResetPage(token), { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleTokenReset(request);
}

const FORM_ID = "token-reset";

async function loadTokenResetValidation() {
  const [{ parseWithZod }, { TokenResetSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/auth")]);
  return (formData: FormData) => parseWithZod(formData, { schema: TokenResetSchema });
}

const REQUIREMENTS = ["At least 8 characters", "One uppercase letter", "One lowercase letter", "One number", "One special character"];

function RedirectHome() {
  return <meta httpEquiv="refresh" content={`${REDIRECT_AFTER_RESET_MS / 1000};url=/`} />;
}

export default function ResetPassword() {
  const { token, live, invalidMessage, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const validation = useDeferredValidation(FORM_ID, loadTokenResetValidation);
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult: actionData?.result,
    constraint,
    ...validation.options,
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

  // A used, expired or unknown link says so at once, before anyone types a password twice.
  if (!live && !actionData) {
    return (
      <main id="main" className="flex min-h-screen items-center justify-center px-4">
        <div className="card max-w-md space-y-3">
          <FormAlert title="Invalid Link" description={invalidMessage} />
          <p className="text-sm">
            <Link to="/login?type=employee&view=forgot">Request a new password reset</Link> · <Link to="/login">Back to Login</Link>
          </p>
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
        <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
          <HoneypotField />
          <input type="hidden" name="token" value={token} />
          <PasswordField label="New Password" meta={fields.newPassword} autoComplete="new-password" />
          <PasswordField label="Confirm Password" meta={fields.confirmPassword} autoComplete="new-password" />
          <div className="rounded-md bg-stone-100 p-3 text-xs text-stone-700">
            <p className="font-semibold">Password requirements</p>
            <ul className="list-disc pl-5">
              {REQUIREMENTS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Resetting..." : "Reset Password"}
          </button>
        </Form>
        <p className="text-center text-sm">
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    </main>
  );
}

export const headers = retryAfterHeaders;

export const meta: MetaFunction = () => [{ title: "Reset Password | HR Portal" }];
