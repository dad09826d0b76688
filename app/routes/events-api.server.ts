import { json } from "@remix-run/node";
import { getOptionalUser } from "~/auth.server";
import { EVENT_MESSAGES } from "~/schemas/events";
import { hasSessionCookie } from "~/session.server";

/**
 * Who may RSVP or comment (spec 2, "Events and comments"): someone signed in. A caller
 * with no session answers 401 "Authentication Required" with the spec's reason for the
 * action; a caller whose session has ended (idle, force-logout, expired) answers 401
 * "Session Expired" / "Please log in again to continue" (spec 2, section 8).
 */
export async function requireEventUser(request: Request, action: "rsvp" | "comment") {
  const user = await getOptionalUser(request);
  if (user) return user;
  if (hasSessionCookie(request)) {
    throw json({ title: EVENT_MESSAGES.sessionExpired, message: EVENT_MESSAGES.loginAgain }, { status: 401 });
  }
  const message = action === "rsvp" ? EVENT_MESSAGES.loginToRsvp : EVENT_MESSAGES.loginToComment;
  throw json({ title: EVENT_MESSAGES.authRequired, message }, { status: 401 });
}

export const NO_STORE = { "Cache-Control": "no-store" };
