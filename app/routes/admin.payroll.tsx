import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { PayrollPeriods } from "~/components/payroll/payroll-periods";
import { PayrollUploadForm } from "~/components/payroll/payroll-upload-form";
import { Toast } from "~/components/ui/toast";
import { requireRole } from "~/auth.server";
import { PAYROLL_STATUSES, PayrollPeriodActionSchema, PayrollUploadFormSchema, separateRunReasonOf } from "~/schemas/payroll";
import { refusalAsToast, settle } from "~/errors.server";
import { receiveUploads, UPLOAD_FORMS } from "~/intake.server";
import { parsePayrollCsv } from "~/services/payroll/parse.server";
import { decodeSpreadsheetText } from "~/utils/text-encoding.server";
import { deletePayrollPeriod, listPayrollPeriods, PAYROLL_PERIOD_MESSAGES } from "~/services/payroll/periods.server";
import { uploadPayroll } from "~/services/payroll/upload.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateNa } from "~/utils/format";
import { readFormData } from "~/utils/form.server";

const RECENT_PERIODS = 12;

export const handle: RouteHandle = { tab: "payroll" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const statusParam = new URL(request.url).searchParams.get("status");
  const status = PAYROLL_STATUSES.find((known) => known === statusParam) ?? null;
  // One status (the Overview's "Draft payroll periods" link): every such period, not only the recent.
  const periods = await listPayrollPeriods({ limit: status ? 100 : RECENT_PERIODS, order: "uploaded", rowErrors: true, status });
  // Dates as text from the server: the browser's ICU may spell months differently ("Sep"/"Sept").
  return json({
    status,
    periods: periods.map((period) => ({
      ...period,
      datesLabel: `${formatDateNa(period.startDate)} – ${formatDateNa(period.endDate)}`,
      payDateLabel: formatDateNa(period.payDate),
    })),
  });
}

/**
 * Two kinds of POST: the upload (multipart, with its file) and a period's Delete button
 * (intent and periodId). Process asks first on a page of its own that shows what it will
 * publish (admin.payroll.$periodId.process.tsx, issue 24). The upload answers with its result
 * rather than a redirect, so the counts and row errors show beside the form at once (they are
 * also stored with the draft); sending the same file again is harmless (upsert). An upload with
 * row errors keeps the period's name and dates in the form, for the corrected file.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  // Media types are case-insensitive: a "Multipart/Form-Data" body is an upload (the intake's), never the delete form.
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    const submission = parseWithZod(await readFormData(request), { schema: PayrollPeriodActionSchema });
    if (submission.status !== "success") return json({ lastResult: null, upload: null }, { status: 400 });
    const { periodId } = submission.value;
    return refusalAsToast("/admin/payroll", "Failed to delete payroll", async () => {
      const deleted = await deletePayrollPeriod(periodId);
      return redirectWithToast("/admin/payroll", { title: PAYROLL_PERIOD_MESSAGES.deleted(deleted.periodName) });
    });
  }
  // The file comes in through the upload intake (5 MB while reading, CSV text by content, the
  // scanner) into memory; the form's own schema then checks the period and the file's name.
  const received = await receiveUploads(request, UPLOAD_FORMS.payroll, "memory");
  const part = received.files.find((file) => file.field === "csvFile");
  if (part && !part.outcome.ok) {
    // A refused file is a field error of the form (400, as the form's other refusals); an unavailable scanner stays a 503.
    const { status, message } = part.outcome.refusal;
    return json(
      { lastResult: { status: "error" as const, error: { csvFile: [message] } }, upload: null },
      { status: status === 503 ? 503 : 400 },
    );
  }
  const formData = new FormData();
  for (const [name, value] of received.entries) formData.append(name, value);
  if (part?.outcome.ok) formData.append("csvFile", new File([new Uint8Array(part.outcome.file.bytes!)], part.filename));
  const submission = parseWithZod(formData, { schema: PayrollUploadFormSchema });
  if (submission.status !== "success") return json({ lastResult: submission.reply(), upload: null }, { status: 400 });
  const { csvFile, separateRun, separateRunReason, ...period } = submission.value;
  // Windows-1252 (Excel on Windows) is read as such, never as "�" (issue 24).
  const { text: sheet } = decodeSpreadsheetText(new Uint8Array(await csvFile.arrayBuffer()));
  const outcome = await settle(async () =>
    uploadPayroll(hr, period, await parsePayrollCsv(sheet), {
      fileName: csvFile.name,
      separateRunReason: separateRunReasonOf({ separateRun, separateRunReason }),
    }),
  );
  if (!outcome.ok) {
    return json(
      { lastResult: submission.reply({ formErrors: [outcome.refusal.message] }), upload: null },
      { status: outcome.refusal.status },
    );
  }
  const { successCount, errorCount, errors } = outcome.value;
  return json({
    // Row errors: the same period is sent again with the corrected file (the file itself is never sent back).
    lastResult: errorCount > 0 ? submission.reply({ hideFields: ["csvFile"] }) : submission.reply({ resetForm: true }),
    upload: { periodName: period.periodName, successCount, errorCount, errors },
  });
}

/** The upload's answer (the only action answer that is not a redirect). */
type UploadAnswer = {
  lastResult: SubmissionResult<string[]> | null;
  upload: { periodName: string; successCount: number; errorCount: number; errors: string[] } | null;
};

