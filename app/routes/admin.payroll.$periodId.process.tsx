import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PayrollProcessSummary } from "~/components/payroll/payroll-process-summary";
import { RouteDialog } from "~/components/ui/route-dialog";
import { requireRole } from "~/auth.server";
import { refusalAsPage, refusalAsToast } from "~/errors.server";
import { PayrollProcessConfirmSchema } from "~/schemas/payroll";
import { PAYROLL_PERIOD_MESSAGES, processPayrollPeriod } from "~/services/payroll/periods.server";
import { payrollProcessPreview } from "~/services/payroll/preview.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";
import { readId } from "~/utils/ids";

/**
 * Process asks first (issue 24): this page shows what will be published (the period, whom it
 * pays and whom it does not, the rows not uploaded, the totals) and only its Confirm POST
 * publishes. A dialog over the Payroll tab with JavaScript, a section of the page without.
 * (POST /api/payroll/periods/{id}/process stays one step, for scripts.)
 */

function periodIdParam(value: string | undefined) {
  const id = readId(value);
  if (id === null) throw new Response("Payroll period not found", { status: 404 });
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const preview = await refusalAsPage(() => payrollProcessPreview(periodIdParam(params.periodId)));
  // Dates as text from the server, as on the Payroll tab (the browser's ICU may spell months differently).
  return json({
    ...preview,
    datesLabel: `${formatDateNa(preview.startDate)} – ${formatDateNa(preview.endDate)}`,
    payDateLabel: preview.payDate ? formatDateNa(preview.payDate) : "Not specified",
    refusal: preview.status === "draft" ? null : PAYROLL_PERIOD_MESSAGES.alreadyProcessed,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const id = periodIdParam(params.periodId);
  const parsed = PayrollProcessConfirmSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ message: "Review the payroll period before processing it" }, { status: 400 });
  return refusalAsToast("/admin/payroll", "Failed to process payroll", async () => {
    const processed = await processPayrollPeriod(hr, id, { reviewedVersion: parsed.data.version });
    return redirectWithToast("/admin/payroll", {
      title: PAYROLL_PERIOD_MESSAGES.processed(processed.periodName, processed.payslipCount),
    });
  });
}

export default function ProcessPayroll() {
  const preview = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const employees = preview.paidCount === 1 ? "1 employee" : `${preview.paidCount} employees`;
  return (
    <RouteDialog title={`Process ${preview.periodName}`} closeTo="/admin/payroll" wide>
      {preview.refusal ? (
        <div className="space-y-4">
          <p>{preview.refusal}. To correct it, upload it again.</p>
          <div className="flex justify-end">
            <Link to="/admin/payroll" className="btn-secondary" preventScrollReset>
              Close
            </Link>
          </div>
        </div>
      ) : (
        <Form method="post" className="space-y-4">
          <p>
            Processing publishes these payslips: each employee paid sees theirs at once. It cannot be undone; a processed period is
            corrected only by uploading it again.
          </p>
          <PayrollProcessSummary preview={preview} />
          <input type="hidden" name="version" value={preview.version} />
          <div className="flex flex-wrap justify-end gap-2">
            <Link to="/admin/payroll" className="btn-secondary" preventScrollReset>
              Cancel
            </Link>
            <button type="submit" className="btn-primary" disabled={busy}>
              Confirm: publish to {employees}
            </button>
          </div>
        </Form>
      )}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Process Payroll | HR Admin" }];
