import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { PayrollUploadApiSchema } from "~/schemas/payroll";
import { sheetFromObjects, uploadPayroll } from "~/services/payroll.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/**
 * POST (HR): { periodName, startDate, endDate, csvData: [row objects] }. Answers
 * { successCount, errorCount, errors } with 200 once the rows were checked (stored or
 * refused row by row); 400 { message, errors } when the upload as a whole is unusable.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const { csvData, ...period } = await parseJsonBody(request, PayrollUploadApiSchema);
  const { successCount, errorCount, errors } = await refusalAsJson(() => uploadPayroll(hr, period, sheetFromObjects(csvData)));
  return json({ successCount, errorCount, errors });
}
