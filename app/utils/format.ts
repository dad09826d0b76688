/** One helper per display format named in the spec. */

const enUsShort = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const enNa = new Intl.DateTimeFormat("en-NA", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });

function toDate(value: string | Date) {
  // Plain dates (YYYY-MM-DD) are calendar days, not instants: read them as UTC midnight.
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
}

/** Dashboard dates: en-US short (spec 1). */
export function formatDateShort(value: string | Date | null | undefined) {
  if (!value) return "No date specified";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : enUsShort.format(date);
}

/** Payslip and leave dates: en-NA (spec 1 and 2). */
export function formatDateNa(value: string | Date | null | undefined) {
  if (!value) return "No date specified";
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? "Invalid date" : enNa.format(date);
}

export function formatMonthDay(value: string) {
  return monthDay.format(toDate(value));
}

export function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}
