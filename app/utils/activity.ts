/**
 * How the activity monitor names things (spec 2 section 9): browsers by user-agent
 * text, page categories by path, time spent as minutes and seconds, login times
 * relative to now. A sign-in's browser is stored with this same rule when it starts
 * (services/activity/sessions.server.ts), so a table and a bar never disagree.
 */
import { BROWSER_ORDER, PAGE_CATEGORIES } from "~/constants";

export type Browser = (typeof BROWSER_ORDER)[number] | "Unknown";

/** Checked in the spec's order: the first name the text contains, case-insensitively. */
export function browserOf(userAgent: string | null | undefined): Browser {
  const text = (userAgent ?? "").toLowerCase();
  return BROWSER_ORDER.find((name) => text.includes(name.toLowerCase())) ?? "Unknown";
}

/** Root or home is Dashboard; then the first category word the path contains; otherwise Other. */
export function pageCategory(path: string) {
  const lower = path.toLowerCase();
  if (lower === "/" || lower === "/home" || lower === "") return "Dashboard";
  return PAGE_CATEGORIES.find(([word]) => lower.includes(word))?.[1] ?? "Other";
}

/** "2m 05s", or "42s" under a minute; nothing measured yet is "-". */
export function formatActivityDuration(seconds: number | null | undefined) {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return "-";
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  return `${minutes}m ${String(whole % 60).padStart(2, "0")}s`;
}

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "5 minutes ago", measured against the `now` the page was rendered with (no hydration drift). */
export function formatRelativeTime(value: string | Date, now: string | Date) {
  let amount = (new Date(value).getTime() - new Date(now).getTime()) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return relative.format(Math.round(amount), "year");
}
