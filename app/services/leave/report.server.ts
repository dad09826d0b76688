import { stringify } from "csv-stringify/sync";
import { balanceKindOf, cycleOfKind } from "~/services/leave/balances.server";
import { listAllLeaveRequests, type HrLeaveRequestView, type LeaveListQuery } from "~/services/leave/hr-list.server";
import { addDays } from "~/utils/dates";
import { formatCsvTimestamp } from "~/utils/format";
import { leaveStatusLabel, leaveTypeLabel } from "~/utils/labels";
import { neutraliseCell } from "~/utils/spreadsheet";

const COLUMNS = [
  "Employee ID",
  "Employee Name",
  "Department",
  "Leave Type",
  "Start Date",
  "End Date",
  "Days",
  "Working Days",
  "Leave Cycle",
  "Over Balance",
  "Status",
  "Reason",
  "Requested At",
  "Decided At",
  "Decided By",
];

/**
 * The cycles a request is charged to ("2025-03-01 to 2026-02-28"; two, joined by "; ", when it
 * crosses a cycle's end), counted like the balances. Empty for maternity leave (no balance) and a
 * former employee (no start date left to count from).
 */
export function chargedCycles(row: Pick<HrLeaveRequestView, "leaveType" | "startDate" | "endDate" | "employeeStartDate">) {
  const kind = balanceKindOf(row.leaveType);
  if (!kind || kind === "maternity" || !row.employeeStartDate) return "";
  const start = row.employeeStartDate;
  const cycles: string[] = [];
  for (let from = row.startDate; from <= row.endDate;) {
    const cycle = cycleOfKind(kind, start, from < start ? start : from);
    cycles.push(`${cycle.start} to ${cycle.end}`);
    from = addDays(cycle.end, 1);
  }
  return cycles.join("; ");
}

/**
 * The leave report: one row per request HR's screen would list with the same filters (status,
 * type, department, dates), labels rather than codes, working days beside the calendar days, the
 * cycle(s) charged and whether HR approved it over the balance; every cell safe to open in a
 * spreadsheet.
 */
export async function buildLeaveReportCsv(query: Partial<Omit<LeaveListQuery, "page">> = {}) {
  const rows = await listAllLeaveRequests(query);
  const records = rows.map((row) =>
    [
      row.employeeIdRef,
      row.employeeName,
      row.department ?? "",
      leaveTypeLabel(row.leaveType),
      row.startDate,
      row.endDate,
      row.days,
      row.workingDays,
      chargedCycles(row),
      row.balanceException ? "Yes" : "No",
      leaveStatusLabel(row.status),
      row.reason ?? "",
      formatCsvTimestamp(row.requestedAt),
      formatCsvTimestamp(row.respondedAt),
      row.decidedBy ?? "",
    ].map(neutraliseCell),
  );
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names like ≠Oma).
  return "\uFEFF" + stringify([COLUMNS, ...records], { record_delimiter: "windows" });
}
