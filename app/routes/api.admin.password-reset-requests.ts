import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireRole } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { listPasswordResetRequests, readPasswordResetQuery } from "~/services/accounts/password-resets.server";

/**
 * GET (HR): password reset requests, 25 a page. Query `status` (pending, reviewed,
 * approved, rejected, completed or all; default all) and `page`. Answers
 * `{ requests: [{id, employeeName, employeeEmail, employeeIdRef, reason, requestedAt,
 * status, reviewedAt, reviewerName, reviewNote}], counts: {pending, reviewed}, total, page, pageCount }`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const query = await refusalAsJson(async () => readPasswordResetQuery(new URL(request.url).searchParams, "all"));
  const { requests, counts, window } = await listPasswordResetRequests(query);
  return json(
    {
      requests: requests.map(({ linkExpired: _linkExpired, ...entry }) => entry),
      counts,
      total: window.total,
      page: window.page,
      pageCount: window.pageCount,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
