import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Avatar } from "~/components/avatar";
import type { RouteHandle } from "~/components/dashboard/frame";
import { requireUser } from "~/auth.server";
import { listStaffDirectory, readDirectoryQuery } from "~/services/employees/directory.server";
import { DirectorySearchInput, DepartmentSelect } from "~/components/employees/directory-fields";
import { Pager } from "~/components/ui/pager";
import { useFilterForm } from "~/components/ui/filter-form";

export const handle: RouteHandle = { tab: "directory" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { search, department, page } = readDirectoryQuery(new URL(request.url).searchParams);
  const directory = await listStaffDirectory(user, { search, department, page });
  return json({ query: { search, department, page }, ...directory, isHr: user.role === "hr" });
}

export default function StaffDirectory() {
  const { query, employees, window, isHr } = useLoaderData<typeof loader>();
  const filter = useFilterForm({ search: query.search, department: query.department });
  return (
    <section className="space-y-4" aria-labelledby="staff-directory-title">
      <h2 id="staff-directory-title" className="text-lg font-semibold">
        Staff Directory
      </h2>
      {isHr ? (
        <p className="rounded-md border border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-900">
          Employee document folders are managed in Admin Documents.
        </p>
      ) : null}
      <Form
        ref={filter.ref}
        onChange={filter.onChange}
        onKeyDown={filter.onKeyDown}
        method="get"
        role="search"
        aria-label="Staff directory"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="min-w-56 flex-1">
          <DirectorySearchInput
            id="staff-search"
            defaultValue={query.search}
            placeholder={isHr ? "Name, email, position, employee ID..." : "Name, email or position..."}
          />
        </div>
        <DepartmentSelect id="staff-department" defaultValue={query.department} />
        {filter.showSubmit ? (
          <button type="submit" className="btn-primary">
            Search
          </button>
        ) : null}
      </Form>
      {employees.length === 0 ? (
        <p className="card text-stone-600">No employees found</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Staff">
          {employees.map((person) => (
            <li key={person.id} className="card space-y-1 text-sm">
              <p className="flex items-center gap-2 text-base font-medium">
                <Avatar firstName={person.firstName} lastName={person.lastName} pictureUrl={person.profilePicture} />
                <span className="min-w-0 break-words">
                  {person.firstName} {person.lastName}
                </span>
              </p>
              <p className="text-stone-600">{[person.position, person.department].filter(Boolean).join(" · ")}</p>
              {person.workstation ? <p className="text-stone-500">{person.workstation}</p> : null}
              {person.communicationEmail ? (
                <p>
                  <a href={`mailto:${person.communicationEmail}`} className="touch-link break-all">
                    {person.communicationEmail}
                  </a>
                </p>
              ) : null}
              {person.phone ? <p>{person.phone}</p> : null}
              {isHr ? (
                <p className="text-xs text-stone-500">
                  {person.employeeId}
                  {person.nationalId ? ` · ID ${person.nationalId}` : ""}
                  {person.email ? ` · ${person.email}` : ""}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Pager window={window} label="Staff directory" />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Staff Directory | HR Portal" }];
