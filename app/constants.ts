/**
 * Every enumeration, limit and timing of the spec, in one place, imported by the
 * Zod schemas, the services and the screens alike.
 */

export const ROLES = ["hr", "employee"] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ["Male", "Female"] as const;
export const ETHNIC_GROUPS = [
  "Ovambo",
  "Kavango",
  "Herero",
  "Damara",
  "Nama",
  "Caprivian",
  "Bushmen",
  "Baster",
  "Tswana",
  "White",
  "Coloured",
  "Other",
] as const;
/** Stored values; //Karas is shown as ||Karas (see regionLabel). */
export const REGIONS = [
  "Erongo",
  "Hardap",
  "//Karas",
  "Kavango East",
  "Kavango West",
  "Khomas",
  "Kunene",
  "Ohangwena",
  "Omaheke",
  "Omusati",
  "Oshana",
  "Oshikoto",
  "Otjozondjupa",
  "Zambezi",
] as const;
export const DEPARTMENTS = [
  "Finance",
  "Logistics and Transport",
  "Geology",
  "Sustainability",
  "Safety Health and Environment",
  "Data Technicians",
  "Office Administrator",
  "Management",
] as const;
export const CONTRACT_TYPES = ["Permanent", "Probation", "Fixed-term"] as const;
export const DRIVER_STATUSES = ["Driver", "Driver - Long distance", "Non-Driver"] as const;
export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "intern"] as const;
export const EMPLOYEE_STATUSES = ["active", "inactive", "terminated"] as const;
export const LEAVE_STATUSES = ["on leave", "at work"] as const;
export const BANK_NAMES = [
  "Bank Windhoek",
  "First National Bank",
  "Standard Bank",
  "Nedbank",
  "Development Bank of Namibia",
  "Bank of Namibia",
  "Other",
] as const;
export const ACCOUNT_TYPES = ["Checking", "Savings", "Current", "Fixed Deposit"] as const;
export const DISABILITY_STATUSES = ["none", "physical", "mental", "both"] as const;
export const RACE_CATEGORIES = ["Black", "Coloured", "White", "Asian", "Other"] as const;

/**
 * Occupational levels of the Employment Equity Commission's affirmative action reports
 * (issue 16; source in docs/decisions.md "Employment equity"). Stored values, in the
 * Commission's order from the top; labels in OCCUPATIONAL_LEVEL_LABELS.
 */
export const OCCUPATIONAL_LEVELS = [
  "executive_directors",
  "senior_management",
  "middle_management_specialists",
  "skilled_technical_supervisory",
  "semi_skilled",
  "unskilled",
] as const;
export type OccupationalLevel = (typeof OCCUPATIONAL_LEVELS)[number];
export const OCCUPATIONAL_LEVEL_LABELS: Record<OccupationalLevel, string> = {
  executive_directors: "Executive directors (top management)",
  senior_management: "Senior management",
  middle_management_specialists: "Middle management and specialists",
  skilled_technical_supervisory: "Skilled technical and supervisory",
  semi_skilled: "Semi-skilled",
  unskilled: "Unskilled",
};
/**
 * The Affirmative Action (Employment) Act 29 of 1998, s. 18: "racially disadvantaged" are
 * persons of a group disadvantaged by past discriminatory laws or practices. Of the spec's race
 * categories, White is the advantaged one; "Other" and an empty value are "not specified", never guessed.
 */
export const RACIALLY_DISADVANTAGED_CATEGORIES: readonly string[] = ["Black", "Coloured", "Asian"];
export const RACIALLY_ADVANTAGED_CATEGORIES: readonly string[] = ["White"];

export const LEAVE_TYPES = ["vacation", "sick", "personal", "maternity", "emergency", "compassionate"] as const;
export const LEAVE_REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
/**
 * The longest leave one request may cover, in calendar days (both dates counted). The
 * spec names no bound; a year covers every leave type (maternity leave is 12 weeks in
 * Namibia) and keeps a typo like 2062 for 2026 from making a request decades long.
 */
export const MAX_LEAVE_DAYS = 365;

export function regionLabel(region: string | null | undefined) {
  return region === "//Karas" ? "||Karas" : (region ?? "");
}

export function disabilityLabel(status: string | null | undefined) {
  switch (status) {
    case "none":
      return "None";
    case "physical":
      return "Physical";
    case "mental":
      return "Mental";
    case "both":
      return "Physical & Mental";
    default:
      return "Not specified";
  }
}

