import { requestOrigin } from "~/utils/request-info.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { EMPLOYEE_TOASTS } from "~/schemas/employee";
import { cleanupExpired } from "~/services/employees/trash.server";
import { methodNotAllowed } from "~/utils/api.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  methodNotAllowed(["POST"]);
}

/** POST (HR, empty body): permanently deletes every record 30 or more days in the trash. */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  if (request.method !== "POST") methodNotAllowed(["POST"]);
  const deletedCount = await cleanupExpired({ actor: hr, origin: requestOrigin(request) });
  return json({ message: EMPLOYEE_TOASTS.cleanedUp, deletedCount });
}
