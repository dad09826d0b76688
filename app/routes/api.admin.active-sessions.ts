import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { listActiveSessions } from "~/services/activity/monitor.server";
import { readPageParam } from "~/utils/paging";

/** GET (HR): the sessions alive now with their counts (Session Control, polled every 30 s). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const { counts, sessions, window } = await listActiveSessions(readPageParam(new URL(request.url).searchParams));
  return json({ ...counts, sessions, page: window.page, pageCount: window.pageCount });
}
