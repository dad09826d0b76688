import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listGrievances } from "~/services/grievances/admin.server";
import { readPageParam } from "~/utils/paging";

/** GET (HR) `?page=`: the grievances in the recycle bin, 50 a page, latest deleted first: `{grievances, total, page, pageCount}`. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { grievances, window } = await listGrievances({
    view: "bin",
    page: readPageParam(new URL(request.url).searchParams),
    pageSize: 50,
  });
  return json(
    { grievances, total: window.total, page: window.page, pageCount: window.pageCount },
    { headers: { "Cache-Control": "no-store" } },
  );
}
