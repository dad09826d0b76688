import { requestOrigin } from "~/utils/request-info.server";
import { refusalAsJson } from "~/errors.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { permanentlyDeleteEmployee } from "~/services/employees/trash.server";
import { methodNotAllowed, parseId } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["DELETE"]);
}

/** DELETE (HR): removes a trashed employee for good; one not in the trash is a 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "DELETE") methodNotAllowed(["DELETE"]);
  const id = parseId(params.id);
  await refusalAsJson(() => permanentlyDeleteEmployee(id, { actor: hr, origin: requestOrigin(request) }));
  return json({ message: EMPLOYEE_TOASTS.permanentlyDeleted });
}
