import { requestOrigin } from "~/utils/request-info.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { recordAudit } from "~/services/audit.server";
import { renderPayslipPdf } from "~/services/payslips/pdf.server";
import { payslipFileName, toPayslipPdfData } from "~/services/payslips/files.server";
import { getPayslipOfEmployee } from "~/services/payslips/hr.server";
import { parseId } from "~/utils/api.server";
import { pdfResponse } from "~/utils/file-response.server";
import { refusalAsFile } from "~/errors.server";
import { fileForBrowser } from "~/file-pages.server";
import { PAYSLIP_FILE_MESSAGES } from "~/schemas/payroll";

/** GET (HR): one employee's payslip as a PDF to open in a new tab; audited. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Opened in a browser tab: an ended session or a failure is a page with a way back, not JSON (issue 25).
  return fileForBrowser(
    request,
    { failure: PAYSLIP_FILE_MESSAGES.pdf, back: { to: "/admin/payslips", label: "Payslips" }, loginType: "admin" },
    async () => {
      const hr = await requireRole(request, "hr");
      const employeeId = parseId(params.employeeId);
      const payslipId = parseId(params.payslipId);
      const payslip = await refusalAsFile(PAYSLIP_FILE_MESSAGES.pdf, () => getPayslipOfEmployee(employeeId, payslipId));
      const pdf = await renderPayslipPdf(toPayslipPdfData(payslip));
      await recordAudit(requestOrigin(request), {
        action: "payslip_viewed",
        userId: hr.id,
        employeeId,
        details: { payslipId, periodName: payslip.periodName, format: "pdf" },
      });
      return pdfResponse(pdf, payslipFileName(payslip, "pdf"));
    },
  );
}
