import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { listRecentActivity } from "~/services/profile.server";
import { parseId } from "~/utils/api.server";

/** GET /api/employees/{id}/activity (spec 1 section 7): the ten newest items; own record, HR any, others 403. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const id = parseId(params.id);
  return json(await refusalAsJson(() => listRecentActivity(user, id)));
}
