/** Calendar dates as YYYY-MM-DD strings, computed in Namibia's time zone (Africa/Windhoek). */

export const COMPANY_TIME_ZONE = "Africa/Windhoek";

const isoFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date at the mine, whatever the server's own zone. */
export function todayIso(now = new Date()) {
  return isoFormatter.format(now);
}

const wallClockFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** An instant's date and time at the mine, as zero-padded strings ("2026", "11", "27", "01", "38", "05"). */
export function namibianParts(instant: Date) {
  const parts = Object.fromEntries(wallClockFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/**
 * The mine's wall-clock time of an instant, as a Date whose UTC fields read it: what a
 * spreadsheet cell should hold (cells have no time zone, and exceljs writes a Date's UTC fields).
 */
export function namibianWallClock(instant: Date) {
  const parts = namibianParts(instant);
  return new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second));
}

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a date of the portal may fall in. PostgreSQL has no year 0 (0000-01-01 is an
 * error there, and was a 500 here); no birth, hire, leave or pay date falls outside these.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/** A real calendar date written YYYY-MM-DD in MIN_YEAR..MAX_YEAR (arithmetic only: imports check thousands of these). */
export function isValidIsoDate(value: string) {
  if (!ISO_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number) {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function addDays(iso: string, days: number) {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a), for YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string) {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Leave days count both the first and the last day (spec 1 section 5). */
export function countLeaveDays(startDate: string, endDate: string) {
  return daysBetween(startDate, endDate) + 1;
}

export function monthOf(iso: string) {
  return iso.slice(0, 7);
}

/** First and last day of a YYYY-MM month. */
export function monthRange(month: string) {
  const first = `${month}-01`;
  const next = new Date(`${first}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(next.toISOString().slice(0, 10), -1) };
}

export function shiftMonth(month: string, delta: number) {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return date.toISOString().slice(0, 7);
}
