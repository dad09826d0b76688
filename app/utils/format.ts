/**
 * One way to write a date everywhere (issue 24): "27 Nov 2026", with "14:36" (24-hour) where the
 * time matters, on screens, in PDFs and in mails. Calendar dates (YYYY-MM-DD: leave days, pay
 * periods, birthdays) are days, not instants, and print as written. Instants (requested at,
 * uploaded at, sent at) print in Namibian time, never UTC; event times in Africa/Harare as
 * spec 2 says (the same offset, UTC+2).
 */
import { COMPANY_TIME_ZONE as NAMIBIAN_TIME_ZONE, isValidIsoDate, namibianParts } from "~/utils/dates";

export const EVENT_TIME_ZONE = "Africa/Harare";

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Written by hand, not by Intl's en-NA: ICU versions spell September "Sep" or "Sept" and may
 * put a comma in, so the server, a test machine and a PDF would not agree.
 */
export const MONTH_ABBREVIATIONS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

interface WallParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** Numbers only from Intl (stable across ICU versions): the wall clock of an instant in a zone. */
function zonedParts(date: Date, timeZone: string): WallParts {
  if (timeZone === NAMIBIAN_TIME_ZONE) return namibianParts(date);
  let formatter = zoneFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    zoneFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** A calendar date as written, or an instant's wall clock in `timeZone`; null when it is no date. */
function partsOf(value: string | Date, timeZone: string): WallParts | null {
  const plain = typeof value === "string" ? PLAIN_DATE.exec(value) : null;
  if (plain) {
    if (!isValidIsoDate(value as string)) return null;
    return { year: plain[1], month: plain[2], day: plain[3], hour: "00", minute: "00" };
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : zonedParts(date, timeZone);
}

type Style = "date" | "monthDay" | "dateTime";

function format(style: Style, value: string | Date, instantZone: string) {
  const parts = partsOf(value, instantZone);
  if (!parts) return "Invalid date";
  const dayMonth = `${parts.day} ${MONTH_ABBREVIATIONS[Number(parts.month) - 1]}`;
  if (style === "monthDay") return dayMonth;
  if (style === "date") return `${dayMonth} ${parts.year}`;
  return `${dayMonth} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** Dashboard dates (spec 1 wrote en-US short): the one date format since issue 24. */
export function formatDateShort(value: string | Date | null | undefined) {
  return formatDateNa(value);
}

/** Payslip and leave dates (spec 1 and 2's en-NA), and every date since issue 24: "27 Nov 2026". */
export function formatDateNa(value: string | Date | null | undefined) {
  return value ? format("date", value, NAMIBIAN_TIME_ZONE) : "No date specified";
}

/** When something happened, to the minute, in Namibian time: "20 Nov 2026, 14:05". */
export function formatDateTimeNa(value: string | Date | null | undefined) {
  return value ? format("dateTime", value, NAMIBIAN_TIME_ZONE) : "No date specified";
}

/** An event's date, in Africa/Harare (spec 2), written the one way: "01 Jan 2027". */
export function formatEventDate(value: string | Date | null | undefined) {
  return value ? format("date", value, EVENT_TIME_ZONE) : "No date specified";
}

const WEEKDAY_ABBREVIATIONS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

/** An event's day in Africa/Harare with its weekday: "Tue, 01 Dec 2026". */
export function formatEventDay(value: string | Date) {
  const parts = partsOf(value, EVENT_TIME_ZONE);
  if (!parts) return "Invalid date";
  const weekday = WEEKDAY_ABBREVIATIONS[new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day))).getUTCDay()];
  return `${weekday}, ${format("date", value, EVENT_TIME_ZONE)}`;
}

/** An event's time of day in Africa/Harare, 24-hour: "09:30". */
export function formatEventClock(value: string | Date) {
  const parts = partsOf(value, EVENT_TIME_ZONE);
  return parts ? `${parts.hour}:${parts.minute}` : "Invalid time";
}

/** A birthday: "27 Nov". */
export function formatMonthDay(value: string) {
  return format("monthDay", value, NAMIBIAN_TIME_ZONE);
}

/** "2026-11-20 14:05:00" in Namibian time, for CSV files (sortable, read back as written). */
export function formatCsvTimestamp(value: string | Date | null | undefined) {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const parts = namibianParts(date);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
