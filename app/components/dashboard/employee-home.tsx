import { Form, Link } from "@remix-run/react";
import { Avatar } from "~/components/avatar";
import { CompanyNews } from "~/components/dashboard/company-news";
import { RsvpPanel, UpcomingEventsCard } from "~/components/dashboard/upcoming-events";
import { OnLeaveCard, type OnLeaveEntry } from "~/components/leave/on-leave-card";
import type { RsvpSummaryEntry } from "~/services/events/dashboard.server";
import type { LeaveDay } from "~/utils/month-grid";
import { formatDateNa, formatMonthDay } from "~/utils/format";

export interface EmployeeDashboardData {
  firstName: string;
  lastName: string;
  role: "hr" | "employee";
  upcomingEvents: { id: number; title: string; description: string | null; startDate: string }[];
  upcomingEventCount: number;
  rsvpSummary: RsvpSummaryEntry[];
  canRsvp: boolean;
  /** birthday: "MM-DD", no year; printed against the leap year 2000 so 29 February prints. */
  birthdays: { id: number; name: string; birthday: string; isToday: boolean }[];
  /** All the upcoming birthdays this month; the card names the first DASHBOARD_NAMES_SHOWN. */
  birthdayCount: number;
  today: string;
  /** The day of the On Leave card (today, or a later day picked in the small calendar). */
  onLeaveDate: string;
  onLeaveToday: OnLeaveEntry[];
  /** Everyone on leave that day; the card names the first DASHBOARD_NAMES_SHOWN. */
  onLeaveCount: number;
  profilePicture: string | null;
  /** The small leave calendar of the Company News card. */
  calendarMonth: string;
  leaveDays: Record<string, LeaveDay>;
  /** The signed-in employee's leave balances (null without an employee record). */
  leaveBalances: {
    balances: {
      kind: string;
      label: string;
      left: number;
      cycleEnd: string;
      carried: number;
      overdue: { days: number; grantBy: string } | null;
    }[];
  } | null;
}

/**
 * The employee dashboard's home (`/`): welcome banner, action buttons and the cards of
 * spec 1. They show here only, not above every tab, so a tab's own content comes first.
 */
export function EmployeeHome({ data, newsMinimised }: { data: EmployeeDashboardData; newsMinimised: boolean }) {
  return (
    <div className="space-y-6">
      <WelcomeBanner data={data} />

      <HomeActions role={data.role} />

      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        <UpcomingEventsCard events={data.upcomingEvents} total={data.upcomingEventCount} />
        <RsvpPanel summary={data.rsvpSummary} canRsvp={data.canRsvp} />
        {data.leaveBalances ? <LeaveBalanceCard balances={data.leaveBalances.balances} /> : null}
        <OnLeaveCard id="on-leave" date={data.onLeaveDate} today={data.today} entries={data.onLeaveToday} count={data.onLeaveCount}>
          <OnLeaveDateForm today={data.today} date={data.onLeaveDate} />
        </OnLeaveCard>
        <BirthdaysCard birthdays={data.birthdays} count={data.birthdayCount} />
      </div>

      <CompanyNews
        minimised={newsMinimised}
        month={data.calendarMonth}
        today={data.today}
        selected={data.onLeaveDate}
        leaveDays={data.leaveDays}
      />
    </div>
  );
}

/** The welcome banner: the employee's picture, name and how many events are coming. */
function WelcomeBanner({ data }: { data: EmployeeDashboardData }) {
  return (
    <section className="flex items-center gap-4 rounded-lg bg-copper-700 px-4 py-5 text-white sm:px-6">
      <Avatar
        firstName={data.firstName}
        lastName={data.lastName}
        pictureUrl={data.profilePicture}
        size="md"
        className="bg-white/20 text-white"
      />
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">Welcome back, {data.firstName}!</h2>
        <p className="text-sm text-copper-100">
          {data.upcomingEventCount === 1 ? "1 upcoming event" : `${data.upcomingEventCount} upcoming events`}
        </p>
      </div>
    </section>
  );
}

/** The action buttons; HR also gets the leave report download. */
function HomeActions({ role }: { role: EmployeeDashboardData["role"] }) {
  return (
    <nav aria-label="Actions" className="flex flex-wrap gap-2">
      <Link to="/leave/new" className="btn-primary">
        Request Leave
      </Link>
      <Link to="/profile/edit" className="btn-secondary">
        Edit Profile
      </Link>
      <Link to="/profile/password" className="btn-secondary">
        Reset Password
      </Link>
      {role === "hr" ? (
        <a href="/api/leave-reports/csv" className="btn-secondary" download>
          Download Leave Report
        </a>
      ) : null}
    </nav>
  );
}

/** The On Leave card's day picker: a GET form, so a later day can be chosen without JavaScript. */
function OnLeaveDateForm({ today, date }: { today: string; date: string }) {
  return (
    <Form method="get" action="/" className="mt-3 flex flex-wrap items-end gap-2" preventScrollReset>
      <div>
        <label htmlFor="on-leave-date" className="field-label">
          Show who is on leave on
        </label>
        <input id="on-leave-date" name="date" type="date" min={today} defaultValue={date} required className="field-input" />
      </div>
      <button type="submit" className="btn-secondary">
        Show
      </button>
    </Form>
  );
}

/** This month's birthdays, today's marked. */
function BirthdaysCard({ birthdays, count }: { birthdays: EmployeeDashboardData["birthdays"]; count: number }) {
  return (
    <section className="card" aria-labelledby="birthdays-title">
      <h2 id="birthdays-title" className="font-semibold">
        Upcoming Birthdays This Month
      </h2>
      {birthdays.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">No birthdays this month</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {birthdays.map((entry) => (
            <li key={entry.id} className={`flex justify-between py-1.5 text-sm ${entry.isToday ? "font-semibold" : ""}`}>
              <span>
                {entry.name}
                {entry.isToday ? <span className="ml-2 rounded-full bg-copper-100 px-2 py-0.5 text-xs text-copper-900">Today!</span> : null}
              </span>
              <span className="text-stone-500">{formatMonthDay(`2000-${entry.birthday}`)}</span>
            </li>
          ))}
        </ul>
      )}
      {count > birthdays.length ? <p className="mt-2 text-sm text-stone-600">{`and ${count - birthdays.length} more this month`}</p> : null}
    </section>
  );
}

/** Days left per leave type, the cycle's end, and annual days carried from earlier cycles; the Leave tab has the detail. */
function LeaveBalanceCard({ balances }: { balances: NonNullable<EmployeeDashboardData["leaveBalances"]>["balances"] }) {
  return (
    <section className="card" aria-labelledby="leave-balance-card-title">
      <h2 id="leave-balance-card-title" className="font-semibold">
        My Leave Balance
      </h2>
      <ul className="mt-2 divide-y divide-stone-100 text-sm">
        {balances.map((balance) => (
          <li key={balance.kind} className="flex justify-between gap-2 py-1.5">
            <span>
              {balance.label}
              <span className="block text-xs text-stone-500">Cycle ends {formatDateNa(balance.cycleEnd)}</span>
              {balance.carried > 0 ? (
                <span className="block text-xs text-stone-600">incl. {balance.carried} carried from earlier cycles</span>
              ) : null}
            </span>
            <span className="font-semibold">{balance.left === 1 ? "1 day left" : `${balance.left} days left`}</span>
          </li>
        ))}
      </ul>
      <Link to="/leave" className="touch-link mt-2 inline-block text-sm">
        See balances and requests
      </Link>
    </section>
  );
}
