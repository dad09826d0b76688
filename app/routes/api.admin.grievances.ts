import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listGrievances } from "~/services/grievances/admin.server";
import { readPageParam } from "~/utils/paging";

/**
 * GET (HR) `?page=`: the active grievances, 50 a page, newest first, with the counters:
 * `{grievances: [{id, title, category, priority, status, isAnonymous, submitterName,
 * submittedAt, assigneeName, overdue}], counts: {new, inProgress, resolved}, total, page, pageCount}`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { grievances, window, counts } = await listGrievances({
    view: "active",
    page: readPageParam(new URL(request.url).searchParams),
    pageSize: 50,
  });
  return json(
    { grievances, counts, total: window.total, page: window.page, pageCount: window.pageCount },
    { headers: { "Cache-Control": "no-store" } },
  );
}
