import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ActivityFilters, ActivityTabs } from "~/components/activity/activity-filters";
import { AnalyticsPanel, OverviewPanel, SourceError, SourceLoading } from "~/components/activity/activity-panels";
import { ActiveSessionsTable, PageVisitsTable, SessionsTable } from "~/components/activity/session-tables";
import type { RouteHandle } from "~/components/dashboard/frame";
import { Pager } from "~/components/ui/pager";
import { requireRole } from "~/auth.server";
import { ADMIN_POLL_MS } from "~/constants";
import { usePollingRevalidation } from "~/utils/use-polling-revalidation";
import { ACTIVITY_SOURCES } from "~/schemas/activity";
import { handleSessionControl, loadTab, readActivityUrl, resolveEmployeeText } from "./admin.activity.server";

/**
 * Activity monitor (spec 2): who signed in, what they opened, and session control. Tabs
 * and filters live in the URL; each tab loads only its own source.
 */
export const handle: RouteHandle = { tab: "activity-monitor" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { url, tab, filter, errors, page } = readActivityUrl(request);
  const { choices, text } = await resolveEmployeeText(url);
  const data = await loadTab(tab, filter, page);
  return json({ tab, filter, errors, choices, employeeText: text, now: new Date().toISOString(), ...data });
}

export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  return handleSessionControl(request, hr);
}

const TAB_SOURCE = { overview: "stats", sessions: "sessions", visits: "visits", analytics: "stats", control: "sessions" } as const;

function ForceLogoutAll({ total }: { total: number }) {
  const { search } = useLocation();
  const busy = useNavigation().state !== "idle";
  return (
    <details className="card">
      <summary className="btn-primary w-fit cursor-pointer bg-red-700 hover:bg-red-800">Force Logout All</summary>
      <Form method="post" className="mt-3 space-y-2 text-sm">
        <input type="hidden" name="back" value={search} />
        <p>{`This ends all ${total} active sessions, yours included: everyone has to log in again.`}</p>
        <button type="submit" name="intent" value="force-logout-all" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy}>
          Yes, log out everyone
        </button>
      </Form>
    </details>
  );
}

function TabContent() {
  const data = useLoaderData<typeof loader>();
  const { tab, now } = data;
  if ("stats" in data) {
    return data.stats.ok ? <OverviewPanel stats={data.stats.data} /> : <SourceError {...data.stats} />;
  }
  if ("sessions" in data) {
    if (!data.sessions.ok) return <SourceError {...data.sessions} />;
    return (
      <div className="space-y-3">
        <SessionsTable sessions={data.sessions.data.sessions} now={now} />
        <Pager window={data.sessions.data.window} label="Sessions" />
      </div>
    );
  }
  if ("visits" in data) {
    if (!data.visits.ok) return <SourceError {...data.visits} />;
    return (
      <div className="space-y-2">
        <p className="text-sm text-stone-600">The 50 most recent visits in this period.</p>
        <PageVisitsTable visits={data.visits.data} />
      </div>
    );
  }
  if ("breakdowns" in data) {
    return data.breakdowns.ok ? <AnalyticsPanel {...data.breakdowns.data} /> : <SourceError {...data.breakdowns} />;
  }
  if ("active" in data) {
    if (!data.active.ok) return <SourceError {...data.active} />;
    const { counts, sessions, window } = data.active.data;
    return (
      <div className="space-y-4">
        <dl className="grid grid-cols-3 gap-3" aria-label="Active session counts">
          {[
            ["Total", counts.total],
            ["HR Admins", counts.hrAdmins],
            ["Employees", counts.employees],
          ].map(([label, value]) => (
            <div key={label} className="card p-3">
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="text-2xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {counts.total > 0 ? <ForceLogoutAll total={counts.total} /> : null}
        <ActiveSessionsTable sessions={sessions} now={now} />
        <Pager window={window} label="Active sessions" />
      </div>
    );
  }
  return <p className="card">{`Nothing to show on ${tab}.`}</p>;
}

export default function ActivityMonitor() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  usePollingRevalidation(ADMIN_POLL_MS, data.tab === "control");
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === "/admin/activity";
  const nextTab = loadingHere ? (new URLSearchParams(navigation.location.search).get("tab") ?? "overview") : data.tab;
  const source = ACTIVITY_SOURCES[TAB_SOURCE[nextTab as keyof typeof TAB_SOURCE] ?? "stats"];
  return (
    <section className="space-y-4">
      <h2 className="text-lg font-semibold">Activity Monitor</h2>
      <ActivityFilters
        tab={data.tab}
        filter={data.filter}
        chosen={data.chosen}
        employeeText={data.employeeText}
        choices={data.choices}
        errors={data.errors}
      />
      <ActivityTabs tab={data.tab} filter={data.filter} />
      {loadingHere ? <SourceLoading source={source} /> : <TabContent />}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Activity Monitor | HR Portal" }];
