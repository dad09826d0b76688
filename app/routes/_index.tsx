import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { LandingPage } from "~/components/landing-page";
import { getOptionalUser, pendingSetupStep } from "~/auth.server";
import { lazyModulePreloads } from "~/lazy-modules.server";
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

/**
 * The two dashboards are modules of their own, loaded for their audience only: the landing
 * page, the portal's first cold page, does not carry them (issue 25). The document preloads
 * the one it shows (its chunks come from the loader, see `meta`), and the browser starts it as
 * soon as this module runs, so hydration does not wait a round trip for it.
 */
const loadEmployeeView = () => import("~/components/dashboard/employee-index-view");
const loadHrView = () => import("~/components/dashboard/hr-index-view");
const EmployeeIndexView = lazy(loadEmployeeView);
const HrIndexView = lazy(loadHrView);
if (typeof document !== "undefined") {
  const context = (window as { __remixContext?: { state?: { loaderData?: Record<string, { view?: string } | undefined> } } })
    .__remixContext;
  const view = context?.state?.loaderData?.["routes/_index"]?.view;
  if (view === "employee") void loadEmployeeView();
  if (view === "hr") void loadHrView();
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return json({ view: "landing" as const });
  const step = pendingSetupStep(user);
  if (step) throw redirect(step);
  if (user.role === "hr") {
    const [frameUser, counts, panel] = await Promise.all([getFrameUser(user), getOverviewCounts(), getHrOverviewPanel()]);
    return json({ view: "hr" as const, user: frameUser, counts, panel, preload: lazyModulePreloads("hr-index-view") });
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
    preload: lazyModulePreloads("employee-index-view"),
  });
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  if (data.view === "landing") return <LandingPage />;
  // Hydration keeps the server's HTML while the view's module arrives (it is preloaded).
  return (
    <Suspense fallback={null}>
      {data.view === "hr" ? (
        <HrIndexView user={data.user} counts={data.counts} panel={data.panel} />
      ) : (
        <EmployeeIndexView user={data.user} home={data.home} profile={data.profile} newsMinimised={data.newsMinimised} />
      )}
    </Suspense>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "HR Portal | Namib Copper Mining" },
  { name: "description", content: "HR and employee self-service portal of Namib Copper Mining, Namibia." },
  ...(data && "preload" in data ? data.preload.map((href) => ({ tagName: "link", rel: "modulepreload", href })) : []),
];
