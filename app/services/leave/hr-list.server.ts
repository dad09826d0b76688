import { QueryTypes } from "sequelize";
import { ADMIN_LIST_PAGE_SIZE, DEPARTMENTS, LEAVE_REQUEST_STATUSES, LEAVE_TYPES } from "~/constants";
import { getDb } from "~/db.server";
import type { LeaveRequestView } from "~/services/leave/requests.server";
import { isValidIsoDate } from "~/utils/dates";
import { pageWindow, readPageParam, type PageWindow } from "~/utils/paging";

/** HR's list of leave requests: filters read from the URL, one SQL filter shared by the count and the page. */

export interface HrLeaveRequestView extends LeaveRequestView {
  employeeName: string;
  employeeIdRef: string;
  department: string | null;
  decidedBy: string | null;
  /** The employee's record was deleted for good: the request is kept for the record, not decided. */
  formerEmployee: boolean;
  /** HR approved it over the balance, as an exception. */
  balanceException: boolean;
  decisionNote: string | null;
  /** The employee's start date (their leave cycles count from it); null for a former employee. */
  employeeStartDate: string | null;
}

/** HR's leave list filters, as read from the URL (unknown values mean "all"). */
export interface LeaveListQuery {
  status: string;
  leaveType: string;
  department: string;
  from: string;
  to: string;
  page: number;
}

export function readLeaveListQuery(params: URLSearchParams): LeaveListQuery {
  const pick = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : "");
  const date = (value: string | null) => (value && isValidIsoDate(value) ? value : "");
  return {
    status: pick(params.get("status"), LEAVE_REQUEST_STATUSES),
    leaveType: pick(params.get("leaveType"), LEAVE_TYPES),
    department: pick(params.get("department"), DEPARTMENTS),
    from: date(params.get("from")),
    to: date(params.get("to")),
    page: readPageParam(params),
  };
}

interface HrLeaveRow {
  id: number;
  employee_id: number | null;
  leave_type: string;
  start_date: string;
  end_date: string;
  days: number;
  working_days: number;
  expected_date: string | null;
  actual_birth_date: string | null;
  documents: number;
  reason: string | null;
  status: string;
  requested_at: Date;
  responded_at: Date | null;
  approved_by_email: string | null;
  approval_method: string | null;
  employee_name: string | null;
  employee_id_ref: string | null;
  department: string | null;
  approver_name: string | null;
  approver_email: string | null;
  live: boolean;
  balance_exception: boolean;
  decision_note: string | null;
  employee_start_date: string | null;
}

/**
 * The requests HR sees: those of employees in the directory and those kept after an
 * employee was deleted for good (named by their snapshot); trashed employees' requests
 * are left out while they may still be restored. Filters as SQL with bind parameters;
 * the date range keeps requests that overlap it.
 */
function hrLeaveFilter(query: Partial<Omit<LeaveListQuery, "page">>) {
  const clauses = ["(lr.employee_id IS NULL OR e.deleted_at IS NULL)"];
  const bind: string[] = [];
  const add = (clause: string, value: string) => {
    bind.push(value);
    clauses.push(clause.replaceAll("?", `$${bind.length}`));
  };
  if (query.status) add("lr.status = ?", query.status);
  if (query.leaveType) add("lr.leave_type = ?", query.leaveType);
  if (query.department) add("e.department = ?", query.department);
  if (query.from) add("lr.end_date >= ?::date", query.from);
  if (query.to) add("lr.start_date <= ?::date", query.to);
  return { where: clauses.join(" AND "), bind };
}

const HR_LEAVE_FROM = `FROM leave_requests lr
  LEFT JOIN employees e ON e.id = lr.employee_id
  LEFT JOIN users u ON u.id = lr.approved_by`;

