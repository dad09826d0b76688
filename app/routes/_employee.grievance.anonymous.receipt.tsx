import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CopyButton } from "~/components/ui/copy-button";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { getEnv } from "~/env.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { takeReceiptCode } from "./grievance-flow.server";

/**
 * After an anonymous grievance: its receipt code, shown this once (only its hash is
 * stored), beside the address of the status page that reads it without signing in, each
 * with a copy button (issue 25). Under an `anonymous` path: never recorded as a page visit.
 */
export const handle: RouteHandle = { tab: "grievance" };

const STATUS_PATH = "/grievance/anonymous/status";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { code, headers } = await takeReceiptCode(request);
  if (!code) throw redirect("/grievance", { headers });
  return json({ code, statusUrl: `${getEnv().PUBLIC_URL}${STATUS_PATH}` }, { headers });
}

export default function GrievanceReceipt() {
  const { code, statusUrl } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title={GRIEVANCE_MESSAGES.submitted} closeTo="/grievance">
      <div className="space-y-4" role="status">
        <p className="text-sm">{GRIEVANCE_MESSAGES.submittedAnonymousDescription}</p>
        <dl className="space-y-3 rounded-md border-2 border-dashed border-amber-400 bg-amber-50 p-4">
          <div>
            <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">Your receipt code</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono text-lg font-semibold break-all" data-testid="receipt-code">
                {code}
              </span>
              <CopyButton text={code} label="Copy" name="receipt code" />
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">Status page (no sign-in needed)</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-mono text-sm break-all" data-testid="status-address">
                {statusUrl}
              </span>
              <CopyButton text={statusUrl} label="Copy" name="status page address" />
            </dd>
          </div>
        </dl>
        <p className="text-sm text-stone-700">
          Write both down now: the code is shown only this once and cannot be recovered, because nothing links this grievance to you. Enter
          it on the status page, without signing in, to see its status and HR&apos;s replies. The landing page and the login page link to
          the status page too.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={STATUS_PATH} className="btn-secondary" reloadDocument>
            Open the status page
          </Link>
          <Link to="/grievance" className="btn-primary">
            Done
          </Link>
        </div>
      </div>
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Grievance Submitted | HR Portal" }];