export default function AdminPayroll() {
  const { periods, status } = useLoaderData<typeof loader>();
  // The buttons' answers are redirects, so only the upload's answer reaches the page.
  const actionData = useActionData<UploadAnswer>();
  const upload = actionData?.upload ?? null;
  // One object per upload, so the toast shows once per upload, not on every render.
  const toast = useMemo(
    () =>
      upload && {
        title: `Payroll uploaded: ${upload.successCount} processed, ${upload.errorCount} errors`,
        variant: upload.successCount === 0 ? ("error" as const) : ("success" as const),
      },
    [upload],
  );
  return (
    <>
      {/* The Process confirmation (a dialog with JavaScript; without it, a section on top of the page). */}
      <Outlet />
      {toast ? (
        <div className="mb-4">
          <Toast toast={toast} />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="upload-title">
          <h2 id="upload-title" className="text-lg font-semibold">
            Upload Payroll
          </h2>
          <PayrollUploadForm lastResult={actionData?.lastResult} />
        </section>
        {upload && upload.errors.length ? (
          <section className="card space-y-2 self-start" aria-labelledby="row-errors-title">
            <h2 id="row-errors-title" className="font-semibold text-red-900">
              Rows not uploaded for {upload.periodName} ({upload.errors.length})
            </h2>
            <ul className="max-h-96 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-900">
              {upload.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {/* The periods take the full width: eight columns do not fit beside the form. */}
      <section className="mt-6 space-y-2" aria-labelledby="periods-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="periods-title" className="text-lg font-semibold">
            {status === "draft" ? "Draft Payroll Periods" : status === "processed" ? "Processed Payroll Periods" : "Recent Payroll Periods"}
          </h2>
          <PeriodStatusFilter status={status} />
        </div>
        <p className="text-sm text-stone-600">
          An upload is a draft that employees do not see. Check its totals and row errors, then Process it to publish the payslips, or
          Delete it.
        </p>
        <PayrollPeriods periods={periods} emptyText={status === "draft" ? "No draft payroll periods" : undefined} />
      </section>
    </>
  );
}

/** Plain links, so the filter works without JavaScript and the list always matches the one shown as current. */
function PeriodStatusFilter({ status }: { status: string | null }) {
  const options = [
    { value: null, label: "Recent" },
    { value: "draft", label: "Drafts" },
    { value: "processed", label: "Processed" },
  ];
  return (
    <nav aria-label="Payroll periods shown" className="flex gap-1 text-sm">
      {options.map((option) => (
        <Link
          key={option.label}
          to={option.value ? `/admin/payroll?status=${option.value}` : "/admin/payroll"}
          aria-current={status === option.value ? "page" : undefined}
          className={`rounded-md px-3 py-1 no-underline ${status === option.value ? "bg-stone-800 text-white" : "bg-stone-100 text-stone-700 hover:bg-stone-200"}`}
          preventScrollReset
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}

export const meta: MetaFunction = () => [{ title: "Payroll | HR Admin" }];
