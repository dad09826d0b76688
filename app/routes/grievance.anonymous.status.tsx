import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { GrievanceCard } from "~/components/grievances/grievance-card";
import { FormAlert } from "~/components/ui/form-alert";
import { refusalHeaders, retryAfterHeaders, settle } from "~/errors.server";
import { GRIEVANCE_MESSAGES, ReceiptSchema } from "~/schemas/grievances";
import { grievanceByReceipt } from "~/services/grievances/employee.server";
import { limitRequest } from "~/request-limits.server";
import { readFormData } from "~/utils/form.server";

/**
 * An anonymous grievance's status page, without signing in: the receipt code is posted (so
 * it is never in a URL, a history or a log), counted against the source's limit, and
 * answers the status, the resolution and HR's public replies, never internal comments.
 * Under an `anonymous` path, so it is never recorded as a page visit; it ships no JavaScript.
 */
export const handle = { hydrate: false };

export const headers = retryAfterHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader() {
  return json({}, { headers: NO_STORE });
}

export async function action({ request }: ActionFunctionArgs) {
  const limited = await settle(() => limitRequest(request, "grievance-status"));
  if (!limited.ok) {
    return json(
      { error: limited.refusal.message, grievance: null },
      { status: 429, headers: { ...NO_STORE, ...refusalHeaders(limited.refusal) } },
    );
  }
  const parsed = ReceiptSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ error: GRIEVANCE_MESSAGES.receiptRequired, grievance: null }, { status: 400, headers: NO_STORE });
  const found = await settle(() => grievanceByReceipt(parsed.data.receiptCode));
  if (!found.ok) return json({ error: found.refusal.message, grievance: null }, { status: found.refusal.status, headers: NO_STORE });
  return json({ error: null, grievance: found.value }, { headers: NO_STORE });
}

export default function AnonymousGrievanceStatus() {
  const data = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Link to="/">← Back to HR Portal</Link>
      <h1 className="text-2xl font-bold">Anonymous grievance status</h1>
      <p className="text-sm text-stone-700">
        Enter the receipt code you were given when you submitted your grievance anonymously. You do not need to sign in.
      </p>
      <Form method="post" className="card space-y-3" autoComplete="off">
        {data?.error ? <FormAlert title={data.error} /> : null}
        <div>
          <label htmlFor="receiptCode" className="field-label">
            Receipt code
          </label>
          <input
            id="receiptCode"
            name="receiptCode"
            required
            maxLength={64}
            className="field-input font-mono"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="btn-primary">
          Check status
        </button>
      </Form>
      {data?.grievance ? <GrievanceCard grievance={data.grievance} headingLevel={2} /> : null}
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Anonymous Grievance Status | HR Portal" }];
