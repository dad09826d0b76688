import type { CurrentUser } from "~/auth.server";
import { listComments } from "./comments.server";
import { getEvent } from "./common.server";
import { getMyRsvp, listRsvps } from "./rsvps.server";

/** The event dialog: the event, its RSVPs and comments, and the viewer's own answer. */
export async function getEventDetail(eventId: number, viewer: CurrentUser, now = new Date()) {
  const event = await getEvent(eventId, now);
  const [rsvps, comments, mine] = await Promise.all([
    listRsvps(eventId, viewer),
    listComments(eventId, viewer),
    getMyRsvp(viewer, eventId),
  ]);
  return {
    event,
    rsvps: rsvps.rsvps,
    counts: rsvps.counts,
    comments: comments.comments,
    myRsvp: mine.status,
    canRsvp: Boolean(viewer.employee),
  };
}
