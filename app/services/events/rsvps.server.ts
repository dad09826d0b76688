import { QueryTypes, fn, col } from "sequelize";
import { EventRsvp } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { EVENT_MESSAGES, RSVP_STATUSES, type RsvpStatus } from "~/schemas/events";
import { ServiceError } from "~/services/errors.server";
import { ATTENDEE, employeeOf, findEvent, personName, toEventView } from "./common.server";

/** RSVPs (attending, not attending, maybe): the counts, who answered, and the viewer's own answer. */

export interface RsvpView {
  id: number;
  status: RsvpStatus;
  employeeId: number;
  employeeName: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
  respondedAt: string;
}

export type RsvpCounts = Record<RsvpStatus, number>;

export async function countRsvps(eventId: number): Promise<RsvpCounts> {
  const rows = (await EventRsvp.findAll({
    where: { eventId },
    attributes: ["status", [fn("count", col("id")), "count"]],
    group: ["status"],
    raw: true,
  })) as unknown as { status: RsvpStatus; count: string }[];
  const counts = Object.fromEntries(RSVP_STATUSES.map((status) => [status, 0])) as RsvpCounts;
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/**
 * An event's RSVPs: names and pictures for people signed in; for signed-out visitors the
 * counts alone (`rsvps` empty, `namesHidden`).
 */
export async function listRsvps(eventId: number, viewer: CurrentUser | null) {
  await findEvent(eventId);
  const counts = await countRsvps(eventId);
  if (!viewer) return { rsvps: [] as RsvpView[], counts, namesHidden: true };
  const rows = await EventRsvp.findAll({
    where: { eventId },
    include: [ATTENDEE],
    order: [
      ["respondedAt", "ASC"],
      ["id", "ASC"],
    ],
  });
  const rsvps = rows.map((row): RsvpView => ({
    id: row.id,
    status: row.status,
    employeeId: row.employeeId,
    employeeName: personName(row.employee!),
    firstName: row.employee!.firstName,
    lastName: row.employee!.lastName,
    profilePictureUrl: row.employee!.profilePicture ?? null,
    respondedAt: row.respondedAt.toISOString(),
  }));
  return { rsvps, counts, namesHidden: false };
}

export async function getMyRsvp(user: CurrentUser, eventId: number) {
  await findEvent(eventId);
  if (!user.employee) return { status: null };
  const row = await EventRsvp.findOne({ where: { eventId, employeeId: user.employee.id }, attributes: ["status", "respondedAt"] });
  return { status: row?.status ?? null, respondedAt: row?.respondedAt.toISOString() ?? null };
}

/** Answers or changes the viewer's RSVP (one row per event and employee); closed once the event is over. */
export async function setRsvp(user: CurrentUser, eventId: number, status: RsvpStatus, now = new Date()) {
  const employeeId = employeeOf(user);
  const event = toEventView(await findEvent(eventId), now);
  if (event.isPast) throw new ServiceError(409, EVENT_MESSAGES.eventOver);
  // Raw SQL: one atomic upsert on the (event_id, employee_id) key, so two clicks at once keep one row.
  await getDb().query(
    `INSERT INTO event_rsvps (event_id, employee_id, status, responded_at, created_at, updated_at)
     VALUES (:eventId, :employeeId, :status, :now, :now, :now)
     ON CONFLICT (event_id, employee_id) DO UPDATE SET status = EXCLUDED.status, responded_at = EXCLUDED.responded_at, updated_at = EXCLUDED.updated_at`,
    { replacements: { eventId, employeeId, status, now }, type: QueryTypes.INSERT },
  );
  return { status, respondedAt: now.toISOString() };
}
