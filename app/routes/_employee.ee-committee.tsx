import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { CommitteeNav } from "~/components/equity/committee-nav";
import { requireUser } from "~/auth.server";

/**
 * EE Committee (spec 1 tab ee-committee, spec 2 "Equity committee page"): the employment-equity
 * committee's workspace for every signed-in person; HR's buttons show for HR. Each section is a
 * child route with a URL of its own.
 */
export const handle: RouteHandle = { tab: "ee-committee" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return json(null);
}

export default function EeCommitteeTab() {
  return (
    <section className="space-y-4" aria-labelledby="ee-title">
      <div>
        <h2 id="ee-title" className="text-lg font-semibold">
          Employment Equity Committee
        </h2>
        <p className="text-sm text-stone-600">
          The committee helps the company meet the Affirmative Action (Employment) Act: raise a matter with it, and see who serves on it.
        </p>
      </div>
      <CommitteeNav />
      <Outlet />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "EE Committee | HR Portal" }];
