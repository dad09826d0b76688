import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/auth.server";

/** The HR Documents tab opens on its first section, Policies. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  return redirect("/admin/hr-documents/policies");
}
