import { regionLabel } from "~/constants";
import type { CompanyFigures, EmployeeStatistics } from "~/services/stats.server";
import { toStatRows, type StatRow } from "~/utils/stats";

/** The statistics dashboard's pieces: cards and panels of rows with a CSS bar each (no chart library). */

export function StatCards({ cards, label = "Figures" }: { cards: { label: string; value: number }[]; label?: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="card">
          <p className="text-sm text-stone-500">{card.label}</p>
          <p className="mt-1 text-3xl font-semibold">{card.value}</p>
        </div>
      ))}
    </section>
  );
}

export function StatPanel({ id, title, rows }: { id: string; title: string; rows: StatRow[] }) {
  const headingId = `stat-panel-${id}`;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-semibold">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-stone-500">No data</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((row) => (
            <li key={row.label}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium text-stone-800">{row.label}</span>
                <span className="whitespace-nowrap text-stone-600" data-count={row.count}>
                  {row.count} <span className="text-stone-600">({row.percent}%)</span>
                </span>
              </div>
              <div className="mt-1 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div className="h-full rounded-full bg-copper-500" style={{ width: `${Math.min(row.percent, 100)}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function mapRows(map: Record<string, number>, active: number, label: (name: string) => string = (name) => name) {
  return toStatRows(
    Object.entries(map).map(([name, count]) => [label(name), count]),
    active,
  );
}

function NoStatistics() {
  return (
    <div className="card text-center text-stone-500">
      <p>No statistics available</p>
    </div>
  );
}

/** The HR statistics dashboard (spec 2, Statistics dashboard). */
export function StatisticsDashboard({ stats }: { stats: EmployeeStatistics }) {
  if (stats.totalEmployees === 0) return <NoStatistics />;
  const active = stats.activeEmployees;
  const gender: [string, number][] = [
    ["Male", stats.genderBreakdown.male],
    ["Female", stats.genderBreakdown.female],
  ];
  if (stats.genderBreakdown.other > 0) gender.push(["Other", stats.genderBreakdown.other]);
  return (
    <div className="space-y-6">
      <StatCards
        cards={[
          { label: "Total", value: stats.totalEmployees },
          { label: "Active", value: stats.activeEmployees },
          { label: "Pending", value: stats.pendingReviews },
          { label: "Events", value: stats.upcomingEvents },
        ]}
      />
      <p className="text-sm text-stone-500">Breakdowns count active employees; percentages are of the {active} active employees.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <StatPanel id="gender" title="Gender Distribution" rows={toStatRows(gender, active)} />
        <StatPanel
          id="contract"
          title="Contract Types"
          rows={toStatRows(
            [
              ["Permanent", stats.contractTypeBreakdown.permanent],
              ["Probation", stats.contractTypeBreakdown.probation],
              ["Fixed-term", stats.contractTypeBreakdown.fixedTerm],
            ],
            active,
          )}
        />
        <StatPanel
          id="driver"
          title="Driver Status"
          rows={toStatRows(
            [
              ["Drivers", stats.driverStatusBreakdown.drivers],
              ["Non-Drivers", stats.driverStatusBreakdown.nonDrivers],
            ],
            active,
          )}
        />
        <StatPanel
          id="leave"
          title="Leave Status"
          rows={toStatRows(
            [
              ["On Leave", stats.leaveStatusBreakdown.onLeave],
              ["Available", stats.leaveStatusBreakdown.available],
            ],
            active,
          )}
        />
        <StatPanel id="department" title="By Department" rows={mapRows(stats.departmentBreakdown, active)} />
        <StatPanel id="region" title="By Region" rows={mapRows(stats.regionBreakdown, active, regionLabel)} />
        <StatPanel id="ethnic" title="By Ethnic Group" rows={mapRows(stats.ethnicBreakdown, active)} />
      </div>
    </div>
  );
}

/** The employees' Statistics tab: company figures that reveal nothing personal. */
export function CompanyFiguresView({ figures }: { figures: CompanyFigures }) {
  if (figures.totalEmployees === 0) return <NoStatistics />;
  const active = figures.activeEmployees;
  return (
    <div className="space-y-6">
      <StatCards
        cards={[
          { label: "Total Employees", value: figures.totalEmployees },
          { label: "Active Employees", value: figures.activeEmployees },
        ]}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <StatPanel id="department" title="By Department" rows={mapRows(figures.departmentBreakdown, active)} />
        <StatPanel id="region" title="By Region" rows={mapRows(figures.regionBreakdown, active, regionLabel)} />
      </div>
    </div>
  );
}
