import { stringify } from "csv-stringify/sync";
import { listAllLeaveRequests } from "~/services/leave/hr-list.server";
import { formatCsvTimestamp } from "~/utils/format";
import { neutraliseCell } from "~/utils/spreadsheet";

const COLUMNS = [
  "Employee ID",
  "Employee Name",
  "Department",
  "Leave Type",
  "Start Date",
  "End Date",
  "Days",
  "Status",
  "Reason",
  "Requested At",
  "Decided At",
  "Decided By",
];

/** The leave report: one row per request, every cell safe to open in a spreadsheet. */
export async function buildLeaveReportCsv() {
  const rows = await listAllLeaveRequests();
  const records = rows.map((row) =>
    [
      row.employeeIdRef,
      row.employeeName,
      row.department ?? "",
      row.leaveType,
      row.startDate,
      row.endDate,
      row.days,
      row.status,
      row.reason ?? "",
      formatCsvTimestamp(row.requestedAt),
      formatCsvTimestamp(row.respondedAt),
      row.decidedBy ?? "",
    ].map(neutraliseCell),
  );
  // A byte-order mark so spreadsheet programs read the file as UTF-8 (names like ≠Oma).
  return "\uFEFF" + stringify([COLUMNS, ...records], { record_delimiter: "windows" });
}
