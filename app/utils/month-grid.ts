/**
 * The month grid behind the leave calendars: pure functions on YYYY-MM and
 * YYYY-MM-DD strings (no React, no time zone), so the server, the browser and the
 * unit tests agree on every cell.
 */
import { addDays, isValidIsoDate, monthRange } from "~/utils/dates";

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const WEEKDAYS = [
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
  { short: "Sun", long: "Sunday" },
] as const;

/** A calendar week, Monday first; null stands for a day of the month before or after. */
export type Week = (string | null)[];

export function isValidMonth(value: string) {
  return MONTH_PATTERN.test(value) && isValidIsoDate(`${value}-01`);
}

/** A month from the URL, or the fallback when it is missing or malformed. */
export function parseMonthParam(value: string | null | undefined, fallback: string) {
  return value && isValidMonth(value) ? value : fallback;
}

/** A date from the URL, or the fallback when it is missing or not a real day. */
export function parseDateParam(value: string | null | undefined, fallback: string) {
  return value && isValidIsoDate(value) ? value : fallback;
}

export function daysInMonth(month: string) {
  return Number(monthRange(month).last.slice(8, 10));
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(iso: string) {
  return (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The month as rows of seven days, Monday to Sunday, padded with nulls. */
export function monthGrid(month: string): Week[] {
  const { first } = monthRange(month);
  const cells: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  const count = daysInMonth(month);
  for (let day = 0; day < count; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Week[] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

const monthTitleFormat = new Intl.DateTimeFormat("en-NA", { month: "long", year: "numeric", timeZone: "UTC" });
const dayLabelFormat = new Intl.DateTimeFormat("en-NA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026". */
export function monthTitle(month: string) {
  return monthTitleFormat.format(new Date(`${month}-01T00:00:00Z`));
}

/** "22 November 2026": what a screen reader hears for a day cell (day first, as every date is written). */
export function dayLabel(iso: string) {
  return dayLabelFormat.format(new Date(`${iso}T00:00:00Z`));
}

/** The day of the month, without a leading zero. */
export function dayOfMonth(iso: string) {
  return Number(iso.slice(8, 10));
}

export interface LeaveDay {
  /** How many approved leaves cover the day. */
  count: number;
  /** The distinct leave types of the day, in the order of the entries. */
  types: string[];
}

/**
 * Per day in [from, to], the approved leaves covering it. Entries may start before
 * or end after the range; only days inside it are counted.
 */
export function summariseLeaveDays(
  entries: readonly { leaveType: string; startDate: string; endDate: string }[],
  from: string,
  to: string,
): Record<string, LeaveDay> {
  const days: Record<string, LeaveDay> = {};
  for (const entry of entries) {
    const start = entry.startDate > from ? entry.startDate : from;
    const end = entry.endDate < to ? entry.endDate : to;
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const summary = (days[day] ??= { count: 0, types: [] });
      summary.count += 1;
      if (!summary.types.includes(entry.leaveType)) summary.types.push(entry.leaveType);
    }
  }
  return days;
}

/** The link of a day or month in a calendar that works without JavaScript. */
export function calendarSearch({ month, date }: { month?: string; date?: string }) {
  const params = new URLSearchParams();
  if (month) params.set("month", month);
  if (date) params.set("date", date);
  return `?${params.toString()}`;
}
