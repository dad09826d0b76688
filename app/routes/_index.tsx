import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeDashboard, EmployeeDataMissing } from "~/components/employee-dashboard";
import { HrDashboard, OverviewTab } from "~/components/hr-dashboard";
import { LandingPage } from "~/components/landing-page";
import { ProfileTab } from "~/components/profile-tab";
import { getOptionalUser, pendingSetupStep } from "~/auth.server";
import { getEmployeeDashboard } from "~/services/dashboard.server";
import { getOverviewCounts } from "~/services/stats.server";

/** "/" is the landing page when signed out, the HR dashboard for hr, the employee dashboard otherwise. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return json({ view: "landing" as const });
  const step = pendingSetupStep(user);
  if (step) throw redirect(step);
  if (user.role === "hr") {
    return json({ view: "hr" as const, counts: await getOverviewCounts() });
  }
  const dashboard = await getEmployeeDashboard(user);
  return json({ view: "employee" as const, ...dashboard });
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "landing") return <LandingPage />;
  if (data.view === "hr") {
    return (
      <HrDashboard active="overview">
        <OverviewTab counts={data.counts} />
      </HrDashboard>
    );
  }
  return (
    <EmployeeDashboard data={data} active="profile">
      {data.profile ? <ProfileTab profile={data.profile} /> : <EmployeeDataMissing />}
    </EmployeeDashboard>
  );
}

export const meta: MetaFunction = () => [
  { title: "HR Portal | Namib Copper Mining" },
  { name: "description", content: "HR and employee self-service portal of Namib Copper Mining, Namibia." },
];
