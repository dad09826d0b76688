import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { renderPayslipPdf } from "~/services/payslips/pdf.server";
import { getOwnPayslipPdfData } from "~/services/payslips/own.server";
import { parseId } from "~/utils/api.server";
import { pdfResponse } from "~/utils/file-response.server";
import { refusalAsFile } from "~/errors.server";
import { fileForBrowser } from "~/file-pages.server";
import { PAYSLIP_FILE_MESSAGES } from "~/schemas/payroll";

/**
 * GET: the PDF of one of the caller's own payslips, to open in a new tab. Anything
 * else (another employee's payslip, an unknown id) is the same 404; HR opens other
 * employees' payslips through /api/admin/payslips/{employeeId}/{payslipId}/pdf-view. A
 * browser tab gets a page instead of the JSON refusal (sign in again, or back to My Payslips).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Opened in a browser tab: an ended session or a failure is a page with a way back, not JSON (issue 25).
  return fileForBrowser(request, OPENED_FROM, async () => {
    const user = await requireUser(request);
    const id = parseId(params.id);
    const { data, fileName } = await refusalAsFile(PAYSLIP_FILE_MESSAGES.pdf, () => getOwnPayslipPdfData(user, id));
    return pdfResponse(await renderPayslipPdf(data), fileName);
  });
}

const OPENED_FROM = { failure: PAYSLIP_FILE_MESSAGES.pdf, back: { to: "/payslips", label: "My Payslips" }, loginType: "employee" } as const;
