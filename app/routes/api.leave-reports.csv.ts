import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { buildLeaveReportCsv } from "~/services/leave-report.server";
import { todayIso } from "~/utils/dates";

/** The leave report, HR only, as a dated CSV download. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const csv = await buildLeaveReportCsv();
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leave-report-${todayIso()}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
