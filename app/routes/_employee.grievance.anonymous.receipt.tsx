import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireUser } from "~/auth.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { takeReceiptCode } from "./grievance-flow.server";

/**
 * After an anonymous grievance: its receipt code, shown this once (only its hash is
 * stored). Under an `anonymous` path: never recorded as a page visit.
 */
export const handle: RouteHandle = { tab: "grievance" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const { code, headers } = await takeReceiptCode(request);
  if (!code) throw redirect("/grievance", { headers });
  return json({ code }, { headers });
}

export default function GrievanceReceipt() {
  const { code } = useLoaderData<typeof loader>();
  return (
    <RouteDialog title={GRIEVANCE_MESSAGES.submitted} closeTo="/grievance">
      <div className="space-y-4" role="status">
        <p className="text-sm">{GRIEVANCE_MESSAGES.submittedAnonymousDescription}</p>
        <div className="rounded-md border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-center">
          <p className="text-xs font-medium tracking-wide text-stone-600 uppercase">Your receipt code</p>
          <p className="mt-1 font-mono text-lg font-semibold break-all" data-testid="receipt-code">
            {code}
          </p>
        </div>
        <p className="text-sm text-stone-700">
          Write it down now: it is shown only this once and cannot be recovered, because nothing links this grievance to you. Enter it on
          the status page, without signing in, to see its status and HR&apos;s replies.
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Link to="/grievance/anonymous/status" className="btn-secondary" reloadDocument>
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
