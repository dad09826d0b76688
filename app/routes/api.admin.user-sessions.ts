import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { ActivityQuerySchema, activityFilter } from "~/schemas/activity";
import { listSessions } from "~/services/activity/monitor.server";
import { parseQuery } from "~/utils/api.server";
import { readPageParam } from "~/utils/paging";

/**
 * GET (HR): sign-ins, newest first, a page at a time. Query `employeeId`, `dateFrom`,
 * `dateTo` (spec 2, Activity); without dates the last 30 days; `page`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const url = new URL(request.url);
  const filter = activityFilter(parseQuery(request, ActivityQuerySchema));
  const { sessions, window } = await listSessions(filter, readPageParam(url.searchParams));
  return json({ sessions, total: window.total, page: window.page, pageCount: window.pageCount, filter });
}
