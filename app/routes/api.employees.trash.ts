import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listTrash } from "~/services/employees/trash.server";

/** GET (HR): trashed employees with the days until each expires (0 = Expired). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return json({ employees: await listTrash() });
}
