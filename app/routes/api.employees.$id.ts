import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole, requireUser, type CurrentUser } from "~/auth.server";
import { ApiCommunicationEmailSchema } from "~/schemas/auth";
import { EMPLOYEE_TOASTS, EmployeeFormSchema } from "~/schemas/employee";
import { setCommunicationEmail } from "~/services/account.server";
import { getEmployee, getEmployeeFormValues, updateEmployee } from "~/services/employees/records.server";
import { trashEmployee } from "~/services/employees/trash.server";
import { fieldErrors, methodNotAllowed, parseId, parseJsonBody, readJsonBody } from "~/utils/api.server";

/** GET (HR): one employee's full record. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => getEmployee(id)));
}

/**
 * PUT: HR updates any employee with the form's fields; the fields sent are merged over
 * the stored record, so a client may send only what changes. An employee may PUT
 * only {communicationEmail} on their own record; another employee's record answers
 * 404, as if it did not exist. DELETE (HR): moves the employee to the trash.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await requireRole(request, "hr");
    await refusalAsJson(() => trashEmployee(id, { actor: user, request }));
    return json({ message: EMPLOYEE_TOASTS.trashed });
  }
  if (user.role === "hr") return updateAsHr(request, id, user);
  return updateOwnCommunicationEmail(request, user, id);
}

async function updateAsHr(request: Request, id: number, hr: CurrentUser) {
  const body = await readJsonBody(request);
  if (!body || typeof body !== "object" || Array.isArray(body))
    return json({ message: "The request body must be a JSON object." }, { status: 400 });
  const stored = await refusalAsJson(() => getEmployeeFormValues(id));
  const result = EmployeeFormSchema.safeParse({ ...stored, ...(body as Record<string, unknown>) });
  if (!result.success) {
    return json({ message: result.error.issues[0]?.message ?? "Invalid input", errors: fieldErrors(result.error) }, { status: 400 });
  }
  const employee = await refusalAsJson(() => updateEmployee(id, result.data, hr));
  return json({ message: EMPLOYEE_TOASTS.updated, employee, id, communicationEmail: employee.communicationEmail });
}

async function updateOwnCommunicationEmail(request: Request, user: CurrentUser, id: number) {
  // Owner first: another employee's id is "not found", whatever the body says.
  if (user.employee?.id !== id) return json({ message: "Not found" }, { status: 404 });
  const { communicationEmail } = await parseJsonBody(request, ApiCommunicationEmailSchema);
  await refusalAsJson(() => setCommunicationEmail(id, communicationEmail));
  return json({ id, communicationEmail });
}
