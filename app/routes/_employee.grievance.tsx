import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { GrievanceCard } from "~/components/grievances/grievance-card";
import { GrievanceExplainer } from "~/components/grievances/grievance-explainer";
import { requireUser } from "~/auth.server";
import { grievanceTab } from "~/services/grievances/employee.server";

/**
 * Grievance tab (spec 1): the explainer, HR's contact, New Grievance (a dialog with
 * JavaScript, a page without: `_employee.grievance.new.tsx`), and the person's own named
 * grievances with their status and HR's public replies. Anonymous grievances are not
 * listed: nothing links them to anyone; their receipt code opens them.
 */
export const handle: RouteHandle = { tab: "grievance" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await grievanceTab(user), { headers: { "Cache-Control": "no-store" } });
}

export default function GrievanceTab() {
  const { grievances, contact } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="grievance-title">
        <h2 id="grievance-title" className="text-lg font-semibold">
          Grievances
        </h2>
        <GrievanceExplainer contact={contact} />
        <h3 className="font-semibold">My Grievances</h3>
        {grievances.length === 0 ? (
          <p className="text-sm text-stone-600">You have no named grievances.</p>
        ) : (
          <div className="space-y-3">
            {grievances.map((grievance) => (
              <GrievanceCard key={grievance.id} grievance={grievance} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Grievance | HR Portal" }];
