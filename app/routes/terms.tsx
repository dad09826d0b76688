import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TermsForm, type LoginTypeParam } from "~/components/terms-of-use";
import { getOptionalUser } from "~/auth.server";
import { parseTermsForm } from "./terms-form.server";
import { checkHoneypot } from "~/utils/honeypot.server";
import { readFormData } from "~/utils/form.server";

/** The Terms of Use as a page: what the landing dialog is when JavaScript is off. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getOptionalUser(request)) throw redirect("/");
  const type = new URL(request.url).searchParams.get("type");
  return json({ type: (type === "admin" ? "admin" : "employee") as LoginTypeParam });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  checkHoneypot(formData);
  const parsed = parseTermsForm(formData);
  if (!parsed.ok) {
    const type: LoginTypeParam = formData.get("type") === "admin" ? "admin" : "employee";
    return json({ type, error: parsed.error }, { status: 400 });
  }
  return redirect(`/login?type=${parsed.type}`);
}

export default function TermsPage() {
  const { type } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <div className="card">
        <h1 className="mb-4 text-2xl font-bold">Terms of Use</h1>
        <TermsForm type={actionData?.type ?? type} error={actionData?.error} />
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Terms of Use | HR Portal" }];
