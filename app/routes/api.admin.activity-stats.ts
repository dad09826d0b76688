import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { ActivityQuerySchema, activityFilter } from "~/schemas/activity";
import { activityStats } from "~/services/activity/monitor.server";
import { parseQuery } from "~/utils/api.server";

/**
 * GET (HR): totalSessions, activeSessions (alive now), uniqueUsers and the top 5 pages
 * (spec 2, Activity statistics). Query `employeeId`, `dateFrom`, `dateTo`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const filter = activityFilter(parseQuery(request, ActivityQuerySchema));
  return json({ ...(await activityStats(filter)), filter });
}
