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

function partsFromIntl(instant: Date) {
  const parts = Object.fromEntries(wallClockFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The mine's offset from UTC in ms at an instant, read from Intl (to the second). */
function offsetAt(time: number) {
  const parts = partsFromIntl(new Date(time));
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(time / 1000) * 1000;
}

/**
 * The offset of each UTC hour asked about, or null when it changes within the hour (a clock
 * change): Intl's formatToParts costs microseconds, and a report formats 100,000 timestamps
 * (issue 24). Bounded: emptied when it holds 100,000 hours.
 */
const hourOffsets = new Map<number, number | null>();
const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** An instant's date and time at the mine, as zero-padded strings ("2026", "11", "27", "01", "38", "05"). */
export function namibianParts(instant: Date) {
  const time = instant.getTime();
  if (Number.isFinite(time)) {
    const hour = Math.floor(time / 3_600_000);
    let offset = hourOffsets.get(hour);
    if (offset === undefined) {
      const start = offsetAt(hour * 3_600_000);
      offset = start === offsetAt(hour * 3_600_000 + 3_599_999) ? start : null;
      if (hourOffsets.size >= 100_000) hourOffsets.clear();
      hourOffsets.set(hour, offset);
    }
    const wall = offset === null ? null : new Date(time + offset);
    if (wall && wall.getUTCFullYear() >= 1000 && wall.getUTCFullYear() <= 9999) {
      return {
        year: String(wall.getUTCFullYear()),
        month: pad2(wall.getUTCMonth() + 1),
        day: pad2(wall.getUTCDate()),
        hour: pad2(wall.getUTCHours()),
        minute: pad2(wall.getUTCMinutes()),
        second: pad2(wall.getUTCSeconds()),
      };
    }
  }
  return partsFromIntl(instant);
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

export function daysInMonth(year: number, month: number) {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/*
 * Day numbers (days since 1970-01-01) by calendar arithmetic (H. Hinnant's days_from_civil and
 * civil_from_days), for the leave rules, which step through dates one day at a time for
 * thousands of employees (issue 24): the same answers as Date, without a Date per step. Only
 * real dates of years 1000-9999 take this way; anything else goes through Date as before.
 */
const FOUR_DIGIT_DATE = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** The day number of a real YYYY-MM-DD date of years 1000-9999, else null. */
export function dayNumberOf(iso: string): number | null {
  if (!FOUR_DIGIT_DATE.test(iso)) return null;
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const day = Number(iso.slice(8, 10));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  return era * 146_097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719_468;
}

/** The YYYY-MM-DD date of a day number, or null outside years 1000-9999. */
function isoOfDayNumber(dayNumber: number): string | null {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return null;
  return `${year}-${month < 10 ? "0" : ""}${month}-${day < 10 ? "0" : ""}${day}`;
}

export function addDays(iso: string, days: number) {
  const start = Number.isInteger(days) ? dayNumberOf(iso) : null;
  const fast = start === null ? null : isoOfDayNumber(start + days);
  if (fast !== null) return fast;
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a), for YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string) {
  const from = dayNumberOf(a);
  const to = from === null ? null : dayNumberOf(b);
  if (from !== null && to !== null) return to - from;
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
