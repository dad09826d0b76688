import { Form, Link } from "@remix-run/react";
import type { PayrollPeriodView } from "~/services/payroll/periods.server";
import { DataTable } from "~/components/ui/data-table";
import { decimalToCents, formatMoney } from "~/utils/pay";

/** A period as the loader sends it, its dates already formatted on the server (so hydration matches). */
type Period = Omit<PayrollPeriodView, "rowErrors"> & { rowErrors?: string[]; datesLabel: string; payDateLabel: string };

function money(decimal: string) {
  return formatMoney(decimalToCents(decimal));
}

/**
 * The recent periods with their status, head count and totals. A draft has Process (a link
 * to the confirmation that shows what will be published, then publishes the payslips to its
 * employees) and Delete (a plain POST form with an intent); a processed period can only be
 * corrected by uploading it again. The row errors of the latest upload open under the
 * period (a details element: no JavaScript needed).
 */
export function PayrollPeriods({ periods, emptyText = "No payroll periods yet" }: { periods: Period[]; emptyText?: string }) {
  if (periods.length === 0) return <p className="card text-stone-600">{emptyText}</p>;
  return (
    <DataTable
      label="Recent payroll periods"
      columns={[
        { label: "Period" },
        { label: "Status" },
        { label: "Employees", className: "text-right" },
        { label: "Gross", className: "text-right" },
        { label: "Deductions", className: "text-right" },
        { label: "Taxes", className: "text-right" },
        { label: "Net", className: "text-right" },
        { label: "Actions" },
      ]}
    >
      {periods.map((period) => {
        const draft = period.status === "draft";
        return (
          <tr key={period.id} data-testid={`payroll-period-${period.id}`}>
            <td>
              <p className="font-medium">{period.periodName}</p>
              <p className="text-xs text-stone-500">{`${period.datesLabel} · pay date ${period.payDateLabel}`}</p>
              {period.csvFileName ? <p className="text-xs text-stone-500">{period.csvFileName}</p> : null}
              {period.separateRunReason ? <p className="text-xs text-stone-600">Separate run: {period.separateRunReason}</p> : null}
              {period.correctionCount > 0 ? (
                <p className="text-xs text-stone-600">
                  Corrected {period.correctionCount === 1 ? "once" : `${period.correctionCount} times`} after processing
                </p>
              ) : null}
              {period.errorCount > 0 ? (
                <details className="mt-1 text-xs text-red-900">
                  <summary className="cursor-pointer">
                    {period.errorCount === 1 ? "1 row not uploaded" : `${period.errorCount} rows not uploaded`}
                  </summary>
                  <ul className="mt-1 max-h-60 list-disc space-y-0.5 overflow-y-auto pl-5">
                    {(period.rowErrors ?? []).map((error) => (
                      <li key={error}>{error}</li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </td>
            <td>
              <span
                className={draft ? "rounded bg-amber-100 px-2 py-0.5 text-amber-900" : "rounded bg-green-100 px-2 py-0.5 text-green-900"}
              >
                {draft ? "Draft" : "Processed"}
              </span>
            </td>
            <td className="text-right tabular-nums">{period.payslipCount}</td>
            <td className="text-right tabular-nums whitespace-nowrap">{money(period.totals.gross)}</td>
            <td className="text-right tabular-nums whitespace-nowrap">{money(period.totals.deductions)}</td>
            <td className="text-right tabular-nums whitespace-nowrap">{money(period.totals.taxes)}</td>
            <td className="text-right tabular-nums whitespace-nowrap font-semibold">{money(period.totals.net)}</td>
            <td>
              {draft ? (
                <div className="flex flex-wrap gap-1.5">
                  <Link to={`/admin/payroll/${period.id}/process`} className="btn-primary px-3 py-1" preventScrollReset>
                    Process<span className="sr-only"> {period.periodName}</span>
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="periodId" value={period.id} />
                    <button type="submit" name="intent" value="delete" className="btn-secondary px-3 py-1">
                      Delete<span className="sr-only"> {period.periodName}</span>
                    </button>
                  </Form>
                </div>
              ) : (
                <span className="text-xs text-stone-500">Published; upload again to correct</span>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
