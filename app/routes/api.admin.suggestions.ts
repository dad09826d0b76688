import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listSuggestions, readStatusFilter } from "~/services/suggestions.server";
import { readPageParam } from "~/utils/paging";

/** GET (HR) `?search=&status=&page=`: `{suggestions, total, page, pageCount}`, 50 a page, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const { suggestions, window } = await listSuggestions({
    search: params.get("search") ?? undefined,
    status: readStatusFilter(params.get("status")),
    page: readPageParam(params),
    pageSize: 50,
  });
  return json(
    { suggestions, total: window.total, page: window.page, pageCount: window.pageCount },
    { headers: { "Cache-Control": "no-store" } },
  );
}
