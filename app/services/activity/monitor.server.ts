import { QueryTypes } from "sequelize";
import { ADMIN_LIST_PAGE_SIZE, PAGE_VISITS_SHOWN, SESSION_IDLE_TIMEOUT_MS, TOP_PAGES_SHOWN } from "~/constants";
import { getDb } from "~/db.server";
import type { ActivityFilter } from "~/schemas/activity";
import { COMPANY_TIME_ZONE } from "~/utils/dates";
import { pageWindow, type PageWindow } from "~/utils/paging";

/**
 * What the activity monitor reads (spec 2, Activity monitor): sessions, page visits and
 * their summaries, for one employee or all, over a range of days. Raw SQL throughout:
 * these are aggregates and paged joins over tables of millions of rows, each shaped for
 * an index (migration 2026-11-23T18-00-activity-monitor) and measured by bench:activity.
 */

/** The filter as SQL: the range's bounds are midnight at the mine, To Date's day included. */
function range(filter: ActivityFilter) {
  return {
    from: filter.dateFrom,
    to: filter.dateTo,
    employeeId: filter.employeeId,
    zone: COMPANY_TIME_ZONE,
  };
}
const FROM = `(CAST(:from AS date)::timestamp AT TIME ZONE :zone)`;
const TO = `((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone)`;
const sessionsWhere = (alias: string) =>
  `${alias}.login_time >= ${FROM} AND ${alias}.login_time < ${TO} AND (CAST(:employeeId AS integer) IS NULL OR ${alias}.employee_id = :employeeId)`;
const visitsWhere = (alias: string) =>
  `${alias}.visit_time >= ${FROM} AND ${alias}.visit_time < ${TO} AND (CAST(:employeeId AS integer) IS NULL OR ${alias}.employee_id = :employeeId)`;

/** A session is active while its history row is open and its cookie session is alive. */
const IS_ACTIVE = `(us.is_active AND s.expire IS NOT NULL AND s.expire > now())`;

/** How long a session lasted: to its logout, to now while active, else to its last activity. */
const DURATION = `EXTRACT(EPOCH FROM (COALESCE(us.logout_time, CASE WHEN ${IS_ACTIVE} THEN now() END,
  s.expire - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000})) - us.login_time))::int`;

export interface SessionEntry {
  id: number;
  employeeId: number | null;
  employeeName: string;
  employeeIdRef: string | null;
  department: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  loginTime: string;
  logoutTime: string | null;
  durationSeconds: number | null;
  isActive: boolean;
  role: string;
  userId: number;
}

interface SessionRow {
  id: number;
  user_id: number;
  employee_id: number | null;
  employee_name: string;
  employee_ref: string | null;
  department: string | null;
  ip_address: string | null;
  user_agent: string | null;
  login_time: Date;
  logout_time: Date | null;
  duration: number | null;
  is_active: boolean;
  role: string;
}

const SESSION_COLUMNS = `us.id, us.user_id, us.employee_id,
  COALESCE(NULLIF(TRIM(CONCAT_WS(' ', e.first_name, e.last_name)), ''), TRIM(CONCAT_WS(' ', u.first_name, u.last_name)), u.email) AS employee_name,
  e.employee_id AS employee_ref, e.department, us.ip_address, us.user_agent, us.login_time, us.logout_time,
  ${DURATION} AS duration, ${IS_ACTIVE} AS is_active, u.role`;

const SESSION_JOINS = `JOIN users u ON u.id = us.user_id
  LEFT JOIN employees e ON e.id = us.employee_id
  LEFT JOIN sessions s ON s.sid = us.session_id`;

function toSessionEntry(row: SessionRow): SessionEntry {
  return {
    id: row.id,
    userId: row.user_id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    employeeIdRef: row.employee_ref,
    department: row.department,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    loginTime: new Date(row.login_time).toISOString(),
    logoutTime: row.logout_time ? new Date(row.logout_time).toISOString() : null,
    durationSeconds: row.duration === null ? null : Math.max(0, Number(row.duration)),
    isActive: row.is_active,
    role: row.role,
  };
}

