import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useRouteError } from "@remix-run/react";
import { ErrorPage, errorStatus } from "~/components/error-page";
import { leaveTypeStyle } from "~/components/leave/leave-types";
import { leaveTypeLabel } from "~/utils/labels";
import { LeaveLegend, MonthCalendar } from "~/components/leave/month-calendar";
import { requireUser } from "~/auth.server";
import type { RouteHandle } from "~/components/dashboard/frame";
import { holidaysBetween } from "~/services/holidays/calendar.server";
import { countApprovedLeavesInYear, getApprovedLeaveEntries, getOnLeaveOn } from "~/services/leave/calendar.server";
import { isValidIsoDate, monthOf, monthRange, todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { parseDateParam, parseMonthParam, summariseLeaveDays } from "~/utils/month-grid";

/** Every control is a link: the page needs no JavaScript and ships none. */
export const handle: RouteHandle = { hydrate: false };

/**
 * /leave-calendar?month=YYYY-MM&date=YYYY-MM-DD, for any signed-in user. A missing or
 * malformed value falls back: the date to today, the month to the date's month.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const today = todayIso();
  const rawDate = url.searchParams.get("date");
  const date = parseDateParam(rawDate, today);
  const month = parseMonthParam(url.searchParams.get("month"), monthOf(rawDate && isValidIsoDate(rawDate) ? date : today));
  const { first, last } = monthRange(month);

  const [monthEntries, onLeaveToday, selectedEntries, approvedThisYear, holidays] = await Promise.all([
    getApprovedLeaveEntries({ from: first, to: last }),
    getOnLeaveOn(today),
    getOnLeaveOn(date),
    countApprovedLeavesInYear(Number(today.slice(0, 4))),
    holidaysBetween(first < date ? first : date, last > date ? last : date),
  ]);

  return json({
    today,
    month,
    date,
    leaveDays: summariseLeaveDays(monthEntries, first, last),
    onLeaveTodayCount: onLeaveToday.length,
    approvedThisYear,
    selected: selectedEntries,
    holidays: Object.fromEntries(holidays.map((day) => [day.date, day.name])),
  });
}

function StatCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="card">
      <p className="text-sm text-stone-500">{label}</p>
      <p className="mt-1 text-3xl font-semibold">{value}</p>
      {note ? <p className="mt-1 text-xs text-stone-500">{note}</p> : null}
    </div>
  );
}

function daysText(days: number) {
  return days === 1 ? "1 day" : `${days} days`;
}

export default function LeaveCalendarRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-6 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Leave Calendar</h1>
        <Link to="/" className="btn-secondary">
          ← Back to Dashboard
        </Link>
      </div>

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
        <StatCard label="On Leave Today" value={data.onLeaveTodayCount} note={formatDateNa(data.today)} />
        <StatCard label="Total Approved Leaves (this year)" value={data.approvedThisYear} note={data.today.slice(0, 4)} />
        <StatCard label="Selected Date" value={data.selected.length} note={formatDateNa(data.date)} />
      </section>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="card lg:col-span-2">
          <MonthCalendar month={data.month} today={data.today} selected={data.date} leaveDays={data.leaveDays} holidays={data.holidays} />
          <p className="mt-2 text-xs text-stone-600">
            <span className="inline-block h-3 w-3 rounded-sm border border-dashed border-amber-500 bg-amber-50 align-middle" /> Public
            holiday · <Link to={`/public-holidays?year=${data.month.slice(0, 4)}`}>All public holidays</Link>
          </p>
          <LeaveLegend className="mt-4 border-t border-stone-100 pt-3" />
        </div>

        <section className="card" aria-labelledby="selected-date-title">
          <h2 id="selected-date-title" className="font-semibold">
            On leave on {formatDateNa(data.date)}
          </h2>
          {data.holidays[data.date] ? <p className="mt-1 text-sm text-amber-900">Public holiday: {data.holidays[data.date]}</p> : null}
          {data.selected.length === 0 ? (
            <p className="mt-2 text-sm text-stone-500">No one is on leave for this date</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100">
              {data.selected.map((entry) => (
                <li key={entry.id} className="py-3 text-sm">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-medium">{`${entry.firstName} ${entry.lastName}`}</p>
                    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${leaveTypeStyle(entry.leaveType).badge}`}>
                      {leaveTypeLabel(entry.leaveType)}
                    </span>
                  </div>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-stone-600">
                    <dt className="text-stone-500">Department</dt>
                    <dd>{entry.department ?? "Not specified"}</dd>
                    <dt className="text-stone-500">Employee ID</dt>
                    <dd>{entry.employeeId}</dd>
                    <dt className="text-stone-500">Dates</dt>
                    <dd>
                      {formatDateNa(entry.startDate)} – {formatDateNa(entry.endDate)}
                    </dd>
                    <dt className="text-stone-500">Days</dt>
                    <dd>{daysText(entry.days)}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Leave Calendar | HR Portal" }];

export function ErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage {...errorStatus(error)} />;
}
