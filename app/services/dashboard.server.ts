import { Op, QueryTypes } from "sequelize";
import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { DASHBOARD_NAMES_SHOWN } from "~/constants";
import { getDb } from "~/db.server";
import { needsAttention, type AttentionItem } from "~/services/attention.server";
import { getDashboardEvents } from "~/services/events/dashboard.server";
import { getApprovedLeaveEntries, getOnLeaveOn } from "~/services/leave/calendar.server";
import { addDays, isValidIsoDate, monthOf, monthRange, todayIso } from "~/utils/dates";
import { isValidMonth, summariseLeaveDays } from "~/utils/month-grid";
import { ownLeaveBalances } from "~/services/leave/balances-access.server";
import { overdueAnnualLeave, type OverdueEntry } from "~/services/leave/overdue.server";

export interface BirthdayEntry {
  id: number;
  name: string;
  /** Month and day only ("MM-DD"): colleagues see when, not how old (issue 12). */
  birthday: string;
  /** The birthday is today (Namibian date): the card marks it. */
  isToday: boolean;
}

/**
 * Active colleagues whose birthday is still to come this month (today included), in day
 * order: "upcoming" never lists a birthday already past. Leavers and trashed records
 * are left out.
 */
export async function getBirthdaysThisMonth(): Promise<BirthdayEntry[]> {
  // Raw SQL: the month of a date column, ordered by its day, has no model-level expression.
  const rows = await getDb().query<{ id: number; first_name: string; last_name: string; birthday: string }>(
    `SELECT id, first_name, last_name, to_char(birthday, 'MM-DD') AS birthday
       FROM employees
      WHERE deleted_at IS NULL AND status = 'active' AND birthday IS NOT NULL
        AND extract(month FROM birthday) = extract(month FROM CAST(:today AS date))
        AND extract(day FROM birthday) >= extract(day FROM CAST(:today AS date))
      ORDER BY extract(day FROM birthday), last_name`,
    { type: QueryTypes.SELECT, replacements: { today: todayIso() } },
  );
  const today = todayIso().slice(5);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    birthday: row.birthday,
    isToday: row.birthday === today,
  }));
}

export interface EmployeeProfile {
  id: number;
  employeeId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  communicationEmail: string | null;
  department: string | null;
  position: string | null;
  status: string;
  phone: string | null;
  address: string | null;
  namibianCitizen: boolean | null;
  disabilityStatus: string | null;
  raceCategory: string | null;
  profilePicture: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  /** The login's address (users.email), shown read-only: for authentication only. */
  loginEmail: string;
}

/** The signed-in employee's own profile: owner in the where clause, only the fields the tab shows. */
export async function getOwnProfile(user: CurrentUser): Promise<EmployeeProfile | null> {
  const employee = await Employee.findOne({
    where: { userId: user.id, deletedAt: null },
    attributes: [
      "id",
      "employeeId",
      "firstName",
      "lastName",
      "email",
      "communicationEmail",
      "department",
      "position",
      "status",
      "phone",
      "address",
      "namibianCitizen",
      "disabilityStatus",
      "raceCategory",
      "profilePicture",
      "emergencyContact",
      "emergencyPhone",
    ],
  });
  return employee ? ({ ...employee.get({ plain: true }), loginEmail: user.email } as EmployeeProfile) : null;
}

/**
 * The day the On Leave card shows and the month of the small calendar, from the URL
 * (`?date=YYYY-MM-DD&month=YYYY-MM`): the calendar picks only today or later, so an
 * earlier or malformed date is today, and the month is never before today's.
 */
export function readDashboardDate(params: URLSearchParams, today = todayIso()) {
  const asked = params.get("date") ?? "";
  const date = isValidIsoDate(asked) && asked >= today ? asked : today;
  const askedMonth = params.get("month") ?? "";
  const month = isValidMonth(askedMonth) && askedMonth >= monthOf(today) ? askedMonth : monthOf(date);
  return { date, month };
}

