import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { buildLeaveReportCsv } from "~/services/leave/report.server";
import { readLeaveListQuery } from "~/services/leave/hr-list.server";
import { todayIso } from "~/utils/dates";

/** The leave report, HR only, as a dated CSV download; `?status=&leaveType=&department=&from=&to=` as on HR's screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { page: _page, ...filters } = readLeaveListQuery(new URL(request.url).searchParams);
  const csv = await buildLeaveReportCsv(filters);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leave-report-${todayIso()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