const HR_LEAVE_SELECT = `SELECT lr.id, lr.employee_id, lr.leave_type, to_char(lr.start_date, 'YYYY-MM-DD') AS start_date,
  to_char(lr.end_date, 'YYYY-MM-DD') AS end_date, lr.days, lr.working_days,
  to_char(lr.expected_date, 'YYYY-MM-DD') AS expected_date, to_char(lr.actual_birth_date, 'YYYY-MM-DD') AS actual_birth_date,
  (SELECT count(*)::int FROM leave_request_documents d WHERE d.leave_request_id = lr.id) AS documents, lr.reason, lr.status, lr.requested_at, lr.responded_at,
  lr.approved_by_email, lr.approval_method,
  COALESCE(e.first_name || ' ' || e.last_name, lr.employee_name, 'Former employee') AS employee_name,
  COALESCE(e.employee_id, lr.employee_id_ref, '') AS employee_id_ref, e.department,
  NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS approver_name, u.email AS approver_email,
  e.id IS NOT NULL AS live, lr.balance_exception, lr.decision_note, to_char(e.start_date, 'YYYY-MM-DD') AS employee_start_date`;

/**
 * HR's screen: what waits for a decision first, the longest waiting first; decided requests
 * after, the most recent first (issue 24). The report and the API keep newest-first.
 */
const SCREEN_ORDER = `(lr.status = 'pending') DESC,
  CASE WHEN lr.status = 'pending' THEN lr.requested_at END ASC,
  lr.requested_at DESC, lr.id DESC`;

function toHrView(row: HrLeaveRow): HrLeaveRequestView {
  return {
    id: row.id,
    employeeId: row.employee_id,
    leaveType: row.leave_type,
    startDate: row.start_date,
    endDate: row.end_date,
    days: row.days,
    workingDays: row.working_days,
    expectedDate: row.expected_date,
    actualBirthDate: row.actual_birth_date,
    certificateAttached: row.documents > 0,
    reason: row.reason,
    status: row.status,
    requestedAt: new Date(row.requested_at).toISOString(),
    respondedAt: row.responded_at ? new Date(row.responded_at).toISOString() : null,
    approvedByEmail: row.approved_by_email,
    approvalMethod: row.approval_method,
    employeeName: row.employee_name ?? "Former employee",
    employeeIdRef: row.employee_id_ref ?? "",
    department: row.department,
    decidedBy: row.status === "pending" ? null : (row.approved_by_email ?? row.approver_name ?? row.approver_email),
    formerEmployee: !row.live,
    balanceException: row.balance_exception,
    decisionNote: row.decision_note,
    employeeStartDate: row.employee_start_date,
  };
}

/** Every request HR sees, newest first, with the screen's filters (the leave report and GET /api/leave-requests). */
export async function listAllLeaveRequests(query: Partial<Omit<LeaveListQuery, "page">> = {}): Promise<HrLeaveRequestView[]> {
  const filter = hrLeaveFilter(query);
  const rows = await getDb().query<HrLeaveRow>(
    `${HR_LEAVE_SELECT} ${HR_LEAVE_FROM} WHERE ${filter.where} ORDER BY lr.requested_at DESC, lr.id DESC`,
    { bind: filter.bind, type: QueryTypes.SELECT },
  );
  return rows.map(toHrView);
}

/** One page of HR's Leave Requests screen: filtered, counted and paged by PostgreSQL. */
export async function listLeaveRequestsPage(query: LeaveListQuery): Promise<{ requests: HrLeaveRequestView[]; window: PageWindow }> {
  const filter = hrLeaveFilter(query);
  // Raw SQL: one filter (status, type, department, dates over a join) shared by the count and the page.
  const [{ total }] = await getDb().query<{ total: number }>(`SELECT count(*)::int AS total ${HR_LEAVE_FROM} WHERE ${filter.where}`, {
    bind: filter.bind,
    type: QueryTypes.SELECT,
  });
  const window = pageWindow(total, ADMIN_LIST_PAGE_SIZE, query.page);
  if (total === 0) return { requests: [], window };
  const rows = await getDb().query<HrLeaveRow>(
    `${HR_LEAVE_SELECT} ${HR_LEAVE_FROM} WHERE ${filter.where}
      ORDER BY ${SCREEN_ORDER} LIMIT ${window.pageSize} OFFSET ${window.offset}`,
    { bind: filter.bind, type: QueryTypes.SELECT },
  );
  return { requests: rows.map(toHrView), window };
}
