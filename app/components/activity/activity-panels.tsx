import type { ActivityStats } from "~/services/activity/monitor.server";
import { StatCards, StatPanel } from "~/components/statistics-panels";
import { pageNameFor } from "~/components/dashboard/page-names";
import { formatActivityDuration } from "~/utils/activity";
import { toStatRows } from "~/utils/stats";

/** The activity monitor's summaries: Overview and Analytics (spec 2, Activity monitor). */

/** Spec 2: "Panel Error Loading Activity Data with the per-source message". */
export function SourceError({ source, reference }: { source: string; reference: string }) {
  return (
    <div role="alert" className="card border-red-200 bg-red-50 text-red-800">
      <p className="font-semibold">Error Loading Activity Data</p>
      <p className="text-sm">{`Failed to load ${source}. Please try again.`}</p>
      <p className="mt-1 text-xs text-red-700">{`Reference ${reference}`}</p>
    </div>
  );
}

/** While a tab's data loads (JavaScript only): one panel per source that is on its way. */
export function SourceLoading({ source }: { source: string }) {
  return (
    <div role="status" className="card animate-pulse text-sm text-stone-500">
      {`Loading ${source}...`}
    </div>
  );
}

export function OverviewPanel({ stats }: { stats: ActivityStats }) {
  return (
    <div className="space-y-4">
      <StatCards
        label="Activity figures"
        cards={[
          { label: "Total Sessions", value: stats.totalSessions },
          { label: "Active Sessions", value: stats.activeSessions },
          { label: "Unique Users", value: stats.uniqueUsers },
        ]}
      />
      <section className="card" aria-labelledby="top-pages-heading">
        <h3 id="top-pages-heading" className="mb-3 font-semibold">
          Top Pages
        </h3>
        {stats.topPages.length === 0 ? (
          <p className="text-sm text-stone-500">No page visits in this period</p>
        ) : (
          <ol className="divide-y divide-stone-100">
            {stats.topPages.map((page) => (
              <li key={page.pagePath} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium">{pageNameFor(page.pagePath)}</span>{" "}
                  <span className="break-all text-xs text-stone-500">{page.pagePath}</span>
                </span>
                <span className="text-stone-600">
                  {`${page.visitCount} visits`} · {`avg ${formatActivityDuration(page.avgTimeSpent)}`}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function AnalyticsPanel({ browsers, departments }: { browsers: [string, number][]; departments: [string, number][] }) {
  const total = browsers.reduce((sum, [, count]) => sum + count, 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <StatPanel id="browsers" title="Browser Usage" rows={toStatRows(browsers, total)} />
      <StatPanel id="departments" title="Department Activity" rows={toStatRows(departments, total)} />
    </div>
  );
}
