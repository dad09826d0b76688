import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth.server";

/** /ee-committee opens its first section, Members. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/ee-committee/members");
}
