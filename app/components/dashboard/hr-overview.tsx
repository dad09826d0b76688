import { Link } from "@remix-run/react";
import { StatCards } from "~/components/statistics-panels";
import type { HrOverviewPanel } from "~/services/dashboard.server";
import type { OverviewCounts } from "~/services/stats.server";
import { formatDateNa, formatDateShort, formatMonthDay } from "~/utils/format";

function Figure({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex items-center justify-between gap-3 rounded-md border border-stone-200 px-3 py-2 no-underline hover:bg-stone-50"
      >
        <span className="text-sm text-stone-700">{label}</span>
        <span className="text-xl font-semibold text-stone-900">{value}</span>
      </Link>
    </li>
  );
}

/** The extra panel of the Overview (issue 13): what needs HR's attention first thing. */
function TodayPanel({ panel }: { panel: HrOverviewPanel }) {
  return (
    <section className="card space-y-4" aria-labelledby="hr-today-title">
      <h2 id="hr-today-title" className="font-semibold">
        Needs Your Attention
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {panel.attention.map((item) => (
          <Figure key={item.key} label={item.label} value={item.count} to={item.to} />
        ))}
      </ul>
      {panel.overdueLeave.count > 0 ? <OverdueLeaveAlert overdue={panel.overdueLeave} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <ContractsExpiring entries={panel.contractsExpiring} />
        <BirthdaysThisWeek entries={panel.birthdaysThisWeek} />
      </div>
    </section>
  );
}

/** The alert for annual leave carried past its deadline: the longest overdue first, and where to find the rest. */
function OverdueLeaveAlert({ overdue }: { overdue: HrOverviewPanel["overdueLeave"] }) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <h3 className="font-semibold">
        Annual leave overdue: {overdue.count} {overdue.count === 1 ? "employee" : "employees"}
      </h3>
      <p className="mt-1">
        Carried days past the deadline to grant them (four months after the cycle, six by written agreement; Labour Act s. 23). The days
        remain owed: grant them or record the agreement.
      </p>
      <ul className="mt-1 divide-y divide-red-100">
        {overdue.first.map((entry) => (
          <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
            <Link to={`/admin/employees/${entry.id}/leave`} className="min-w-0 break-words">
              {entry.name}
              {entry.department ? <span className="text-red-800"> · {entry.department}</span> : null}
            </Link>
            <span>
              {entry.days} {entry.days === 1 ? "day" : "days"}, due by {formatDateNa(entry.grantBy)}
            </span>
          </li>
        ))}
      </ul>
      {overdue.count > overdue.first.length ? (
        <p className="mt-1">
          The first {overdue.first.length} of {overdue.count}, longest overdue first; every one is in the{" "}
          <a href="/api/leave-reports/balances" download>
            leave balances (Excel)
          </a>
          , column Overdue.
        </p>
      ) : null}
    </div>
  );
}

/** The contracts that end in the next 30 days, each linking to the employee's record. */
function ContractsExpiring({ entries }: { entries: HrOverviewPanel["contractsExpiring"] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-700">Contracts expiring in the next 30 days</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-stone-500">No contracts expire in the next 30 days</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 py-1.5 text-sm">
              <Link to={`/admin/employees/${entry.id}`} className="min-w-0 break-words">
                {entry.name}
                {entry.department ? <span className="text-stone-500"> · {entry.department}</span> : null}
              </Link>
              <span className="text-stone-600">{formatDateShort(entry.contractExpiryDate)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** This week's birthdays, today's marked. */
function BirthdaysThisWeek({ entries }: { entries: HrOverviewPanel["birthdaysThisWeek"] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-stone-700">Birthdays this week</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-stone-500">No birthdays this week</p>
      ) : (
        <ul className="mt-1 divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex justify-between gap-3 py-1.5 text-sm">
              <span>
                {entry.name}
                {entry.isToday ? <span className="ml-2 rounded-full bg-copper-100 px-2 py-0.5 text-xs text-copper-900">Today!</span> : null}
              </span>
              <span className="text-stone-600">{formatMonthDay(`2000-${entry.birthday}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OverviewTab({ counts, panel }: { counts: OverviewCounts; panel: HrOverviewPanel }) {
  const cards = [
    { label: "Total Employees", value: counts.totalEmployees },
    { label: "Active Employees", value: counts.activeEmployees },
    { label: "Pending Leave Requests", value: counts.pendingReviews },
    { label: "Upcoming Events", value: counts.upcomingEvents },
  ];
  return (
    <div className="space-y-6">
      <StatCards cards={cards} label="Overview" />
      <section className="card" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="mb-3 font-semibold">
          Quick Actions
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/employees" className="btn-secondary">
            Manage Employees
          </Link>
          <Link to="/admin/payroll" className="btn-secondary">
            Upload Payroll
          </Link>
          <Link to="/admin/import" className="btn-secondary">
            Import Data
          </Link>
          <a href="/api/leave-reports/csv" className="btn-secondary" target="_blank" rel="noreferrer">
            Download Reports
          </a>
          <Link to="/admin/leave-requests?status=pending" className="btn-secondary">
            Review Leave Requests
          </Link>
        </div>
      </section>
      <div className="grid gap-4 lg:grid-cols-3">
        <section className="card" aria-labelledby="recent-activity-note-title">
          <h2 id="recent-activity-note-title" className="mb-2 font-semibold">
            Recent Activity
          </h2>
          <p className="text-sm text-stone-600">
            Sign-ins, page visits and sessions are in the <Link to="/admin/activity">Activity Monitor</Link>; each employee&apos;s change
            history is on their record in <Link to="/admin/employees">Employees</Link>.
          </p>
        </section>
        <div className="lg:col-span-2">
          <TodayPanel panel={panel} />
        </div>
      </div>
    </div>
  );
}
