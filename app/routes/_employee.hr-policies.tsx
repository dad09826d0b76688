import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireUser } from "~/auth.server";
import { getEnv } from "~/env.server";
import { formatFileSize } from "~/utils/file-size";
import { libraryFileHref } from "~/schemas/library-messages";
import { listCurrentPolicies } from "~/services/documents/hr-policies.server";
import { formatDateNa } from "~/utils/format";

/**
 * HR Documents & Policies (spec 1, HR Services): the policies in force today, grouped by
 * category, each with preview and download in a new tab; and where to ask HR. HR keeps
 * the list on its HR Documents tab.
 */
export const handle: RouteHandle = { tab: "hr-policies" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const env = getEnv();
  return json(
    { policies: await listCurrentPolicies(), contact: { email: env.HR_CONTACT_EMAIL, phone: env.HR_CONTACT_PHONE } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function HrPolicies() {
  const { policies, contact } = useLoaderData<typeof loader>();
  const groups = new Map<string, typeof policies>();
  for (const policy of policies) {
    const key = policy.category ?? "General";
    groups.set(key, [...(groups.get(key) ?? []), policy]);
  }
  return (
    <section className="space-y-4" aria-labelledby="hr-policies-title">
      <h2 id="hr-policies-title" className="text-lg font-semibold">
        HR Documents &amp; Policies
      </h2>
      <p className="text-sm text-stone-700">
        The company policies in force today. Read them before you need them: they say how leave, conduct, pay and safety work at the mine.
        Questions go to HR at{" "}
        <a className="underline" href={`mailto:${contact.email}`}>
          {contact.email}
        </a>{" "}
        or {contact.phone}. Public holidays are on the{" "}
        <Link className="underline" to="/public-holidays">
          public holidays page
        </Link>
        .
      </p>
      {policies.length === 0 ? (
        <p className="card text-sm text-stone-600">No policies are in force at the moment.</p>
      ) : (
        [...groups].map(([category, list]) => (
          <div key={category} className="space-y-2">
            <h3 className="font-semibold">{category}</h3>
            <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white" aria-label={`${category} policies`}>
              {list.map((policy) => (
                <li key={policy.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium">{policy.title}</p>
                    <p className="text-stone-600">
                      Version {policy.version}
                      {policy.effectiveDate ? ` · effective ${formatDateNa(policy.effectiveDate)}` : ""}
                      {policy.expiryDate ? ` · expires ${formatDateNa(policy.expiryDate)}` : ""} · {formatFileSize(policy.fileSize)}
                    </p>
                    {policy.description ? <p className="text-stone-600">{policy.description}</p> : null}
                  </div>
                  <div className="flex gap-2">
                    <a
                      className="btn-secondary px-3 py-1"
                      href={libraryFileHref("policies", policy.id, "preview")}
                      target="_blank"
                      rel="noopener"
                    >
                      Preview<span className="sr-only"> {policy.title}</span>
                    </a>
                    <a
                      className="btn-secondary px-3 py-1"
                      href={libraryFileHref("policies", policy.id, "download")}
                      target="_blank"
                      rel="noopener"
                    >
                      Download<span className="sr-only"> {policy.title}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "HR Documents & Policies | HR Portal" }];
