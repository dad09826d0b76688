import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { leaveCalendarRangeSchema } from "~/schemas/leave-calendar";
import { getApprovedLeaveEntries } from "~/services/leave/calendar.server";
import { fieldErrors } from "~/utils/api.server";

/**
 * GET /api/leave-calendar/approved?from=YYYY-MM-DD&to=YYYY-MM-DD: approved leave
 * overlapping the range (default: this month), for any signed-in user.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const url = new URL(request.url);
  const result = leaveCalendarRangeSchema().safeParse({
    from: url.searchParams.get("from") || undefined,
    to: url.searchParams.get("to") || undefined,
  });
  if (!result.success) {
    throw json({ message: result.error.issues[0]?.message ?? "Invalid input", errors: fieldErrors(result.error) }, { status: 400 });
  }
  const entries = await getApprovedLeaveEntries(result.data);
  return json(entries, { headers: { "Cache-Control": "no-store" } });
}
