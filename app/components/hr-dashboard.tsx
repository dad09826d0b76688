import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatCards } from "~/components/statistics-panels";
import { TabNav, useRememberedTab, type TabGroup } from "~/components/tab-nav";
import type { OverviewCounts } from "~/services/stats.server";

/** The HR tabs that exist so far; each is a URL under /admin. */
export const HR_TAB_GROUPS: TabGroup[] = [
  { label: "Overview", tabs: [{ id: "overview", label: "Overview", to: "/admin/overview" }] },
  { label: "Statistics", tabs: [{ id: "statistics", label: "Statistics", to: "/admin/statistics" }] },
  { label: "Employees", tabs: [{ id: "employees", label: "Employees", to: "/admin/employees" }] },
  { label: "Leave Requests", tabs: [{ id: "leave-requests", label: "Leave Requests", to: "/admin/leave-requests" }] },
  { label: "Payroll", tabs: [{ id: "payroll", label: "Payroll", to: "/admin/payroll" }] },
  {
    label: "Admin Tools",
    tabs: [
      { id: "admin-payslips", label: "Admin Payslips", to: "/admin/payslips" },
      { id: "outbox", label: "Mail Outbox", to: "/admin/outbox" },
      { id: "trash", label: "Trash", to: "/admin/trash" },
      { id: "import", label: "Import", to: "/admin/import" },
      { id: "api-tokens", label: "API Tokens", to: "/admin/api-tokens" },
    ],
  },
];

const ALL_TABS = HR_TAB_GROUPS.flatMap((group) => group.tabs);

export function HrDashboard({ active, children }: { active: string; children: ReactNode }) {
  useRememberedTab("hr-dashboard-tab", active, "/", ALL_TABS);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">HR Dashboard</h1>
        <Link to="/profile" className="btn-secondary">My Self-Service</Link>
      </div>
      <TabNav groups={HR_TAB_GROUPS} active={active} label="HR dashboard" />
      <div>{children}</div>
    </main>
  );
}

export function OverviewTab({ counts }: { counts: OverviewCounts }) {
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
        <h2 id="quick-actions-title" className="mb-3 font-semibold">Quick Actions</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/employees" className="btn-secondary">Manage Employees</Link>
          <Link to="/admin/payroll" className="btn-secondary">Upload Payroll</Link>
          <Link to="/admin/import" className="btn-secondary">Import Data</Link>
          <a href="/api/leave-reports/csv" className="btn-secondary" target="_blank" rel="noreferrer">Download Reports</a>
          <Link to="/admin/leave-requests?status=pending" className="btn-secondary">Review Leave Requests</Link>
        </div>
      </section>
    </div>
  );
}
