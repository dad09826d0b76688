import { Link } from "@remix-run/react";
import { StatCards } from "~/components/statistics-panels";
import type { OverviewCounts } from "~/services/stats.server";

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
    </div>
  );
}
