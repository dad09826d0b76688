import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { PayrollUploadApiSchema, separateRunReasonOf } from "~/schemas/payroll";
import { sheetFromObjects } from "~/services/payroll/parse.server";
import { uploadPayroll } from "~/services/payroll/upload.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/**
 * POST (HR): { periodName, startDate, endDate, csvData: [row objects] }, and for a run
 * that overlaps another period on purpose { separateRun: true, separateRunReason }.
 * Answers { successCount, errorCount, errors, periodId, status } with 200 once the rows
 * were checked (stored or refused row by row): a new period is a draft until
 * POST /api/payroll/periods/{periodId}/process. 400 { message, errors } when the upload
 * as a whole is unusable; 409 when its dates overlap another period for the same employees.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { csvData, separateRun, separateRunReason, ...period } = await parseJsonBody(request, PayrollUploadApiSchema);
  const { successCount, errorCount, errors, periodId, status } = await refusalAsJson(() =>
    uploadPayroll(hr, period, sheetFromObjects(csvData), { separateRunReason: separateRunReasonOf({ separateRun, separateRunReason }) }),
  );
  return json({ successCount, errorCount, errors, periodId, status });
}
