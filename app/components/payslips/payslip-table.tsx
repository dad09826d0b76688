import { decimalToCents, formatMoney } from "~/utils/pay";

/** A DECIMAL(10,2) string from the server as N$ 1,234.56 (through integer cents). */
export function money(decimal: string) {
  return formatMoney(decimalToCents(decimal));
}

export interface PayslipRow {
  id: number;
  periodName: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  grossSalary: string;
  deductions: string;
  taxes: string;
  netSalary: string;
  workingDays: number | null;
  /** "01 Oct 2026 – 31 Oct 2026" and the pay date, formatted by the loader (server) so hydration matches. */
  periodDates: string;
  payDateLabel: string;
  /** HR's view marks payslips of a draft period (not yet published to the employee). */
  periodStatus?: string;
  /** Where "View PDF" opens (a new tab). */
  pdfUrl: string;
  /** Where "Download CSV" downloads; HR only. */
  csvUrl?: string;
}

const AMOUNT = "tabular-nums whitespace-nowrap md:text-right";

/**
 * Payslips as a table: period, pay date (en-NA, formatted by the loader on the server:
 * browsers' ICU data spell some months differently, "Sep" or "Sept", and text formatted
 * again in the browser would not match the server's HTML), amounts in N$, and the file links. On a
 * phone each payslip is a card (card-table), with every amount labelled and net pay and
 * View PDF in view without scrolling sideways.
 */
export function PayslipTable({ payslips, caption }: { payslips: PayslipRow[]; caption: string }) {
  return (
    <table className="card-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Pay date</th>
          <th scope="col" className="text-right">
            Gross
          </th>
          <th scope="col" className="text-right">
            Deductions
          </th>
          <th scope="col" className="text-right">
            Taxes
          </th>
          <th scope="col" className="text-right">
            Net
          </th>
          <th scope="col">
            <span className="sr-only">Files</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {payslips.map((payslip) => (
          <tr key={payslip.id} data-testid={`payslip-row-${payslip.id}`}>
            <td className="md:min-w-44">
              <p className="font-medium">
                {payslip.periodName}
                {payslip.periodStatus === "draft" ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Draft</span>
                ) : null}
              </p>
              <p className="text-xs text-stone-500">
                {payslip.periodDates}
                {payslip.workingDays != null ? ` · ${payslip.workingDays} working days` : ""}
              </p>
            </td>
            <td data-label="Pay date" className="whitespace-nowrap">
              {payslip.payDateLabel}
            </td>
            <td data-label="Gross" className={AMOUNT}>
              {money(payslip.grossSalary)}
            </td>
            <td data-label="Deductions" className={AMOUNT}>
              {money(payslip.deductions)}
            </td>
            <td data-label="Taxes" className={AMOUNT}>
              {money(payslip.taxes)}
            </td>
            <td data-label="Net" className={`${AMOUNT} font-semibold`}>
              {money(payslip.netSalary)}
            </td>
            <td>
              <div className="flex flex-wrap items-stretch gap-1.5 text-center whitespace-nowrap md:flex-col 2xl:flex-row 2xl:justify-end">
                {payslip.csvUrl ? (
                  <a href={payslip.csvUrl} className="btn-secondary px-3 py-1" download>
                    Download CSV<span className="sr-only"> for {payslip.periodName}</span>
                  </a>
                ) : null}
                <a href={payslip.pdfUrl} className="btn-secondary px-3 py-1" target="_blank" rel="noopener">
                  View PDF<span className="sr-only"> for {payslip.periodName} (opens in a new tab)</span>
                </a>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
