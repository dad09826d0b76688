import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { OVERDUE_SQL, holidaySet, lastOverdueSubmissionDay, overdueHolidayYears } from "~/services/grievances/common.server";

/**
 * The Overview's "Needs Your Attention" (issue 13, widened by issue 24): what waits for HR, each
 * count with the filtered list that shows exactly those rows. One round trip.
 */

export interface AttentionItem {
  key: string;
  label: string;
  count: number;
  /** The list filtered to these rows. */
  to: string;
}

type Counts = Record<(typeof ITEMS)[number]["key"], number>;

/** Each count and its list; the SQL of a count and the filter of its list select the same rows. */
const ITEMS = [
  {
    key: "leave",
    label: "Pending leave requests",
    to: "/admin/leave-requests?status=pending",
    sql: `SELECT count(*) FROM leave_requests lr JOIN employees e ON e.id = lr.employee_id WHERE lr.status = 'pending' AND e.deleted_at IS NULL`,
  },
  {
    key: "resets",
    label: "Pending password resets",
    to: "/admin/password-resets",
    sql: `SELECT count(*) FROM password_reset_requests WHERE status = 'pending'`,
  },
  {
    key: "newGrievances",
    label: "New grievances",
    to: "/admin/grievances?status=new",
    sql: `SELECT count(*) FROM grievances g WHERE g.deleted_at IS NULL AND g.status IN ('submitted', 'open')`,
  },
  {
    key: "overdueGrievances",
    label: "Overdue grievances (unanswered after 2 working days)",
    to: "/admin/grievances?status=overdue",
    sql: `SELECT count(*) FROM grievances g WHERE g.deleted_at IS NULL AND ${OVERDUE_SQL}`,
  },
  {
    key: "documentQueries",
    label: "Open document queries",
    to: "/admin/documents?view=queries&status=pending",
    sql: `SELECT count(*) FROM document_queries WHERE status = 'pending'`,
  },
  {
    key: "suggestions",
    label: "Suggestions awaiting review",
    to: "/admin/suggestions?status=pending",
    sql: `SELECT count(*) FROM suggestions WHERE deleted_at IS NULL AND status IN ('pending', 'submitted')`,
  },
  {
    key: "eeRequests",
    label: "Pending EE requests",
    to: "/ee-committee/requests?status=pending",
    sql: `SELECT count(*) FROM ee_requests WHERE status = 'pending'`,
  },
  {
    key: "draftPayroll",
    label: "Draft payroll periods (not yet published)",
    to: "/admin/payroll?status=draft",
    sql: `SELECT count(*) FROM payroll_periods WHERE status = 'draft'`,
  },
] as const;

export async function needsAttention(now = new Date()): Promise<AttentionItem[]> {
  const overdueDay = lastOverdueSubmissionDay(await holidaySet(overdueHolidayYears(now)), now);
  // Raw SQL: eight counts in one round trip.
  const [row] = await getDb().query<Record<string, string>>(`SELECT ${ITEMS.map((item) => `(${item.sql}) AS "${item.key}"`).join(",\n")}`, {
    type: QueryTypes.SELECT,
    replacements: { overdueDay },
  });
  const counts = Object.fromEntries(ITEMS.map((item) => [item.key, Number(row?.[item.key] ?? 0)])) as Counts;
  return ITEMS.map(({ key, label, to }) => ({ key, label, to, count: counts[key] }));
}
