import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { leaveTypeStyle } from "~/components/leave/leave-types";
import { leaveTypeLabel } from "~/utils/labels";
import type { LeaveCalendarEntry } from "~/services/leave/calendar.server";
import { monthOf, todayIso } from "~/utils/dates";
import { formatDateShort } from "~/utils/format";
import { calendarSearch } from "~/utils/month-grid";

export type OnLeaveEntry = Pick<LeaveCalendarEntry, "id" | "firstName" | "lastName" | "department" | "leaveType">;

export interface OnLeaveCardProps {
  /** The day shown (YYYY-MM-DD). */
  date: string;
  entries: OnLeaveEntry[];
  /** How many are on leave that day, when `entries` names only the first of them. */
  count?: number;
  /** Today at the mine; pass the loader's value so server and browser agree. */
  today?: string;
  /** The section's id (a link target), and what goes under the list (the dashboard's date picker). */
  id?: string;
  children?: ReactNode;
}

/** The employee dashboard's On Leave Today card (spec 1, Employee dashboard). */
export function OnLeaveCard({ date, entries, count = entries.length, today = todayIso(), id, children }: OnLeaveCardProps) {
  const titleId = useId();
  const isToday = date === today;
  const calendarHref = isToday ? "/leave-calendar" : `/leave-calendar${calendarSearch({ month: monthOf(date), date })}`;
  return (
    <section id={id} className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="font-semibold">
        {isToday ? "On Leave Today" : `On Leave for ${formatDateShort(date)}`}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone-500">No one is on leave for this date</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-100">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="block font-medium">{`${entry.firstName} ${entry.lastName}`}</span>
                {entry.department ? <span className="block text-stone-500">{entry.department}</span> : null}
              </span>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${leaveTypeStyle(entry.leaveType).badge}`}>
                {leaveTypeLabel(entry.leaveType)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {count > entries.length ? (
        <p className="mt-2 text-sm text-stone-600">{`and ${count - entries.length} more: the leave calendar lists everyone`}</p>
      ) : null}
      {children}
      <p className="mt-3 text-sm">
        <Link to={calendarHref} className="touch-link">
          Open leave calendar
        </Link>
      </p>
    </section>
  );
}
