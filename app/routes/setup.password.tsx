import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasswordField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { pendingSetupStep, requireUser } from "~/auth.server";
import { useFailureAlert } from "~/utils/form-failure";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
import { handleInitialPassword, setupConstraints } from "./setup.server";

/**
 * "Set Up Your Security Password": a page that cannot be skipped (the blocking
 * dialog of the spec), shown to a signed-in user who has no password yet.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (user.passwordSet) throw redirect(pendingSetupStep(user) ?? "/");
  return json({ email: user.email, firstName: user.firstName, constraint: setupConstraints.password() });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  // Only the first password (see the loader); an existing one is never replaced here.
  if (user.passwordSet) throw redirect("/");
  return handleInitialPassword(request, user);
}

const FORM_ID = "initial-password";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { InitialPasswordSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/auth")]);
  return (formData: FormData) => parseWithZod(formData, { schema: InitialPasswordSchema });
}

export default function SetupPassword() {
  const { email, firstName, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const validation = useDeferredValidation(FORM_ID, loadValidation);
  const [form, fields] = useForm({ id: FORM_ID, lastResult, constraint, ...validation.options });
  const alert = useFailureAlert(form, "Error", "Error");
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <section role="dialog" aria-modal="true" aria-labelledby="setup-password-title" className="card w-full max-w-md space-y-4">
        <h1 id="setup-password-title" className="text-xl font-bold">
          Set Up Your Security Password
        </h1>
        <p className="text-sm text-stone-600">
          Welcome, {firstName}! Create a password for <strong>{email}</strong> to secure your account.
        </p>
        {alert ? <FormAlert {...alert} /> : null}
        <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
          <PasswordField label="New Password" meta={fields.newPassword} autoComplete="new-password" hint="At least 8 characters" />
          <PasswordField label="Confirm Password" meta={fields.confirmPassword} autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Setting Password..." : "Set Password"}
          </button>
        </Form>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Set Up Your Security Password | HR Portal" }];