/** The dashboard home's cards (spec 1, Employee dashboard); the tabs load only their own data. */
export async function getEmployeeDashboard(user: CurrentUser, { date, month }: { date?: string; month?: string } = {}) {
  const today = todayIso();
  const onLeaveDate = date && date >= today ? date : today;
  const calendarMonth = month ?? monthOf(onLeaveDate);
  const { first, last } = monthRange(calendarMonth);
  const [upcoming, birthdays, onLeave, monthLeave, leaveBalances] = await Promise.all([
    getDashboardEvents(user),
    getBirthdaysThisMonth(),
    getOnLeaveOn(onLeaveDate),
    getApprovedLeaveEntries({ from: first < today ? today : first, to: last, activeOnly: true }),
    ownLeaveBalances(user),
  ]);
  return {
    leaveBalances,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    upcomingEvents: upcoming.events,
    upcomingEventCount: upcoming.total,
    rsvpSummary: upcoming.summary,
    canRsvp: upcoming.canRsvp,
    birthdays: birthdays.slice(0, DASHBOARD_NAMES_SHOWN),
    birthdayCount: birthdays.length,
    today,
    onLeaveDate,
    calendarMonth,
    leaveDays: last < today ? {} : summariseLeaveDays(monthLeave, first < today ? today : first, last),
    onLeaveToday: onLeave
      .slice(0, DASHBOARD_NAMES_SHOWN)
      .map(({ id, firstName, lastName, department, leaveType }) => ({ id, firstName, lastName, department, leaveType })),
    onLeaveCount: onLeave.length,
  };
}

export interface HrOverviewPanel {
  /** What waits for HR, each with its filtered list (issue 24). */
  attention: AttentionItem[];
  /** Active employees with carried annual leave past the employer's grant deadline (Labour Act s. 23). */
  overdueLeave: { count: number; first: OverdueEntry[] };
  /** Active employees whose contract ends from today to 30 days ahead, soonest first. */
  contractsExpiring: { id: number; name: string; department: string | null; contractExpiryDate: string }[];
  /** Active employees with a birthday in the next seven days (today included): month and day only. */
  birthdaysThisWeek: { id: number; name: string; birthday: string; isToday: boolean }[];
}

export const CONTRACT_EXPIRY_WINDOW_DAYS = 30;
export const BIRTHDAY_WEEK_DAYS = 7;

/** The month-days ("MM-DD") of the next `days` days; 29 February joins 28 February in a common year. */
function monthDaysAhead(today: string, days: number) {
  const list: string[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    list.push(day.slice(5));
    if (day.slice(5) === "02-28" && !isValidIsoDate(`${day.slice(0, 4)}-02-29`)) list.push("02-29");
  }
  return list;
}

/**
 * The HR Overview's extra panel (issue 13): what an HR administrator wants first thing.
 * Leavers and trashed records are left out of every figure.
 */
export async function getHrOverviewPanel(today = todayIso()): Promise<HrOverviewPanel> {
  const sequelize = getDb();
  const week = monthDaysAhead(today, BIRTHDAY_WEEK_DAYS);
  const contractsQuery = Employee.findAll({
    where: {
      deletedAt: null,
      status: "active",
      contractExpiryDate: { [Op.between]: [today, addDays(today, CONTRACT_EXPIRY_WINDOW_DAYS)] },
    },
    attributes: ["id", "firstName", "lastName", "department", "contractExpiryDate"],
    order: [
      ["contractExpiryDate", "ASC"],
      ["lastName", "ASC"],
    ],
  });
  // Raw SQL: the month and day of a date column; the year never leaves the database.
  const birthdaysQuery = sequelize.query<{ id: number; first_name: string; last_name: string; birthday: string }>(
    `SELECT id, first_name, last_name, to_char(birthday, 'MM-DD') AS birthday
       FROM employees
      WHERE deleted_at IS NULL AND status = 'active' AND birthday IS NOT NULL AND to_char(birthday, 'MM-DD') IN (:week)`,
    { type: QueryTypes.SELECT, replacements: { week } },
  );
  const [attention, contracts, birthdays, overdueLeave] = await Promise.all([
    needsAttention(),
    contractsQuery,
    birthdaysQuery,
    overdueAnnualLeave(),
  ]);
  const order = (monthDay: string) => week.indexOf(monthDay);
  return {
    attention,
    overdueLeave,
    contractsExpiring: contracts.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`,
      department: row.department ?? null,
      contractExpiryDate: row.contractExpiryDate!,
    })),
    birthdaysThisWeek: birthdays
      .sort((a, b) => order(a.birthday) - order(b.birthday) || a.last_name.localeCompare(b.last_name))
      .map((row) => ({
        id: row.id,
        name: `${row.first_name} ${row.last_name}`,
        birthday: row.birthday,
        isToday: row.birthday === today.slice(5),
      })),
  };
}

/** What the dashboard frames draw around every tab: the header's name, role and picture, nothing more. */
export async function getFrameUser(user: CurrentUser) {
  let profilePicture: string | null = null;
  if (user.employee) {
    const row = await Employee.findOne({ where: { id: user.employee.id, userId: user.id }, attributes: ["profilePicture"] });
    profilePicture = row?.profilePicture ?? null;
  }
  return { firstName: user.firstName, lastName: user.lastName, role: user.role, profilePicture };
}
