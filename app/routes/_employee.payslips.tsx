import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EmployeeDataMissing } from "~/components/dashboard/employee-data-missing";
import { PayslipLoadError } from "~/components/payslips/payslip-load-error";
import { PayslipTable } from "~/components/payslips/payslip-table";
import { requireUser } from "~/auth.server";
import { listOwnPayslips } from "~/services/payslips/own.server";
import { formatDateNa } from "~/utils/format";

export const handle: RouteHandle = { tab: "payslips" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const payslips = await listOwnPayslips(user);
  return json({
    hasEmployeeRecord: Boolean(user.employee),
    payslips: payslips.map((payslip) => ({
      id: payslip.id,
      periodName: payslip.payrollPeriod.periodName,
      startDate: payslip.payrollPeriod.startDate,
      endDate: payslip.payrollPeriod.endDate,
      payDate: payslip.payrollPeriod.payDate,
      periodDates: `${formatDateNa(payslip.payrollPeriod.startDate)} – ${formatDateNa(payslip.payrollPeriod.endDate)}`,
      payDateLabel: payslip.payrollPeriod.payDate ? formatDateNa(payslip.payrollPeriod.payDate) : "Not specified",
      grossSalary: payslip.grossSalary,
      deductions: payslip.deductions,
      taxes: payslip.taxes,
      netSalary: payslip.netSalary,
      workingDays: payslip.workingDays,
      pdfUrl: `/api/payslips/${payslip.id}/pdf-view`,
    })),
  });
}

export default function PayslipsTab() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      {data.hasEmployeeRecord ? (
        <section className="card space-y-3" aria-labelledby="my-payslips-title">
          <h2 id="my-payslips-title" className="font-semibold">
            My Payslips
          </h2>
          {data.payslips.length === 0 ? (
            <p className="py-8 text-center text-stone-600">No payslips available</p>
          ) : (
            <>
              <PayslipTable payslips={data.payslips} caption="My payslips, newest first" />
              <p className="text-xs text-stone-500">The PDF opens in a new tab. Amounts in Namibian dollars (N$).</p>
            </>
          )}
        </section>
      ) : (
        <EmployeeDataMissing />
      )}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "My Payslips | HR Portal" }];

export const ErrorBoundary = PayslipLoadError;