/** The Sessions tab: sign-ins in the range, newest first, a page at a time. */
export async function listSessions(filter: ActivityFilter, page = 1): Promise<{ sessions: SessionEntry[]; window: PageWindow }> {
  const sequelize = getDb();
  const replacements = range(filter);
  const [{ total }] = await sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM user_sessions us WHERE ${sessionsWhere("us")}`,
    {
      replacements,
      type: QueryTypes.SELECT,
    },
  );
  const window = pageWindow(Number(total), ADMIN_LIST_PAGE_SIZE, page);
  const rows = await sequelize.query<SessionRow>(
    `SELECT ${SESSION_COLUMNS} FROM user_sessions us ${SESSION_JOINS}
      WHERE ${sessionsWhere("us")} ORDER BY us.login_time DESC, us.id DESC LIMIT :limit OFFSET :offset`,
    { replacements: { ...replacements, limit: window.pageSize, offset: window.offset }, type: QueryTypes.SELECT },
  );
  return { sessions: rows.map(toSessionEntry), window };
}

/** Session Control: every session alive now (whatever the dates), newest sign-in first, with the counts. */
export async function listActiveSessions(page = 1) {
  const sequelize = getDb();
  const alive = `FROM active_sessions a JOIN sessions s ON s.sid = a.session_id AND s.expire > now()
    JOIN user_sessions us ON us.session_id = a.session_id AND us.is_active JOIN users u ON u.id = a.user_id`;
  const [counts] = await sequelize.query<{ total: string; hr: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE u.role = 'hr') AS hr ${alive}`,
    { type: QueryTypes.SELECT },
  );
  const total = Number(counts.total);
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, page);
  const rows = await sequelize.query<SessionRow & { last_activity: Date }>(
    `SELECT ${SESSION_COLUMNS}, a.last_activity ${alive} LEFT JOIN employees e ON e.id = us.employee_id
      ORDER BY a.login_time DESC, us.id DESC LIMIT :limit OFFSET :offset`,
    { replacements: { limit: window.pageSize, offset: window.offset }, type: QueryTypes.SELECT },
  );
  const sessions = rows.map((row) => ({ ...toSessionEntry(row), lastActivity: new Date(row.last_activity).toISOString() }));
  return { counts: { total, hrAdmins: Number(counts.hr), employees: total - Number(counts.hr) }, sessions, window };
}

export interface PageVisitEntry {
  id: number;
  employeeId: number | null;
  employeeName: string;
  employeeIdRef: string | null;
  department: string | null;
  pagePath: string;
  visitTime: string;
  timeSpent: number | null;
  ipAddress: string | null;
}

/** The Page Visits tab: the newest visits in the range, at most PAGE_VISITS_SHOWN (spec 2 section 9). */
export async function listPageVisits(filter: ActivityFilter): Promise<PageVisitEntry[]> {
  const rows = await getDb().query<{
    id: number;
    employee_id: number | null;
    employee_name: string;
    employee_ref: string | null;
    department: string | null;
    page_path: string;
    visit_time: Date;
    time_spent: number | null;
    ip_address: string | null;
  }>(
    `SELECT pv.id, pv.employee_id, pv.page_path, pv.visit_time, pv.time_spent, pv.ip_address, e.employee_id AS employee_ref, e.department,
       COALESCE(NULLIF(TRIM(CONCAT_WS(' ', e.first_name, e.last_name)), ''), TRIM(CONCAT_WS(' ', u.first_name, u.last_name)), u.email, 'Unknown') AS employee_name
       FROM page_visits pv LEFT JOIN users u ON u.id = pv.user_id LEFT JOIN employees e ON e.id = pv.employee_id
      WHERE ${visitsWhere("pv")} ORDER BY pv.visit_time DESC, pv.id DESC LIMIT ${PAGE_VISITS_SHOWN}`,
    { replacements: range(filter), type: QueryTypes.SELECT },
  );
  return rows.map((row) => ({
    id: row.id,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    employeeIdRef: row.employee_ref,
    department: row.department,
    pagePath: row.page_path,
    visitTime: new Date(row.visit_time).toISOString(),
    timeSpent: row.time_spent,
    ipAddress: row.ip_address,
  }));
}

/** One employee's top pages: their visits in the range (an index on employee and time). */
const TOP_PAGES_OF_ONE = `SELECT pv.page_path, count(*) AS visits, avg(pv.time_spent) AS average FROM page_visits pv
  WHERE ${visitsWhere("pv")} GROUP BY pv.page_path ORDER BY visits DESC, pv.page_path LIMIT ${TOP_PAGES_SHOWN}`;

/** Everyone's top pages: the daily roll-up the recording keeps (a few rows per day, not every visit). */
const TOP_PAGES_OF_ALL = `SELECT page_path, sum(visits) AS visits, sum(time_total)::float / NULLIF(sum(timed), 0) AS average
  FROM page_visit_days WHERE day BETWEEN CAST(:from AS date) AND CAST(:to AS date)
  GROUP BY page_path ORDER BY visits DESC, page_path LIMIT ${TOP_PAGES_SHOWN}`;

