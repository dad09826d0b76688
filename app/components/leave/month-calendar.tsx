import { Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { CALENDAR_LEGEND, leaveTypeStyle, type LeaveTypeStyle } from "~/components/leave/leave-types";
import { shiftMonth } from "~/utils/dates";
import { WEEKDAYS, calendarSearch, dayLabel, dayOfMonth, monthGrid, monthTitle, type LeaveDay } from "~/utils/month-grid";

/**
 * Month calendars of approved leave (spec 1, /leave-calendar; spec 2, Leave calendar
 * panel). Server-rendered tables whose days and month arrows are plain links, so
 * they work without JavaScript.
 */

/** Where a day or month link leads; by default `?month=YYYY-MM&date=YYYY-MM-DD` on the current page. */
export type CalendarHref = (params: { month: string; date?: string }) => string;

interface DayState {
  today: string;
  selected?: string | null;
  leave?: LeaveDay;
  disabled?: boolean;
  /** The small calendar: shorter cells, no type dots or count. */
  compact?: boolean;
  /** The public holiday on this day, if any. */
  holiday?: string;
}

/** What a screen reader hears for a day: "22 November 2026, today, 1 on leave" (it starts with the number shown). */
function dayName(day: string, { today, selected, leave, disabled, holiday }: DayState) {
  const parts = [dayLabel(day)];
  if (day === today) parts.push("today");
  if (day === selected) parts.push("selected");
  if (holiday) parts.push(`public holiday: ${holiday}`);
  if (disabled) parts.push("unavailable");
  else parts.push(leave?.count ? `${leave.count} on leave` : "no one on leave");
  return parts.join(", ");
}

function dayClassName(day: string, { selected, leave, disabled, compact, holiday }: DayState) {
  const base = compact
    ? "flex h-11 items-center justify-center rounded-md border no-underline hover:no-underline md:h-9"
    : "flex h-12 flex-col rounded-md border p-1 text-left no-underline sm:h-20 sm:p-1.5 hover:no-underline";
  const colour = disabled
    ? "cursor-not-allowed border-transparent bg-stone-50 text-stone-500"
    : leave?.count
      ? `border-transparent ${leaveTypeStyle(leave.types[0] ?? "").cell}`
      : "border-stone-200 bg-white text-stone-900 hover:bg-stone-100";
  const outline = day === selected ? "ring-2 ring-copper-600 ring-offset-1" : "";
  const marked = holiday && !leave?.count && !disabled ? "border-dashed border-amber-500 bg-amber-50" : "";
  return `${base} ${colour} ${outline} ${marked}`;
}

/**
 * What a day cell shows: its number (circled when today), dots for the leave types and the
 * count. The name is the cell's content, not an aria-label that would differ from the text
 * shown (WCAG 2.5.3): the drawn face is hidden from screen readers, which read the full
 * date and state instead, beginning with the number shown.
 */
function DayFace({ day, state }: { day: string; state: DayState }) {
  const isToday = day === state.today;
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-sm ${
          isToday ? "bg-copper-600 font-semibold text-white" : ""
        }`}
      >
        {dayOfMonth(day)}
      </span>
      <span className="sr-only">{dayName(day, state)}</span>
      {state.holiday && !state.compact ? (
        <span aria-hidden="true" className="hidden truncate text-[10px] leading-tight text-amber-900 sm:block" title={state.holiday}>
          {state.holiday}
        </span>
      ) : null}
      {state.leave?.count && !state.disabled && !state.compact ? (
        <span aria-hidden="true" className="mt-auto flex items-center justify-between gap-0.5">
          <span className="hidden gap-0.5 sm:flex">
            {state.leave.types.slice(0, 4).map((type) => (
              <span key={type} className={`h-2 w-2 rounded-full ${leaveTypeStyle(type).swatch}`} />
            ))}
          </span>
          <span className="ml-auto text-xs font-semibold">{state.leave.count}</span>
        </span>
      ) : null}
    </>
  );
}

function CalendarTable({ titleId, month, cell }: { titleId: string; month: string; cell: (day: string) => ReactNode }) {
  return (
    <table aria-labelledby={titleId} className="mt-3 w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1">
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday.short} scope="col" className="pb-1 text-xs font-medium text-stone-500">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week, index) => (
          <tr key={week.find(Boolean) ?? index}>
            {week.map((day, column) => (
              <td key={day ?? `blank-${column}`} className="p-0 align-top">
                {day ? cell(day) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MonthHeading({ titleId, month, previous, next }: { titleId: string; month: string; previous: ReactNode; next: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      {previous}
      <h2 id={titleId} className="text-lg font-semibold">
        {monthTitle(month)}
      </h2>
      {next}
    </div>
  );
}

const arrowClass = "btn-ghost px-2 py-1";

const defaultHref: CalendarHref = ({ month, date }) => calendarSearch({ month, date });

export interface MonthCalendarProps {
  /** YYYY-MM */
  month: string;
  /** Today at the mine (YYYY-MM-DD); pass the loader's value so server and browser agree. */
  today: string;
  selected?: string | null;
  /** Per day of the month: how many are on approved leave, and their leave types. */
  leaveDays: Record<string, LeaveDay>;
  /** Public holidays of the month: date -> name. */
  holidays?: Record<string, string>;
  hrefFor?: CalendarHref;
}

/** The company leave calendar: every day is a link selecting that day. */
export function MonthCalendar({ month, today, selected, leaveDays, holidays, hrefFor = defaultHref }: MonthCalendarProps) {
  const titleId = useId();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const keep = selected ?? undefined;
  return (
    <section aria-labelledby={titleId}>
      <MonthHeading
        titleId={titleId}
        month={month}
        previous={
          <Link to={hrefFor({ month: previous, date: keep })} className={arrowClass} aria-label={`Previous month, ${monthTitle(previous)}`}>
            ‹ <span className="hidden sm:inline">Previous</span>
          </Link>
        }
        next={
          <Link to={hrefFor({ month: next, date: keep })} className={arrowClass} aria-label={`Next month, ${monthTitle(next)}`}>
            <span className="hidden sm:inline">Next</span> ›
          </Link>
        }
      />
      <CalendarTable
        titleId={titleId}
        month={month}
        cell={(day) => {
          const state: DayState = { today, selected, leave: leaveDays[day], holiday: holidays?.[day] };
          return (
            <Link to={hrefFor({ month, date: day })} aria-current={day === today ? "date" : undefined} className={dayClassName(day, state)}>
              <DayFace day={day} state={state} />
            </Link>
          );
        }}
      />
    </section>
  );
}

/**
 * The small leave calendar (spec 1): only today or later can be picked; a pick is a
 * link (`hrefFor`), so the page that holds it (the dashboard's On Leave card) shows
 * that day, with or without JavaScript. Months before today's cannot be opened.
 */
export function SmallLeaveCalendar({ month, today, selected, leaveDays, hrefFor = defaultHref }: MonthCalendarProps) {
  const titleId = useId();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const keep = selected ?? undefined;
  const canGoBack = previous >= today.slice(0, 7);
  return (
    <section aria-labelledby={titleId}>
      <MonthHeading
        titleId={titleId}
        month={month}
        previous={
          canGoBack ? (
            <Link
              to={hrefFor({ month: previous, date: keep })}
              className={arrowClass}
              aria-label={`Previous month, ${monthTitle(previous)}`}
            >
              ‹
            </Link>
          ) : (
            <span className={`${arrowClass} text-stone-300`} aria-hidden="true">
              ‹
            </span>
          )
        }
        next={
          <Link to={hrefFor({ month: next, date: keep })} className={arrowClass} aria-label={`Next month, ${monthTitle(next)}`}>
            ›
          </Link>
        }
      />
      <CalendarTable
        titleId={titleId}
        month={month}
        cell={(day) => {
          const state: DayState = { today, selected, leave: leaveDays[day], disabled: day < today, compact: true };
          if (state.disabled) {
            return (
              <span className={dayClassName(day, state)}>
                <DayFace day={day} state={state} />
              </span>
            );
          }
          return (
            <Link
              to={hrefFor({ month, date: day })}
              preventScrollReset
              aria-current={day === today ? "date" : undefined}
              className={dayClassName(day, state)}
            >
              <DayFace day={day} state={state} />
            </Link>
          );
        }}
      />
    </section>
  );
}

/** The colour key; the page calendar lists every type and Other, the date picker the spec's four. */
export function LeaveLegend({ items = CALENDAR_LEGEND, className = "" }: { items?: LeaveTypeStyle[]; className?: string }) {
  return (
    <ul aria-label="Legend" className={`flex flex-wrap gap-x-4 gap-y-2 text-sm text-stone-700 ${className}`}>
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`h-3 w-3 rounded-sm ${item.swatch}`} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
