import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EmployeeFrame, HrFrame, type RouteHandle } from "~/components/dashboard/frame";
import { EmployeeDataMissing } from "~/components/dashboard/employee-data-missing";
import { EmployeeHome } from "~/components/dashboard/employee-home";
import { OverviewTab } from "~/components/dashboard/hr-overview";
import { LandingPage } from "~/components/landing-page";
import { ProfileTab } from "~/components/profile-tab";
import { getOptionalUser, pendingSetupStep } from "~/auth.server";
import { getEmployeeDashboard, getFrameUser, getHrOverviewPanel, getOwnProfile, readDashboardDate } from "~/services/dashboard.server";
import { getOverviewCounts } from "~/services/stats.server";
import { readNewsMinimised } from "~/utils/news-preference.server";

/**
 * "/" serves three audiences (spec 1): the landing page when signed out, the HR dashboard
 * (Overview tab) for hr, and the employee dashboard's home for everyone else: its cards,
 * then the default Profile tab. It draws the same frames as the `_employee` and `admin`
 * layouts, which cannot own "/" because it is also the public landing page.
 */
export const handle: RouteHandle = { frame: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return json({ view: "landing" as const });
  const step = pendingSetupStep(user);
  if (step) throw redirect(step);
  if (user.role === "hr") {
    const [frameUser, counts, panel] = await Promise.all([getFrameUser(user), getOverviewCounts(), getHrOverviewPanel()]);
    return json({ view: "hr" as const, user: frameUser, counts, panel });
  }
  const picked = readDashboardDate(new URL(request.url).searchParams);
  const [home, profile, frameUser, newsMinimised] = await Promise.all([
    getEmployeeDashboard(user, picked),
    getOwnProfile(user),
    getFrameUser(user),
    readNewsMinimised(request),
  ]);
  return json({
    view: "employee" as const,
    user: frameUser,
    home: { ...home, profilePicture: frameUser.profilePicture },
    profile,
    newsMinimised,
  });
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "landing") return <LandingPage />;
  if (data.view === "hr") {
    return (
      <HrFrame user={data.user} active="overview">
        <OverviewTab counts={data.counts} panel={data.panel} />
      </HrFrame>
    );
  }
  return (
    <EmployeeFrame user={data.user} active="profile">
      <div className="space-y-6">
        <EmployeeHome data={data.home} newsMinimised={data.newsMinimised} />
        {data.profile ? <ProfileTab profile={data.profile} /> : <EmployeeDataMissing />}
      </div>
    </EmployeeFrame>
  );
}

export const meta: MetaFunction = () => [
  { title: "HR Portal | Namib Copper Mining" },
  { name: "description", content: "HR and employee self-service portal of Namib Copper Mining, Namibia." },
];