export interface ActivityStats {
  totalSessions: number;
  activeSessions: number;
  uniqueUsers: number;
  topPages: { pagePath: string; visitCount: number; avgTimeSpent: number | null }[];
}

/** The Overview tab (spec 2, Activity statistics). Active Sessions are those alive now. */
export async function activityStats(filter: ActivityFilter): Promise<ActivityStats> {
  const sequelize = getDb();
  const replacements = range(filter);
  const [[sessions], [active], topPages] = await Promise.all([
    sequelize.query<{ total: string; users: string }>(
      `SELECT count(*) AS total, count(DISTINCT us.user_id) AS users FROM user_sessions us WHERE ${sessionsWhere("us")}`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<{ active: string }>(
      `SELECT count(*) AS active FROM user_sessions us JOIN sessions s ON s.sid = us.session_id AND s.expire > now()
        WHERE us.is_active AND (CAST(:employeeId AS integer) IS NULL OR us.employee_id = :employeeId)`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<{ page_path: string; visits: string; average: string | null }>(
      filter.employeeId ? TOP_PAGES_OF_ONE : TOP_PAGES_OF_ALL,
      {
        replacements,
        type: QueryTypes.SELECT,
      },
    ),
  ]);
  return {
    totalSessions: Number(sessions.total),
    activeSessions: Number(active.active),
    uniqueUsers: Number(sessions.users),
    topPages: topPages.map((row) => ({
      pagePath: row.page_path,
      visitCount: Number(row.visits),
      avgTimeSpent: row.average === null ? null : Math.round(Number(row.average)),
    })),
  };
}

/** The Analytics tab: sessions in the range by browser and by department, as counts. */
export async function sessionBreakdowns(filter: ActivityFilter) {
  const sequelize = getDb();
  const replacements = range(filter);
  const [browsers, departments] = await Promise.all([
    sequelize.query<{ label: string; count: string }>(
      `SELECT COALESCE(us.browser, 'Unknown') AS label, count(*) AS count FROM user_sessions us WHERE ${sessionsWhere("us")} GROUP BY 1`,
      { replacements, type: QueryTypes.SELECT },
    ),
    sequelize.query<{ label: string | null; count: string }>(
      `SELECT e.department AS label, count(*) AS count FROM user_sessions us LEFT JOIN employees e ON e.id = us.employee_id
        WHERE ${sessionsWhere("us")} GROUP BY 1`,
      { replacements, type: QueryTypes.SELECT },
    ),
  ]);
  const pairs = (rows: { label: string | null; count: string }[]) =>
    rows.map((row) => [row.label ?? "No department", Number(row.count)] as [string, number]);
  return { browsers: pairs(browsers), departments: pairs(departments) };
}

export interface EmployeeChoice {
  id: number;
  name: string;
  employeeIdRef: string;
}

/**
 * The Employee filter without a 5,000-entry list: HR types a name or employee ID and
 * gets the exact ID, or up to 10 people whose name or ID contains the text. Leavers and
 * records in the trash are included: their past sessions are still theirs.
 */
export async function matchEmployees(text: string): Promise<EmployeeChoice[]> {
  const needle = text.trim().toLowerCase().slice(0, 100);
  if (!needle) return [];
  const rows = await getDb().query<{ id: number; first_name: string; last_name: string; employee_id: string }>(
    `SELECT id, first_name, last_name, employee_id FROM employees
      WHERE lower(employee_id) = :needle
         OR lower(CONCAT_WS(' ', first_name, last_name, employee_id)) LIKE :pattern ESCAPE '\\'
      ORDER BY (lower(employee_id) = :needle) DESC, last_name, first_name, id LIMIT 10`,
    { replacements: { needle, pattern: `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }, type: QueryTypes.SELECT },
  );
  const exact = rows.filter((row) => row.employee_id.toLowerCase() === needle);
  return (exact.length === 1 ? exact : rows).map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    employeeIdRef: row.employee_id,
  }));
}

/** The chosen employee's name and reference for the filter, or null when there is no such record. */
export async function employeeChoice(id: number): Promise<EmployeeChoice | null> {
  const [row] = await getDb().query<{ id: number; first_name: string; last_name: string; employee_id: string }>(
    `SELECT id, first_name, last_name, employee_id FROM employees WHERE id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  return row ? { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), employeeIdRef: row.employee_id } : null;
}
