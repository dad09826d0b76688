import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireRole } from "~/auth.server";
import { getEnv } from "~/env.server";
import { listOutbox } from "~/services/mail.server";

/** The portal's outbox: every mail it wrote, with its delivery state; the only mailbox when SMTP_URL is unset. */
export const handle: RouteHandle = { tab: "outbox" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ smtpConfigured: Boolean(getEnv().SMTP_URL), mails: await listOutbox({ limit: 100 }) });
}

export default function Outbox() {
  const { smtpConfigured, mails } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">Mail Outbox</h2>
        <p className="text-sm text-stone-600">
          {smtpConfigured
            ? "Mail is delivered through the configured SMTP server; failed deliveries are retried automatically."
            : "No SMTP server is configured (SMTP_URL), so mail is kept here. Open a message to read it and follow its links."}
        </p>
        {mails.length === 0 ? <p className="card text-stone-600">No mail yet</p> : null}
        <ul className="space-y-3">
          {mails.map((mail) => (
            <li key={mail.id} className="card">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-medium">{mail.subject}</span>
                  <span className="ml-2 text-sm text-stone-500">to {mail.to} · {mail.status}{mail.attempts ? ` · ${mail.attempts} attempt(s)` : ""}</span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{mail.text}</pre>
                {mail.lastError ? <p className="mt-2 text-sm text-red-700">Last error: {mail.lastError}</p> : null}
              </details>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Mail Outbox | HR Admin" }];
