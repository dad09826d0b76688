/**
 * One way to write a date everywhere (issue 24): "27 Nov 2026", with "14:36" (24-hour) where the
 * time matters, on screens, in PDFs and in mails. Calendar dates (YYYY-MM-DD: leave days, pay
 * periods, birthdays) are days, not instants, and print as written. Instants (requested at,
 * uploaded at, sent at) print in Namibian time, never UTC; event times in Africa/Harare as
 * spec 2 says (the same offset, UTC+2).
 */
import { COMPANY_TIME_ZONE as NAMIBIAN_TIME_ZONE, namibianParts } from "~/utils/dates";

export const EVENT_TIME_ZONE = "Africa/Harare";

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Style = "enNa" | "monthDay" | "enNaDateTime";
const STYLES: Record<Style, [string, Intl.DateTimeFormatOptions]> = {
  enNa: ["en-NA", { day: "2-digit", month: "short", year: "numeric" }],
  monthDay: ["en-NA", { day: "2-digit", month: "short" }],
  enNaDateTime: ["en-NA", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }],
};
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(style: Style, value: string | Date, instantZone: string) {
  // A plain date is read as UTC midnight and printed in UTC, so it stays the same day.
  const plain = typeof value === "string" && PLAIN_DATE.test(value);
  const date = plain ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  const timeZone = plain ? "UTC" : instantZone;
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = STYLES[style];
    formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone })));
  }
  return formatter.format(date);
}

/** Dashboard dates (spec 1 wrote en-US short): the one date format since issue 24. */
export function formatDateShort(value: string | Date | null | undefined) {
  return formatDateNa(value);
}

/** Payslip and leave dates: en-NA (spec 1 and 2). */
export function formatDateNa(value: string | Date | null | undefined) {
  return value ? format("enNa", value, NAMIBIAN_TIME_ZONE) : "No date specified";
}

/** When something happened, to the minute, in Namibian time: "20 Nov 2026, 14:05". */
export function formatDateTimeNa(value: string | Date | null | undefined) {
  return value ? format("enNaDateTime", value, NAMIBIAN_TIME_ZONE) : "No date specified";
}

/** An event's date, in Africa/Harare (spec 2), written the one way: "01 Jan 2027". */
export function formatEventDate(value: string | Date | null | undefined) {
  return value ? format("enNa", value, EVENT_TIME_ZONE) : "No date specified";
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

export function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
