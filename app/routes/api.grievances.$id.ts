import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { getOwnGrievance } from "~/services/grievances/employee.server";
import { parseId } from "~/utils/api.server";

/** GET: one of the caller's own named grievances `{grievance}`; another's, or any anonymous one, is 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  return json({ grievance: await refusalAsJson(() => getOwnGrievance(user, id)) }, { headers: { "Cache-Control": "no-store" } });
}
