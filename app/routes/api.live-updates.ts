import type { LoaderFunctionArgs } from "@remix-run/node";
import { isSessionCurrent, requireUser } from "~/auth.server";
import { LIVE_UPDATES_RETRY_MS } from "~/constants";
import { getEnv } from "~/env.server";
import { refusalAsJson } from "~/errors.server";
import { openLiveUpdates } from "~/services/live-updates.server";
import { eventStream } from "~/utils/event-stream.server";

/**
 * GET (signed in): the live-updates stream (text/event-stream). Each event is
 * `id: <n>`, `event: update`, `data: {"type", "message"}`: what changed, never the record;
 * the page refetches its own loaders, which check access. A reconnecting browser sends
 * Last-Event-ID and gets what it missed (also `?after=` for a page that opens a new one).
 * The stream ends when the session does: within a second of a logout or HR's Force Logout
 * (announced over the same channel), and at the latest at the next heartbeat.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { allowIncompleteSetup: true });
  const subscription = await refusalAsJson(() => openLiveUpdates(user, lastEventId(request)));
  return eventStream(
    request.signal,
    (send, close) =>
      subscription.attach(
        (update) => send({ id: update.id, event: "update", data: JSON.stringify({ type: update.type, message: update.message }) }),
        // A session or token of this user ended somewhere: end at once if it was this one (issue 26).
        () =>
          void isSessionCurrent(request, user)
            .then((current) => current || close())
            .catch(close),
      ),
    {
      retryMs: LIVE_UPDATES_RETRY_MS,
      heartbeatMs: getEnv().LIVE_UPDATES_HEARTBEAT_MS,
      stillAllowed: () => isSessionCurrent(request, user),
    },
  );
}

/** The last update the browser saw; anything but a plain row id is ignored. */
function lastEventId(request: Request) {
  const value = request.headers.get("Last-Event-ID") ?? new URL(request.url).searchParams.get("after") ?? "";
  return /^\d{1,18}$/.test(value) ? value : null;
}
