import type { PayrollProcessPreview } from "~/services/payroll/preview.server";
import { decimalToCents, formatMoney } from "~/utils/pay";

/** The preview as the confirmation's loader sends it, its dates already formatted on the server. */
type Preview = PayrollProcessPreview & { datesLabel: string; payDateLabel: string };

function money(decimal: string) {
  return formatMoney(decimalToCents(decimal));
}

function count(n: number, one: string, many: string) {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/**
 * What Process will publish: the period, whom it pays, the active employees it does not pay
 * (the first few by employee number, then how many more), the rows not uploaded and the totals.
 */
export function PayrollProcessSummary({ preview }: { preview: Preview }) {
  const { unpaid } = preview;
  const more = unpaid.count - unpaid.shown.length;
  const facts: [string, string][] = [
    ["Period", preview.periodName],
    ["Dates", preview.datesLabel],
    ["Pay date", preview.payDateLabel],
    ["Employees paid", count(preview.paidCount, "payslip", "payslips")],
    ["Active employees not paid", unpaid.count.toLocaleString("en-US")],
    ["Rows not uploaded", preview.errorCount.toLocaleString("en-US")],
    ["Gross total", money(preview.totals.gross)],
    ["Net total", money(preview.totals.net)],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 rounded-md border border-stone-200 p-3 text-sm" aria-label="Summary">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt> <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.errorCount > 0 ? (
        <p className="text-sm text-red-900">
          {preview.errorCount === 1 ? "1 row of the upload was" : `${preview.errorCount.toLocaleString("en-US")} rows of the upload were`}{" "}
          not uploaded: those people get no payslip from this period unless the file is corrected and uploaded again first.
        </p>
      ) : null}
      {unpaid.count > 0 ? (
        <section aria-labelledby="unpaid-title" className="space-y-1">
          <h3 id="unpaid-title" className="text-sm font-semibold">
            Active employees not paid by this period ({unpaid.count.toLocaleString("en-US")})
          </h3>
          <ul className="max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm" aria-labelledby="unpaid-title">
            {unpaid.shown.map((employee) => (
              <li key={employee.employeeId}>
                {employee.name} ({employee.employeeId})
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="text-sm text-stone-600">and {more.toLocaleString("en-US")} more</p> : null}
        </section>
      ) : (
        <p className="text-sm text-stone-600">Every active employee is paid by this period.</p>
      )}
    </div>
  );
}
