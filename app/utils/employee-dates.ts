import { BIRTHDAY_WINDOW_DAYS, TRASH_RETENTION_DAYS } from "~/constants";
import { daysBetween } from "~/utils/dates";

/** Date rules of the employee screens, shared by the services and the pages (no server code). */

/** Days from today (YYYY-MM-DD) to the next birthday; 29 February counts as 28 February in other years. */
export function daysUntilBirthday(birthday: string, today: string) {
  const [, month, day] = birthday.split("-").map(Number);
  const year = Number(today.slice(0, 4));
  const occurrence = (y: number) => {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const d = month === 2 && day === 29 && !leap ? 28 : day;
    return `${y}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  };
  const thisYear = occurrence(year);
  return thisYear >= today ? daysBetween(today, thisYear) : daysBetween(today, occurrence(year + 1));
}

/** The detail dialog's badge: Today!, Tomorrow or "N days" within the 30-day window; otherwise null. */
export function birthdayBadge(birthday: string | null | undefined, today: string) {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const days = daysUntilBirthday(birthday, today);
  if (days > BIRTHDAY_WINDOW_DAYS) return null;
  return { days, label: days === 0 ? "Today!" : days === 1 ? "Tomorrow" : `${days} days` };
}

const DAY_MS = 86_400_000;

/** Whole days left before a trashed record expires (30-day retention); 0 means Expired. */
export function daysUntilExpiry(deletedAt: Date | string, now = new Date()) {
  const expiresAt = new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((expiresAt - now.getTime()) / DAY_MS));
}

export function expiryLabel(days: number) {
  return days === 0 ? "Expired" : days === 1 ? "1 day left" : `${days} days left`;
}
