import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { getEnv } from "~/env.server";
import { listOutboxPage } from "~/services/mail.server";
import { readPageParam } from "~/utils/paging";

/** The portal's outbox: every mail it wrote, with its delivery state; the only mailbox when SMTP_URL is unset. */
export const handle: RouteHandle = { tab: "outbox" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { mails, window } = await listOutboxPage(readPageParam(new URL(request.url).searchParams));
  return json({ smtpConfigured: Boolean(getEnv().SMTP_URL), mails, window });
}

export default function Outbox() {
  const { smtpConfigured, mails, window } = useLoaderData<typeof loader>();
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
                  <span className="ml-2 text-sm text-stone-500">
                    to {mail.to} · {mail.status}
                    {mail.attempts ? ` · ${mail.attempts} attempt(s)` : ""}
                  </span>
                </summary>
                <pre className="mt-3 whitespace-pre-wrap break-words text-sm">{mail.text}</pre>
                {mail.lastError ? <p className="mt-2 text-sm text-red-700">Last error: {mail.lastError}</p> : null}
              </details>
            </li>
          ))}
        </ul>
        <Pager window={window} label="Outbox" />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Mail Outbox | HR Admin" }];
