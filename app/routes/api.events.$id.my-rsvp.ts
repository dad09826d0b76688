import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { refusalAsJson } from "~/errors.server";
import { getMyRsvp } from "~/services/events/rsvps.server";
import { parseId } from "~/utils/api.server";
import { NO_STORE, requireEventUser } from "./events-api.server";

/** GET (signed in): the caller's own answer, `{status: "attending" | "not_attending" | "maybe" | null, respondedAt}`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireEventUser(request, "rsvp");
  const id = parseId(params.id);
  return json(await refusalAsJson(() => getMyRsvp(user, id)), { headers: NO_STORE });
}
