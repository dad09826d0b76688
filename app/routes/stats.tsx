import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeDashboard } from "~/components/employee-dashboard";
import { CompanyFiguresView } from "~/components/statistics-panels";
import { requireUser } from "~/auth.server";
import { getEmployeeDashboard } from "~/services/dashboard.server";
import { getCompanyFigures } from "~/services/stats.server";

/** The employees' Statistics tab: company figures only (docs/decisions.md, Statistics). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [{ profile: _profile, ...dashboard }, figures] = await Promise.all([getEmployeeDashboard(user), getCompanyFigures()]);
  return json({ ...dashboard, figures });
}

export default function StatsTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <EmployeeDashboard data={data} active="stats">
      <section aria-labelledby="company-statistics-title" className="space-y-4">
        <h2 id="company-statistics-title" className="text-lg font-semibold">Company Statistics</h2>
        <CompanyFiguresView figures={data.figures} />
      </section>
    </EmployeeDashboard>
  );
}

export const meta: MetaFunction = () => [{ title: "Statistics | HR Portal" }];
