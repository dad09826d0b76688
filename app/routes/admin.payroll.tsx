import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { PayrollUploadForm } from "~/components/payroll/payroll-upload-form";
import { Toast } from "~/components/ui/toast";
import { requireRole } from "~/auth.server";
import { PAYROLL_MAX_FILE_BYTES, PAYROLL_MESSAGES, PayrollUploadFormSchema } from "~/schemas/payroll";
import { settle } from "~/errors.server";
import { listPayrollPeriods, parsePayrollCsv, uploadPayroll } from "~/services/payroll.server";
import { formatDateNa } from "~/utils/format";
import { readMultipartFormData } from "~/utils/form.server";
import { DataTable } from "~/components/ui/data-table";

const RECENT_PERIODS = 12;

export const handle: RouteHandle = { tab: "payroll" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ periods: await listPayrollPeriods({ limit: RECENT_PERIODS, order: "uploaded" }) });
}

/**
 * The upload answers with its result rather than a redirect: the row errors are the
 * answer to this POST and are stored nowhere, so a redirect would lose them. Sending
 * the same file again is harmless (the period and its payslips are upserted).
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const formData = await readMultipartFormData(request, PAYROLL_MAX_FILE_BYTES);
  if (!formData) {
    return json({ lastResult: { status: "error" as const, error: { csvFile: [PAYROLL_MESSAGES.tooLarge] } }, upload: null }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: PayrollUploadFormSchema });
  if (submission.status !== "success") return json({ lastResult: submission.reply(), upload: null }, { status: 400 });
  const { csvFile, ...period } = submission.value;
  const sheet = await csvFile.text();
  const outcome = await settle(() => uploadPayroll(hr, period, parsePayrollCsv(sheet), { fileName: csvFile.name }));
  if (!outcome.ok) {
    return json({ lastResult: submission.reply({ formErrors: [outcome.refusal.message] }), upload: null }, { status: outcome.refusal.status });
  }
  const { successCount, errorCount, errors } = outcome.value;
  return json({ lastResult: submission.reply({ resetForm: true }), upload: { periodName: period.periodName, successCount, errorCount, errors } });
}

export default function AdminPayroll() {
  const { periods } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const upload = actionData?.upload ?? null;
  // One object per upload, so the toast shows once per upload, not on every render.
  const toast = useMemo(
    () => upload && {
      title: `Payroll uploaded: ${upload.successCount} processed, ${upload.errorCount} errors`,
      variant: upload.successCount === 0 ? ("error" as const) : ("success" as const),
    },
    [upload],
  );
  return (
    <>
      {toast ? (
        <div className="mb-4">
          <Toast toast={toast} />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="upload-title">
          <h2 id="upload-title" className="text-lg font-semibold">Upload Payroll</h2>
          <PayrollUploadForm lastResult={actionData?.lastResult} />
        </section>
        <div className="space-y-6">
          {upload && upload.errors.length ? (
            <section className="card space-y-2" aria-labelledby="row-errors-title">
              <h2 id="row-errors-title" className="font-semibold text-red-900">
                Rows not uploaded for {upload.periodName} ({upload.errors.length})
              </h2>
              <ul className="max-h-96 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-900">
                {upload.errors.map((error) => <li key={error}>{error}</li>)}
              </ul>
            </section>
          ) : null}
          <section className="space-y-2" aria-labelledby="periods-title">
            <h2 id="periods-title" className="text-lg font-semibold">Recent Payroll Periods</h2>
            {periods.length === 0 ? (
              <p className="card text-stone-600">No payroll periods yet</p>
            ) : (
              <DataTable columns={[{ label: "Period" }, { label: "Dates" }, { label: "Pay Date" }, { label: "Status" }, { label: "Payslips", className: "text-right" }]}>
                    {periods.map((period) => (
                      <tr key={period.id}>
                        <td>
                          <p className="font-medium">{period.periodName}</p>
                          {period.csvFileName ? <p className="text-xs text-stone-500">{period.csvFileName}</p> : null}
                        </td>
                        <td className="whitespace-nowrap">{formatDateNa(period.startDate)} – {formatDateNa(period.endDate)}</td>
                        <td className="whitespace-nowrap">{formatDateNa(period.payDate)}</td>
                        <td>{period.status.charAt(0).toUpperCase() + period.status.slice(1)}</td>
                        <td className="text-right tabular-nums">{period.payslipCount}</td>
                      </tr>
                    ))}
                  </DataTable>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Payroll | HR Admin" }];
