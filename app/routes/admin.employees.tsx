import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireRole } from "~/auth.server";
import { DIRECTORY_PAGE_SIZE, DIRECTORY_STATUS_FILTERS, LEAVE_STATUSES } from "~/constants";
import { listEmployees, readDirectoryQuery } from "~/services/employees/directory.server";
import { formatDateNa } from "~/utils/format";
import { capitalise } from "~/utils/labels";
import { decimalToCents, formatMoney } from "~/utils/pay";
import { DirectorySearchInput, DepartmentSelect } from "~/components/employees/directory-fields";
import { FilterSelect, useFilterForm } from "~/components/ui/filter-form";
import { DepartmentInviteForm, InviteSelectedForm, RowCheckbox } from "~/components/employees/bulk-invitations";
import { RowActions, StatusPill } from "~/components/employees/directory-row";
import { ExportLink } from "~/components/employees/export-link";
import { useLinkDelegation } from "~/components/ui/link-delegation";

export const handle: RouteHandle = { tab: "employees" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const query = readDirectoryQuery(new URL(request.url).searchParams);
  const { employees, total } = await listEmployees(query);
  return json({ query, employees, total });
}

const SORT_LABELS = { name: "Name", department: "Department", salary: "Salary", startDate: "Start Date" } as const;

/** The current query with some values changed; empty values are left out, so URLs stay short. */
function queryWith(search: string, changes: Record<string, string | number | null>) {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export default function AdminEmployees() {
  const { query, employees, total } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const openRowAction = useLinkDelegation({ preventScrollReset: true });
  const search = location.search;
  const pages = Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE));
  const first = total === 0 ? 0 : (query.page - 1) * DIRECTORY_PAGE_SIZE + 1;
  const exportHref = `/api/employees/export${queryWith(search, { page: null })}`;
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/admin/employees";

  return (
    <>
      <section className="space-y-4" aria-labelledby="directory-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="directory-title" className="text-lg font-semibold">
            Employee Directory
          </h2>
          <div className="flex flex-wrap gap-2">
            {query.department ? <DepartmentInviteForm department={query.department} returnTo={`/admin/employees${search}`} /> : null}
            <ExportLink href={exportHref} />
            <Link to={`/admin/employees/new${search}`} className="btn-primary" preventScrollReset>
              Add Employee
            </Link>
          </div>
        </div>

        <DirectoryFilters query={query} />

        {/* The row actions are plain links, navigated client-side by one handler (useLinkDelegation);
            keyboards activate the links as clicks too. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined} onClick={openRowAction}>
          <EmployeeRows employees={employees} search={search} />
        </div>

        <DirectoryPager page={query.page} pages={pages} total={total} shown={employees.length} first={first} search={search} />
      </section>
      <Outlet />
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Employees | HR Admin" }];

type DirectoryData = ReturnType<typeof useLoaderData<typeof loader>>;

/** Search, department, status, leave status and sort: applied as they change with JavaScript, by Apply without. */
function DirectoryFilters({ query }: { query: DirectoryData["query"] }) {
  const filter = useFilterForm({
    search: query.search,
    department: query.department,
    status: query.status,
    leaveStatus: query.leaveStatus,
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
  });
  return (
    <Form
      ref={filter.ref}
      onChange={filter.onChange}
      onKeyDown={filter.onKeyDown}
      method="get"
      role="search"
      aria-label="Employee directory"
      className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="sm:col-span-2">
        <DirectorySearchInput id="directory-search" defaultValue={query.search} placeholder={"Name, employee ID, email, position..."} />
      </div>
      <DepartmentSelect id="directory-department" defaultValue={query.department} />
      <FilterSelect
        id="directory-status"
        name="status"
        label="Status"
        defaultValue={query.status}
        all="All Statuses"
        options={DIRECTORY_STATUS_FILTERS.map((status) => [status, capitalise(status)] as const)}
      />
      <FilterSelect
        id="directory-leave-status"
        name="leaveStatus"
        label="Leave Status"
        defaultValue={query.leaveStatus}
        options={LEAVE_STATUSES.map((status) => [status, capitalise(status)] as const)}
      />
      <div>
        <label htmlFor="directory-sort" className="field-label">
          Sort by
        </label>
        <div className="flex gap-1">
          <select id="directory-sort" name="sortBy" defaultValue={query.sortBy} className="field-input">
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          <select aria-label="Sort order" name="sortOrder" defaultValue={query.sortOrder} className="field-input w-24">
            <option value="asc">Asc</option>
            <option value="desc">Desc</option>
          </select>
        </div>
      </div>
      {filter.showSubmit ? (
        <button type="submit" className="btn-primary">
          Apply
        </button>
      ) : null}
    </Form>
  );
}

/**
 * One set of rows: a table on wide screens, a list of cards on phones (card-table in
 * tailwind.css), so each row is rendered and sent once.
 */
function EmployeeRows({ employees, search }: { employees: DirectoryData["employees"]; search: string }) {
  if (employees.length === 0) return <p className="card text-stone-600">No employees found</p>;
  return (
    <InviteSelectedForm returnTo={`/admin/employees${search}`}>
      <table className="card-table" aria-label="Employees">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Select</span>
            </th>
            <th scope="col">Employee</th>
            <th scope="col">Department</th>
            <th scope="col">Position</th>
            <th scope="col">Status</th>
            <th scope="col" className="wide-only">
              Start Date
            </th>
            <th scope="col" className="wide-only text-right">
              Salary
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => {
            const name = `${employee.firstName} ${employee.lastName}`;
            return (
              <tr key={employee.id}>
                <td>
                  <RowCheckbox id={employee.id} name={name} />
                </td>
                <td>
                  <p className="font-medium">{name}</p>
                  <p className="text-xs text-stone-500">
                    {employee.employeeId}
                    {employee.email ? ` · ${employee.email}` : ""}
                  </p>
                </td>
                <td>{employee.department ?? ""}</td>
                <td>{employee.position ?? ""}</td>
                <td>
                  <StatusPill status={employee.status} />
                  {employee.leaveStatus === "on leave" ? <span className="ml-1 text-xs text-stone-500">On leave</span> : null}
                </td>
                <td className="wide-only whitespace-nowrap">{employee.startDate ? formatDateNa(employee.startDate) : ""}</td>
                <td className="wide-only whitespace-nowrap text-right">
                  {employee.salary ? formatMoney(decimalToCents(employee.salary)) : ""}
                </td>
                <td className="whitespace-nowrap text-right">
                  <RowActions id={employee.id} name={name} search={search} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </InviteSelectedForm>
  );
}

function DirectoryPager({
  page,
  pages,
  total,
  shown,
  first,
  search,
}: {
  page: number;
  pages: number;
  total: number;
  shown: number;
  first: number;
  search: string;
}) {
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing {shown} of {total} results{total > 0 ? ` (${first}–${first + shown - 1})` : ""}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={queryWith(search, { page: page - 1 === 1 ? null : page - 1 })} className="btn-secondary px-3 py-1" rel="prev">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to={queryWith(search, { page: page + 1 })} className="btn-secondary px-3 py-1" rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
