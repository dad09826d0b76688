import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { aaPeriodSchema } from "~/schemas/equity";
import { aaReportPdf } from "~/services/equity/report-pdf.server";
import { aaReportWorkbook } from "~/services/equity/report-workbook.server";
import { buildAaReport } from "~/services/equity/report.server";
import { parseQuery } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";
import { fileResponse, pdfResponse } from "~/utils/file-response.server";

/**
 * GET (HR) `?format=xlsx|pdf&from=&to=`: the affirmative action report as a workbook (one sheet
 * per table, numbers as numbers) or a printable PDF, named after the period.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const query = parseQuery(request, aaPeriodSchema(todayIso()));
  const { from, to } = query;
  const report = await buildAaReport(from, to);
  const name = `affirmative-action-report_${from}_${to}`;
  if (query.format === "pdf") return pdfResponse(await aaReportPdf(report), `${name}.pdf`);
  return fileResponse(new Uint8Array(await aaReportWorkbook(report)), {
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fileName: `${name}.xlsx`,
    disposition: "attachment",
  });
}
