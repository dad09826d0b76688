import { QueryTypes } from "sequelize";
import { Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { UPCOMING_EVENTS_LIMIT } from "~/constants";
import { getDb } from "~/db.server";
import { getOnLeaveOn } from "~/services/leave-calendar.server";
import { todayIso } from "~/utils/dates";

export interface UpcomingEvent {
  id: number;
  title: string;
  description: string | null;
  startDate: string;
}

/** Upcoming means a start date today or later, compared at date level (spec 1). */
async function getUpcomingEvents() {
  // Raw SQL: the first five and the total in one query (a window count), compared in Namibian dates.
  const rows = await getDb().query<UpcomingEvent & { total: string }>(
    `SELECT id, title, description, start_date AS "startDate", count(*) OVER () AS total
       FROM events WHERE (start_date AT TIME ZONE 'Africa/Windhoek')::date >= :today
      ORDER BY start_date LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { limit: UPCOMING_EVENTS_LIMIT, today: todayIso() } },
  );
  return {
    events: rows.map(({ total: _total, ...event }) => ({ ...event, startDate: new Date(event.startDate).toISOString() })),
    total: Number(rows[0]?.total ?? 0),
  };
}

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
  getDb();
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

/** The dashboard home's cards (spec 1, Employee dashboard); the tabs load only their own data. */
export async function getEmployeeDashboard(user: CurrentUser) {
  const today = todayIso();
  const [upcoming, birthdays, onLeave] = await Promise.all([getUpcomingEvents(), getBirthdaysThisMonth(), getOnLeaveOn(today)]);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    upcomingEvents: upcoming.events,
    upcomingEventCount: upcoming.total,
    birthdays,
    today,
    onLeaveToday: onLeave.map(({ id, firstName, lastName, department, leaveType }) => ({ id, firstName, lastName, department, leaveType })),
  };
}

/** What the dashboard frames draw around every tab: the header's name, role and picture, nothing more. */
export async function getFrameUser(user: CurrentUser) {
  let profilePicture: string | null = null;
  if (user.employee) {
    getDb();
    const row = await Employee.findOne({ where: { id: user.employee.id, userId: user.id }, attributes: ["profilePicture"] });
    profilePicture = row?.profilePicture ?? null;
  }
  return { firstName: user.firstName, lastName: user.lastName, role: user.role, profilePicture };
}
