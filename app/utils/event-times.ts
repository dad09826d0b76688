/**
 * Event times (spec 2: "Event times display in the Africa/Harare time zone"). A form's
 * wall-clock time ("2026-12-01T09:30", or a date for an all-day event) is read in that
 * zone and stored as an instant; an instant is written back the same way for the edit
 * form. Harare and Windhoek are both UTC+2 without daylight saving, so the event's date
 * and the company's date agree; the offset is still computed, never assumed.
 */
import { isValidIsoDate } from "~/utils/dates";
import { EVENT_TIME_ZONE, formatEventClock, formatEventDay } from "~/utils/format";

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An instant with its own offset, as scripts send it: "2026-12-01T07:30:00Z", "2026-12-01T09:30+02:00". */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const partsFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: EVENT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function zoneParts(date: Date) {
  const parts = Object.fromEntries(partsFormatter.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    asUtc: Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number) {
  const date = new Date(instant);
  return zoneParts(date).asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * An event time as typed (a date, a wall-clock time in Africa/Harare, or an instant with
 * an offset) as a Date, or null when it is no real time.
 */
export function parseEventTime(value: string): Date | null {
  const text = value.trim();
  if (isValidIsoDate(text)) return wallClockToInstant(text, 0, 0);
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [, date, hours, minutes] = local;
    if (!isValidIsoDate(date) || +hours > 23 || +minutes > 59) return null;
    return wallClockToInstant(date, +hours, +minutes);
  }
  if (ZONED_INSTANT.test(text) && isValidIsoDate(text.slice(0, 10))) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  return null;
}

function wallClockToInstant(date: string, hours: number, minutes: number) {
  const asUtc = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * 60_000;
  // Twice, so a wall-clock time next to an offset change lands on the right side of it.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

/** An instant as the edit form's value: "YYYY-MM-DDTHH:mm" in Africa/Harare, or the date alone for all-day events. */
export function eventTimeInputValue(value: string | Date | null | undefined, allDay: boolean) {
  if (!value) return "";
  const parts = zoneParts(new Date(value));
  return allDay ? parts.date : `${parts.date}T${parts.time}`;
}

/** The calendar date of an instant in Africa/Harare (YYYY-MM-DD). */
export function eventDateOf(value: string | Date) {
  return zoneParts(new Date(value)).date;
}

/**
 * When an event happens, in Africa/Harare, written the portal's one way (issue 24):
 * "Tue, 01 Dec 2026, 09:30 – 11:00 (CAT)", "Tue, 01 Dec 2026 (all day)", or a range of dates.
 */
export function formatEventWhen(event: { startDate: string; endDate: string | null; isAllDay: boolean }) {
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : null;
  const startDay = formatEventDay(start);
  const endDay = end ? formatEventDay(end) : null;
  if (event.isAllDay) {
    return endDay && endDay !== startDay ? `${startDay} – ${endDay} (all day)` : `${startDay} (all day)`;
  }
  const startText = `${startDay}, ${formatEventClock(start)}`;
  if (!end) return `${startText} (CAT)`;
  if (endDay === startDay) return `${startText} – ${formatEventClock(end)} (CAT)`;
  return `${startText} – ${endDay}, ${formatEventClock(end)} (CAT)`;
}
