import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { OnLeaveCard, type OnLeaveEntry } from "~/components/leave/on-leave-card";
import { TabNav, useRememberedTab, type TabGroup } from "~/components/tab-nav";
import { formatDateShort, formatMonthDay, initials } from "~/utils/format";

/** The employee tabs that exist so far, in the spec's groups; each is a URL. */
export const EMPLOYEE_TAB_GROUPS: TabGroup[] = [
  { label: "My Profile", tabs: [{ id: "profile", label: "Profile", to: "/profile" }] },
  { label: "Requests", tabs: [{ id: "leave", label: "Leave", to: "/leave" }] },
  { label: "Company Info", tabs: [{ id: "leadership", label: "Leadership", to: "/leadership" }, { id: "directory", label: "Staff Directory", to: "/directory" }, { id: "stats", label: "Statistics", to: "/stats" }] },
  { label: "HR Services", tabs: [{ id: "payslips", label: "Payslips", to: "/payslips" }] },
];

const ALL_TABS = EMPLOYEE_TAB_GROUPS.flatMap((group) => group.tabs);

export interface EmployeeDashboardData {
  firstName: string;
  lastName: string;
  role: "hr" | "employee";
  upcomingEvents: { id: number; title: string; description: string | null; startDate: string }[];
  upcomingEventCount: number;
  birthdays: { id: number; name: string; birthday: string }[];
  today: string;
  onLeaveToday: OnLeaveEntry[];
}

/** The employee dashboard frame: banner, cards and tab navigation around the active tab. */
export function EmployeeDashboard({ data, active, children }: { data: EmployeeDashboardData; active: string; children: ReactNode }) {
  useRememberedTab("employee-dashboard-tab", active, "/", ALL_TABS);
  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <section className="flex items-center gap-4 rounded-lg bg-copper-700 px-6 py-5 text-white">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-white/20 text-lg font-semibold">
          {initials(data.firstName, data.lastName)}
        </span>
        <div>
          <h1 className="text-xl font-semibold">Welcome back, {data.firstName}!</h1>
          <p className="text-sm text-copper-100">
            {data.upcomingEventCount === 1 ? "1 upcoming event" : `${data.upcomingEventCount} upcoming events`}
          </p>
        </div>
      </section>

      <nav aria-label="Actions" className="flex flex-wrap gap-2">
        <Link to="/leave/new" className="btn-primary">Request Leave</Link>
        <Link to="/leave-calendar" className="btn-secondary">Leave Calendar</Link>
        {data.role === "hr" ? (
          <a href="/api/leave-reports/csv" className="btn-secondary" download>Download Leave Report</a>
        ) : null}
      </nav>

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <section className="card" aria-labelledby="upcoming-events-title">
          <h2 id="upcoming-events-title" className="font-semibold">Upcoming Events</h2>
          {data.upcomingEvents.length === 0 ? (
            <p className="mt-2 text-sm text-stone-500">No upcoming events</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100">
              {data.upcomingEvents.map((event) => (
                <li key={event.id} className="py-2">
                  <p className="font-medium">{event.title}</p>
                  {event.description ? <p className="text-sm text-stone-600">{event.description}</p> : null}
                  <p className="text-xs text-stone-500">{formatDateShort(event.startDate)}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <OnLeaveCard date={data.today} today={data.today} entries={data.onLeaveToday} />
        <section className="card" aria-labelledby="birthdays-title">
          <h2 id="birthdays-title" className="font-semibold">Upcoming Birthdays This Month</h2>
          {data.birthdays.length === 0 ? (
            <p className="mt-2 text-sm text-stone-500">No birthdays this month</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100">
              {data.birthdays.map((entry) => (
                <li key={entry.id} className="flex justify-between py-1.5 text-sm">
                  <span>{entry.name}</span>
                  <span className="text-stone-500">{formatMonthDay(entry.birthday)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <div>
        <TabNav groups={EMPLOYEE_TAB_GROUPS} active={active} label="Employee dashboard" />
        <div className="pt-5">{children}</div>
      </div>
    </main>
  );
}

export function EmployeeDataMissing() {
  return (
    <div className="card">
      <p>Employee data not found. Please contact HR.</p>
      <p className="mt-2 text-sm"><Link to="/leadership">See the leadership team</Link></p>
    </div>
  );
}
