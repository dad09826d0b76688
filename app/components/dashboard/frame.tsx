import { Link, useLocation, useMatches, useRouteError, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import type { ReactNode } from "react";
import { AppHeader, type HeaderUser } from "~/components/app-header";
import { ErrorPage, errorStatus } from "~/components/error-page";
import { EMPLOYEE_TABS, HR_TABS, tabGroupsFor } from "~/components/dashboard/tabs";
import { LiveUpdateToast, useLiveUpdates } from "~/components/live-updates";
import { TabNav, useRememberedTab } from "~/components/tab-nav";
import { Toast, useOneTimeToast, type ToastProps } from "~/components/ui/toast";

/**
 * A dashboard frame's data (the header's name and role) changes only through a form
 * post, never by moving between tabs: a tab switch reloads the tab's loader alone. Each
 * tab's loader still establishes the user itself, so an ended session is caught there.
 * (Here rather than in a module of its own: every tab would fetch that one too.)
 */
export const revalidateFrameAfterSubmissions: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

/** What a route module may declare in `handle` for the frames and the document. */
export interface RouteHandle {
  /** The dashboard tab this route belongs to (a child of `_employee` or `admin`). */
  tab?: string;
  /** The route draws its own header (the dashboard frames and `/`). */
  frame?: boolean;
  /** Ship no JavaScript at all (pages that need none). */
  hydrate?: boolean;
  hideHeader?: boolean;
}

/** The deepest route's tab: the one the navigation marks as current. */
export function useActiveTab(fallback: string) {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const tab = (matches[index].handle as RouteHandle | undefined)?.tab;
    if (tab) return tab;
  }
  return fallback;
}

interface RootData {
  user: HeaderUser | null;
  toast: ToastProps | null;
}

/** The signed-in user as the root loader read it; null when signed out. */
export function useRootUser() {
  return (useRouteLoaderData("root") as RootData | undefined)?.user ?? null;
}

/**
 * The one-time toast the root loader read, shown under the frame's header; or one a page
 * navigated here with (`navigate(to, {state: {toast}})`) after work done by fetch calls,
 * which set no session toast (HR's upload of several files, one call each).
 */
function FrameToast() {
  const navigated = (useLocation().state as { toast?: ToastProps } | null)?.toast;
  const loaded = useOneTimeToast((useRouteLoaderData("root") as RootData | undefined)?.toast);
  const toast = navigated ?? loaded;
  return toast ? <Toast toast={toast} /> : null;
}

/**
 * The employee dashboard's frame: header, the employee tabs and the tab's content. On a
 * phone the tabs fold into one "Menu" line, so the tab's own content comes first.
 */
export function EmployeeFrame({ user, children, active }: { user: HeaderUser; children: ReactNode; active?: string }) {
  const current = useActiveTab(active ?? "profile");
  useRememberedTab("employee-dashboard-tab", current, "/", EMPLOYEE_TABS);
  const liveToast = useLiveUpdates();
  return (
    <>
      <AppHeader user={user} />
      <FrameToast />
      <LiveUpdateToast toast={liveToast} />
      <main id="main" className="mx-auto max-w-7xl space-y-5 px-4 py-4 md:py-6">
        <h1 className="sr-only">My Dashboard</h1>
        <TabNav groups={tabGroupsFor(EMPLOYEE_TABS, user.role)} active={current} label="Employee dashboard" />
        <div>{children}</div>
      </main>
    </>
  );
}

/** The HR dashboard's frame: header, title, the HR tabs and the tab's content. */
export function HrFrame({ user, children, active }: { user: HeaderUser; children: ReactNode; active?: string }) {
  const current = useActiveTab(active ?? "overview");
  useRememberedTab("hr-dashboard-tab", current, "/", HR_TABS);
  const liveToast = useLiveUpdates();
  return (
    <>
      <AppHeader user={user} />
      <FrameToast />
      <LiveUpdateToast toast={liveToast} />
      <main id="main" className="mx-auto max-w-7xl space-y-5 px-4 py-4 md:py-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">HR Dashboard</h1>
          <Link to="/profile" className="btn-secondary">
            My Self-Service
          </Link>
        </div>
        <TabNav groups={tabGroupsFor(HR_TABS, user.role)} active={current} label="HR dashboard" />
        <div>{children}</div>
      </main>
    </>
  );
}

/**
 * The error page inside a dashboard frame: header, logout and tabs stay, and the page
 * says what went wrong (403, 404 with what was not found, 500 with a reference). An
 * employee who opens an HR page sees it inside their own frame, never the HR tabs.
 */
export function FrameErrorBoundary({ frame }: { frame: "employee" | "hr" }) {
  const error = useRouteError();
  const user = useRootUser();
  const details = errorStatus(error);
  if (!user) return <ErrorPage {...details} />;
  const page = <ErrorPage {...details} inFrame />;
  return frame === "hr" && user.role === "hr" ? <HrFrame user={user}>{page}</HrFrame> : <EmployeeFrame user={user}>{page}</EmployeeFrame>;
}
