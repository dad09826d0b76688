import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { leaveBalancesFor } from "~/services/leave/balances-access.server";

/** GET: the signed-in employee's leave balances; HR may ask for anyone's with ?employeeId=. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const raw = new URL(request.url).searchParams.get("employeeId");
  return json(await refusalAsJson(() => leaveBalancesFor(user, raw)));
}
