import type { LoaderFunctionArgs } from "@remix-run/node";
import { refusalAsJson } from "~/errors.server";
import { getFeedIcs } from "~/services/events/calendar.server";
import { limitRequest } from "~/request-limits.server";

/**
 * GET (anonymous: calendar apps send no cookie): the personal feed of company events of
 * the token's owner. Counted against the source's "calendar-feed" limit first; an
 * unknown or revoked token is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await refusalAsJson(() => limitRequest(request, "calendar-feed"));
  const text = await refusalAsJson(() => getFeedIcs(params.token ?? ""));
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="namib-copper-events.ics"',
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
