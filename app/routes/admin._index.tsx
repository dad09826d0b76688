import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  throw redirect("/admin/overview");
}
