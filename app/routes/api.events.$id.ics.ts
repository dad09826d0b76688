import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth.server";
import { refusalAsJson } from "~/errors.server";
import { getEventIcs } from "~/services/events/calendar.server";
import { parseId } from "~/utils/api.server";

/** GET (signed in): the event as an iCalendar file to add to a calendar (Add to calendar). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const id = parseId(params.id);
  const { filename, text } = await refusalAsJson(() => getEventIcs(id));
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