// Passwords (spec 1 section 9)
export const PASSWORD_MIN_LENGTH = 8;
export const BCRYPT_COST = 12;
export const DEFAULT_RESET_REASON = "Employee forgot password";

// Sign-in protection (DESIGN.md, Security)
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;
/** A browser that signed in to an account is trusted by it this long (the known-device cookie). */
export const KNOWN_DEVICE_DAYS = 90;
/** A link that makes a browser a known device (when its network's sign-in limit is used up) works this long, once. */
export const DEVICE_LINK_MINUTES = 30;

// Sessions: the spec leaves the length open; 30 minutes with a 2-minute warning is our choice.
/** However active, a session ends this long after sign-in (issue 12). */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_WARNING_MS = 2 * 60 * 1000;

// Token lifetimes (DESIGN.md)
export const PASSWORD_RESET_TOKEN_HOURS = 24;
export const LEAVE_APPROVAL_TOKEN_DAYS = 14;
export const INVITATION_DAYS = 7;
/** Wrong guesses an invitation's code takes before it is void (its link still works; HR can make a new one). */
export const INVITATION_CODE_MAX_ATTEMPTS = 5;
/** A second invitation asked for from the login screen within this time mails nothing new. */
export const INVITATION_REQUEST_INTERVAL_MINUTES = 5;

// Timings of the spec (the mobile width, 768 px, is the "md" breakpoint in tailwind.css)
export const REDIRECT_AFTER_RESET_MS = 3000;

// Dashboard lists (spec 1 section 9)
export const UPCOMING_EVENTS_LIMIT = 5;
/**
 * The employee dashboard's Upcoming Birthdays and On Leave cards name at most this many people
 * and then say how many more (a 3,000-person mine has about 250 birthdays a month and, on a
 * busy day, a hundred people on leave; the leave calendar lists everyone on leave).
 */
export const DASHBOARD_NAMES_SHOWN = 10;
export const BIRTHDAY_WINDOW_DAYS = 30;

export const TERMS_VERSION = "1.0";
export const TERMS_LAST_UPDATED = "September 2025";

// Employee directory and trash (spec 2 section 9)
export const DIRECTORY_PAGE_SIZE = 25;
/** Page size of HR's other lists: leave requests, mail outbox, import history, trash (the spec sets none). */
export const ADMIN_LIST_PAGE_SIZE = 25;
export const SEARCH_DEBOUNCE_MS = 500;
export const TRASH_RETENTION_DAYS = 30;
export const EMPLOYEE_SORT_FIELDS = ["name", "department", "salary", "startDate"] as const;
export const SORT_ORDERS = ["asc", "desc"] as const;
/** The directory's status filter offers only these two (spec 2 section 3). */
export const DIRECTORY_STATUS_FILTERS = ["active", "inactive"] as const;

// Activity monitor (spec 2 sections 2 and 9)
export const ACTIVITY_TABS = ["overview", "sessions", "visits", "analytics", "control"] as const;
export const PAGE_VISITS_SHOWN = 50;
export const TOP_PAGES_SHOWN = 5;
/** Without chosen dates the monitor shows this many days up to today (docs/decisions.md). */
export const ACTIVITY_DEFAULT_DAYS = 30;
/**
 * Browser classification by user-agent text, in the spec's order (spec 2 section 9): the
 * first name the text contains wins, so Edge (whose text also says Chrome) counts as Chrome.
 */
export const BROWSER_ORDER = ["Chrome", "Firefox", "Safari", "Edge"] as const;
/** Page categories by path (spec 2 section 9): the first word the path contains wins. */
export const PAGE_CATEGORIES = [
  ["documents", "Documents"],
  ["leave", "Leave Requests"],
  ["payslips", "Payslips"],
  ["events", "Events"],
  ["profile", "Profile"],
] as const;

// Password reset review (spec 2 sections 4 and 9)
export const PASSWORD_RESET_STATUSES = ["pending", "approved", "rejected", "completed"] as const;
export type PasswordResetStatus = (typeof PASSWORD_RESET_STATUSES)[number];

/** Active sessions and password resets refresh this often with JavaScript (spec 2 section 9). */
export const ADMIN_POLL_MS = 30_000;

/** Live updates (spec 1: the real-time connection retries every 3 s after an unexpected close). */
export const LIVE_UPDATES_RETRY_MS = 3_000;
