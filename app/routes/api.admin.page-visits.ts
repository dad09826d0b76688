import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { ActivityQuerySchema, activityFilter } from "~/schemas/activity";
import { listPageVisits } from "~/services/activity/monitor.server";
import { parseQuery } from "~/utils/api.server";

/** GET (HR): the newest 50 page visits (spec 2 section 9). Query `employeeId`, `dateFrom`, `dateTo`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const filter = activityFilter(parseQuery(request, ActivityQuerySchema));
  return json({ pageVisits: await listPageVisits(filter), filter });
}
