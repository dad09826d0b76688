import { logger } from "~/logger.server";
import { refreshLeaveStatuses } from "~/services/leave.server";
import { startMailDelivery } from "~/services/mail.server";

/**
 * The portal's background work, started by server.ts once the port is ours (so a failed
 * start leaves nothing running). Returns a function that stops it all.
 */
export async function startBackgroundWork() {
  const stopMail = await startMailDelivery();
  const leaveStatusTimer = startLeaveStatusRefresh();
  return async () => {
    clearInterval(leaveStatusTimer);
    await stopMail();
  };
}

/** "On leave" follows approved leave covering today; the date moves on by itself, so refresh hourly. */
function startLeaveStatusRefresh() {
  const refresh = () =>
    refreshLeaveStatuses().catch((error) => logger.error({ err: error }, "refreshing leave statuses failed"));
  void refresh();
  return setInterval(refresh, 60 * 60 * 1000);
}
