import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { PayslipLoadError } from "~/components/payslips/payslip-load-error";
import { PayslipTable } from "~/components/payslips/payslip-table";
import { requireRole } from "~/auth.server";
import { settle } from "~/errors.server";
import { listPayslipsOfEmployee, searchEmployeesPageForPayslips } from "~/services/payslips/hr.server";
import { formatDateNa } from "~/utils/format";
import { readId } from "~/utils/ids";

function selectedEmployeeId(raw: string | null) {
  return readId(raw);
}

/**
 * The search (`?q=`, paged with `?page=`) on the left and the chosen employee's payslips
 * (`?employee=`) on the right; plain GET links and forms. Dates are formatted here on the
 * server, so the browser renders the very text the server sent (no locale or time zone
 * of the browser's own).
 */
export const handle: RouteHandle = { tab: "admin-payslips" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const employeeId = selectedEmployeeId(params.get("employee"));
  const page = Number(params.get("page") ?? "1");
  const search = await searchEmployeesPageForPayslips(q, Number.isSafeInteger(page) ? page : 1);
  const outcome = employeeId ? await settle(() => listPayslipsOfEmployee(employeeId)) : null;
  const selected = outcome?.ok ? outcome.value : null;
  const selectedError =
    outcome && !outcome.ok ? outcome.refusal.message : params.get("employee") && !employeeId ? "Employee not found" : null;
  return json({
    q,
    employees: search.employees,
    paging: { page: search.page, pages: search.pages, total: search.total, pageSize: search.pageSize },
    selectedError,
    selected: selected && {
      employee: selected.employee,
      payslips: selected.payslips.map((payslip) => {
        const base = `/api/admin/payslips/${selected!.employee.id}/${payslip.id}`;
        return {
          id: payslip.id,
          periodName: payslip.periodName,
          startDate: payslip.startDate,
          endDate: payslip.endDate,
          payDate: payslip.payDate,
          periodStatus: payslip.periodStatus,
          periodDates: `${formatDateNa(payslip.startDate)} – ${formatDateNa(payslip.endDate)}`,
          payDateLabel: payslip.payDate ? formatDateNa(payslip.payDate) : "Not specified",
          grossSalary: payslip.grossSalary,
          deductions: payslip.deductions,
          taxes: payslip.taxes,
          netSalary: payslip.netSalary,
          workingDays: payslip.workingDays,
          pdfUrl: `${base}/pdf-view`,
          csvUrl: `${base}/download`,
        };
      }),
    },
  });
}

type PayslipsData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function AdminPayslips() {
  const { q, employees, paging, selected, selectedError } = useLoaderData<typeof loader>();
  const pageParam: Record<string, string> = paging.page > 1 ? { page: String(paging.page) } : {};
  const query = (employeeId: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), ...pageParam, employee: String(employeeId) })}`;
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page), ...(selected ? { employee: String(selected.employee.id) } : {}) })}`;
  return (
    <>
      <section className="space-y-4">
        <h2 className="text-lg font-semibold">Employee Payslips</h2>
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <aside className="card space-y-3" aria-labelledby="payslip-search-title">
            <h3 id="payslip-search-title" className="font-semibold">
              Find an employee
            </h3>
            <EmployeeSearchForm q={q} />
            <EmployeeList employees={employees} selectedId={selected?.employee.id} linkTo={query} />
            <EmployeePager paging={paging} pageLink={pageLink} />
          </aside>

          <div className="min-w-0 space-y-3">
            <SelectedPayslips selected={selected} selectedError={selectedError} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The GET search box over the employees (`?q=`). */
function EmployeeSearchForm({ q }: { q: string }) {
  return (
    <Form method="get" action="/admin/payslips" role="search" className="flex gap-2">
      <label htmlFor="payslip-search" className="sr-only">
        Search employees
      </label>
      <input
        id="payslip-search"
        name="q"
        type="search"
        defaultValue={q}
        className="field-input"
        placeholder="Name, employee ID or department"
        maxLength={100}
      />
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  );
}

/** The employees found, each a link that opens their payslips; the chosen one is marked current. */
function EmployeeList({
  employees,
  selectedId,
  linkTo,
}: {
  employees: PayslipsData["employees"];
  selectedId: number | undefined;
  linkTo: (employeeId: number) => string;
}) {
  if (employees.length === 0) return <p className="py-4 text-sm text-stone-600">No employees found</p>;
  return (
    <ul className="divide-y divide-stone-100" aria-label="Employees">
      {employees.map((employee) => {
        const current = selectedId === employee.id;
        return (
          <li key={employee.id}>
            <Link
              to={linkTo(employee.id)}
              aria-current={current ? "true" : undefined}
              className={`block rounded-md px-2 py-2 no-underline ${current ? "bg-copper-50 ring-1 ring-copper-500" : "hover:bg-stone-50"}`}
            >
              <span className="block font-medium text-stone-900">{employee.name}</span>
              <span className="block text-xs text-stone-500">
                {employee.employeeId}
                {employee.department ? ` · ${employee.department}` : ""} ·{" "}
                {employee.payslipCount === 1 ? "1 payslip" : `${employee.payslipCount} payslips`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Previous and Next through the pages of employees found; nothing when they fit on one page. */
function EmployeePager({ paging, pageLink }: { paging: PayslipsData["paging"]; pageLink: (page: number) => string }) {
  if (paging.pages <= 1) return null;
  return (
    <nav aria-label="Employee pages" className="flex items-center justify-between gap-2 text-sm">
      {paging.page > 1 ? (
        <Link to={pageLink(paging.page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-xs text-stone-500">{`Page ${paging.page} of ${paging.pages} (${paging.total} employees)`}</span>
      {paging.page < paging.pages ? (
        <Link to={pageLink(paging.page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The right-hand side: the chosen employee's payslips, why they could not be loaded, or a prompt to choose one. */
function SelectedPayslips({ selected, selectedError }: Pick<PayslipsData, "selected" | "selectedError">) {
  if (selectedError) {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
        Error loading payslips: {selectedError}
      </p>
    );
  }
  if (!selected) return <p className="card text-stone-600">Select an employee to see their payslips.</p>;
  return (
    <section className="card space-y-3" aria-labelledby="employee-payslips-title">
      <div>
        <h3 id="employee-payslips-title" className="font-semibold">{`Payslips of ${selected.employee.name}`}</h3>
        <p className="text-sm text-stone-600">
          {selected.employee.employeeId}
          {selected.employee.department ? ` · ${selected.employee.department}` : ""}
          {selected.employee.position ? ` · ${selected.employee.position}` : ""}
        </p>
      </div>
      {selected.payslips.length === 0 ? (
        <p className="py-8 text-center text-stone-600">No payslips available</p>
      ) : (
        <PayslipTable payslips={selected.payslips} caption={`Payslips of ${selected.employee.name}, newest first`} />
      )}
      <p className="text-xs text-stone-500">Opening or downloading a payslip is recorded in the data protection audit.</p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Admin Payslips | HR Admin" }];

export const ErrorBoundary = PayslipLoadError;
