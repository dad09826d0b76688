import { formatDateNa } from "~/utils/format";
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
  /** Where "View PDF" opens (a new tab). */
  pdfUrl: string;
  /** Where "Download CSV" downloads; HR only. */
  csvUrl?: string;
}

const AMOUNT = "px-3 py-2 text-right tabular-nums whitespace-nowrap";

/** Payslips as a table: period, pay date (en-NA), amounts in N$, and the file links. */
export function PayslipTable({ payslips, caption }: { payslips: PayslipRow[]; caption: string }) {
  return (
    // relative: the screen-reader-only texts are positioned inside the scrolling box, not against the page.
    <div className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-left text-xs uppercase text-stone-500">
          <tr>
            <th scope="col" className="px-3 py-2">Period</th>
            <th scope="col" className="px-3 py-2">Pay date</th>
            <th scope="col" className="px-3 py-2 text-right">Gross</th>
            <th scope="col" className="px-3 py-2 text-right">Deductions</th>
            <th scope="col" className="px-3 py-2 text-right">Taxes</th>
            <th scope="col" className="px-3 py-2 text-right">Net</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">Files</span></th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {payslips.map((payslip) => (
            <tr key={payslip.id} data-testid={`payslip-row-${payslip.id}`}>
              <td className="min-w-44 px-3 py-2">
                <p className="font-medium">{payslip.periodName}</p>
                <p className="text-xs text-stone-500">
                  {formatDateNa(payslip.startDate)} – {formatDateNa(payslip.endDate)}
                  {payslip.workingDays != null ? ` · ${payslip.workingDays} working days` : ""}
                </p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{payslip.payDate ? formatDateNa(payslip.payDate) : "Not specified"}</td>
              <td className={AMOUNT}>{money(payslip.grossSalary)}</td>
              <td className={AMOUNT}>{money(payslip.deductions)}</td>
              <td className={AMOUNT}>{money(payslip.taxes)}</td>
              <td className={`${AMOUNT} font-semibold`}>{money(payslip.netSalary)}</td>
              <td className="px-3 py-2">
                <div className="flex flex-col items-stretch gap-1.5 text-center whitespace-nowrap 2xl:flex-row 2xl:justify-end">
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
    </div>
  );
}
