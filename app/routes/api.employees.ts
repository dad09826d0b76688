import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole, requireUser } from "~/auth.server";
import { DEPARTMENTS } from "~/constants";
import { EMPLOYEE_TOASTS, EmployeeFormSchema, newEmployeeDefaults } from "~/schemas/employee";
import { listEmployees, listStaffDirectory, readDirectoryQuery } from "~/services/employees/directory.server";
import { createEmployee } from "~/services/employees/records.server";
import { fieldErrors, methodNotAllowed, readJsonBody } from "~/utils/api.server";
import { todayIso } from "~/utils/dates";

/**
 * GET: HR gets the directory (search, department, status, leaveStatus, sortBy,
 * sortOrder, page -> { employees, total }); anyone else the staff directory (active
 * employees, without employeeId, national ID, login email, salary or bank fields).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const query = readDirectoryQuery(params);
  if (user.role === "hr" && params.get("view") !== "staff") return json(await listEmployees(query));
  const department = (DEPARTMENTS as readonly string[]).includes(query.department) ? query.department : "";
  return json(await listStaffDirectory(user, { search: query.search, department, page: query.page }));
}

/** POST (HR): creates an employee; missing status, employment type and start date take the spec's defaults. */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["GET", "POST"]);
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body))
    return json({ message: "The request body must be a JSON object." }, { status: 400 });
  const result = EmployeeFormSchema.safeParse({ ...newEmployeeDefaults(todayIso()), ...(body as Record<string, unknown>) });
  if (!result.success) {
    return json({ message: result.error.issues[0]?.message ?? "Invalid input", errors: fieldErrors(result.error) }, { status: 400 });
  }
  const employee = await refusalAsJson(() => createEmployee(result.data, hr));
  return json({ message: EMPLOYEE_TOASTS.created, employee }, { status: 201 });
}
