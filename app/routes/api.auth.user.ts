import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { toUserDetails } from "~/services/user-details.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(toUserDetails(user), { headers: { "Cache-Control": "no-store" } });
}
