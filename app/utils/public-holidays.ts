/**
 * Namibia's statutory public holidays, computed for any year: the Public Holidays Act 26 of
 * 1990 as amended in 2004, and Genocide Remembrance Day (28 May) from 2025. Proclaimed
 * one-off days live in the database (HR's Public Holidays screen) and are added by callers.
 * Dates are YYYY-MM-DD strings, like the rest of the portal's calendar dates.
 */
import { addDays, dayNumberOf } from "~/utils/dates";

export interface PublicHoliday {
  date: string;
  name: string;
  /** What makes it a holiday: the Act, or the Sunday rule naming the day it stands in for. */
  source: string;
}

const ACT = "Public Holidays Act 26 of 1990 (as amended 2004)";

/** Easter Sunday (Gregorian), by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** 0 = Sunday ... 6 = Saturday, for a YYYY-MM-DD date. */
export function weekdayOf(iso: string) {
  const day = dayNumberOf(iso);
  // 1 January 1970 was a Thursday.
  return day === null ? new Date(`${iso}T00:00:00Z`).getUTCDay() : (((day + 4) % 7) + 7) % 7;
}

function fixed(year: number, monthDay: string, name: string): PublicHoliday {
  return { date: `${year}-${monthDay}`, name, source: ACT };
}

/**
 * The year's statutory holidays in date order, with the Monday after each holiday that falls
 * on a Sunday (unless that Monday is already a holiday; Saturdays get no substitute).
 */
export function statutoryHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const days: PublicHoliday[] = [
    fixed(year, "01-01", "New Year's Day"),
    fixed(year, "03-21", "Independence Day"),
    { date: addDays(easter, -2), name: "Good Friday", source: ACT },
    { date: addDays(easter, 1), name: "Easter Monday", source: ACT },
    fixed(year, "05-01", "Workers' Day"),
    fixed(year, "05-04", "Cassinga Day"),
    { date: addDays(easter, 39), name: "Ascension Day", source: ACT },
    fixed(year, "05-25", "Africa Day"),
    fixed(year, "08-26", "Heroes' Day"),
    fixed(year, "12-10", "Day of the Namibian Women and International Human Rights Day"),
    fixed(year, "12-25", "Christmas Day"),
    fixed(year, "12-26", "Family Day"),
  ];
  if (year >= 2025) {
    days.push({ date: `${year}-05-28`, name: "Genocide Remembrance Day", source: "Proclaimed from 2025 (Cabinet decision, 2024)" });
  }
  return withSundayRule(days);
}

/** Adds the Monday after every Sunday holiday that is not itself a holiday; sorts by date. */
export function withSundayRule(days: PublicHoliday[]): PublicHoliday[] {
  const taken = new Set(days.map((day) => day.date));
  const all = [...days];
  for (const day of days) {
    if (weekdayOf(day.date) !== 0) continue;
    const monday = addDays(day.date, 1);
    if (taken.has(monday)) continue;
    taken.add(monday);
    all.push({ date: monday, name: `${day.name} (observed)`, source: `Sunday rule of the ${ACT}` });
  }
  return all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Whether a date is a working day of a week pattern (5: Monday-Friday, 6: Monday-Saturday), holidays aside. */
export function isWorkday(iso: string, daysPerWeek: 5 | 6 = 5) {
  const weekday = weekdayOf(iso);
  return weekday !== 0 && (daysPerWeek === 6 || weekday !== 6);
}

/**
 * The date `count` working days after `from` (not counting `from`), skipping weekends of the
 * pattern and the given holidays. Used for "HR contacts you within 2 business days".
 */
export function addWorkingDays(from: string, count: number, holidays: ReadonlySet<string>, daysPerWeek: 5 | 6 = 5) {
  let date = from;
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkday(date, daysPerWeek) && !holidays.has(date)) left -= 1;
  }
  return date;
}
