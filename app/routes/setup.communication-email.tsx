import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { pendingSetupStep, requireUser } from "~/auth.server";
import { CommunicationEmailSchema } from "~/schemas/auth";
import { setCommunicationEmail } from "~/services/account.server";
import { refusalAsFormReply } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { useFailureAlert } from "~/utils/form-failure";
import { readFormData } from "~/utils/form.server";

/** The blocking "Set Up Communication Email" step for an employee with a password but no communication email. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  const step = pendingSetupStep(user);
  if (step !== "/setup/communication-email") throw redirect(step ?? "/");
  return json({ firstName: user.firstName, loginEmail: user.email });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (!user.employee) throw redirect("/");
  const submission = parseWithZod(await readFormData(request), { schema: CommunicationEmailSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const employeeId = user.employee.id;
  return refusalAsFormReply(
    submission,
    async () => {
      await setCommunicationEmail(employeeId, submission.value.communicationEmail);
      return redirectWithToast("/", { title: "Communication Email Set", description: "HR notifications will be sent to this address." });
    },
    { unexpected: "Failed to set communication email. Please try again." },
  );
}

export default function SetupCommunicationEmail() {
  const { firstName, loginEmail } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "communication-email",
    lastResult,
    constraint: getZodConstraint(CommunicationEmailSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CommunicationEmailSchema }),
  });
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
        <Form method="post" {...getFormProps(form)} className="space-y-4">
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
