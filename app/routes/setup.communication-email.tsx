import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { pendingSetupStep, requireUser } from "~/auth.server";
import { useFailureAlert } from "~/utils/form-failure";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
import { handleCommunicationEmail, setupConstraints } from "./setup.server";

/** The blocking "Set Up Communication Email" step for an employee with a password but no communication email. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  const step = pendingSetupStep(user);
  if (step !== "/setup/communication-email") throw redirect(step ?? "/");
  return json({ firstName: user.firstName, loginEmail: user.email, constraint: setupConstraints.communicationEmail() });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  return handleCommunicationEmail(request, user);
}

const FORM_ID = "communication-email";

/** The schema and Conform's Zod adapter, fetched when the field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { CommunicationEmailSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/auth")]);
  return (formData: FormData) => parseWithZod(formData, { schema: CommunicationEmailSchema });
}

export default function SetupCommunicationEmail() {
  const { firstName, loginEmail, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const validation = useDeferredValidation(FORM_ID, loadValidation);
  const [form, fields] = useForm({ id: FORM_ID, lastResult, constraint, ...validation.options });
  const alert = useFailureAlert(form, "Error", "Invalid Email");
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 py-10">
      <section role="dialog" aria-modal="true" aria-labelledby="comm-email-title" className="card w-full max-w-md space-y-4">
        <h1 id="comm-email-title" className="text-xl font-bold">
          Set Up Communication Email
        </h1>
        <p className="text-sm text-stone-600">
          Hello {firstName}. Your login email ({loginEmail}) is for signing in only. Please give the address where HR should send you
          notifications.
        </p>
        {alert ? <FormAlert {...alert} /> : null}
        <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
          <Field label="Communication Email" meta={fields.communicationEmail} type="email" autoComplete="email" />
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Saving..." : "Save Communication Email"}
          </button>
        </Form>
      </section>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Set Up Communication Email | HR Portal" }];
