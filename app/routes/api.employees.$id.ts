import { requestOrigin } from "~/utils/request-info.server";
import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole, requireUser, type CurrentUser } from "~/auth.server";
import { ApiCommunicationEmailSchema } from "~/schemas/auth";
import { EMPLOYEE_TOASTS, EmployeeFormSchema } from "~/schemas/employee";
import { setCommunicationEmail } from "~/services/accounts/account.server";
import { getEmployee, getEmployeeFormValues, updateEmployee } from "~/services/employees/records.server";
import { trashEmployee } from "~/services/employees/trash.server";
import { ProfileJsonSchema } from "~/schemas/profile";
import { fieldErrors, methodNotAllowed, parseId, parseJsonBody, parseJsonValue } from "~/utils/api.server";
import { updateOwnProfileFromJson } from "./api.profile.server";

/** GET (HR): one employee's full record. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => getEmployee(id)));
}

/**
 * PUT: HR updates any employee with the form's fields; the fields sent are merged over
 * the stored record, so a client may send only what changes. An employee may PUT their
 * own record: {communicationEmail} alone is the first-time dialog's call (spec 1 section
 * 7), any other body the fields of their own profile as PATCH /api/profile takes them
 * ({"phone": ...} or the spec's {"phoneNumber": ...}); another employee's record answers
 * 404, as if it did not exist. DELETE (HR): moves the employee to the trash.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  if (request.method !== "PUT" && request.method !== "DELETE") methodNotAllowed(["GET", "PUT", "DELETE"]);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await requireRole(request, "hr");
    await refusalAsJson(() => trashEmployee(id, { actor: user, origin: requestOrigin(request) }));
    return json({ message: EMPLOYEE_TOASTS.trashed });
  }
  if (user.role === "hr") return updateAsHr(request, id, user);
  return updateOwnRecord(request, user, id);
}

async function updateAsHr(request: Request, id: number, hr: CurrentUser) {
  const fields = await parseJsonBody(request, ProfileJsonSchema);
  const stored = await refusalAsJson(() => getEmployeeFormValues(id));
  const result = EmployeeFormSchema.safeParse({ ...stored, ...fields });
  if (!result.success) {
    return json({ message: result.error.issues[0]?.message ?? "Invalid input", errors: fieldErrors(result.error) }, { status: 400 });
  }
  const employee = await refusalAsJson(() => updateEmployee(id, result.data, hr));
  return json({ message: EMPLOYEE_TOASTS.updated, employee, id, communicationEmail: employee.communicationEmail });
}

async function updateOwnRecord(request: Request, user: CurrentUser, id: number) {
  // Owner first: another employee's id is "not found", whatever the body says.
  if (user.employee?.id !== id) return json({ message: "Not found" }, { status: 404 });
  const fields = await parseJsonBody(request, ProfileJsonSchema);
  if (Object.keys(fields).length === 1 && "communicationEmail" in fields) {
    // The first-time dialog's call: the address is required, with that dialog's message.
    const { communicationEmail } = parseJsonValue(fields, ApiCommunicationEmailSchema);
    await refusalAsJson(() => setCommunicationEmail(id, communicationEmail));
    return json({ id, communicationEmail });
  }
  return updateOwnProfileFromJson(user, fields);
}
