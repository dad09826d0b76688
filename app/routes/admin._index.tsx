import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireRole } from "~/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  throw redirect("/admin/overview");
}

/** Never shown (the loader redirects); being a page route lets a refusal render inside the HR frame. */
export default function AdminIndex() {
  return null;
}
