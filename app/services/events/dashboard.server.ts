import { QueryTypes } from "sequelize";
import { EventRsvp } from "#models";
import type { CurrentUser } from "~/auth.server";
import { UPCOMING_EVENTS_LIMIT } from "~/constants";
import { getDb } from "~/db.server";
import { RSVP_SUMMARY_ATTENDEES, RSVP_SUMMARY_EVENTS, type RsvpStatus } from "~/schemas/events";
import { COMPANY_TIME_ZONE, todayIso } from "~/utils/dates";

/** The events on the dashboard (spec 1): the next upcoming ones and the RSVP summary. */

export interface DashboardEvent {
  id: number;
  title: string;
  description: string | null;
  startDate: string;
}

export interface RsvpSummaryEntry {
  id: number;
  title: string;
  startDate: string;
  myRsvp: RsvpStatus | null;
  /** Over already (started today with no end, say): no RSVP buttons. */
  isPast: boolean;
  attendees: { id: number; name: string; firstName: string; lastName: string; profilePictureUrl: string | null }[];
  /** Attending beyond the names shown ("+N more"). */
  moreAttending: number;
  attendingCount: number;
}

/**
 * The dashboard's events (spec 1): the first five upcoming events and how many there are,
 * and the RSVP summary of the first three, with up to five attendees each.
 */
export async function getDashboardEvents(user: CurrentUser, now = new Date()) {
  const db = getDb();
  // Raw SQL: the first five and the total in one query (a window count), compared in Namibian dates.
  const rows = await db.query<DashboardEvent & { endDate: string | null; total: string }>(
    `SELECT id, title, description, start_date AS "startDate", end_date AS "endDate", count(*) OVER () AS total
       FROM events WHERE (start_date AT TIME ZONE '${COMPANY_TIME_ZONE}')::date >= :today
      ORDER BY start_date, id LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { limit: UPCOMING_EVENTS_LIMIT, today: todayIso(now) } },
  );
  const ends = new Map(rows.map((row) => [row.id, new Date(row.endDate ?? row.startDate)]));
  const events = rows.map(({ total: _total, endDate: _endDate, ...event }) => ({
    ...event,
    startDate: new Date(event.startDate).toISOString(),
  }));
  const summaryIds = events.slice(0, RSVP_SUMMARY_EVENTS).map((event) => event.id);
  type AttendeeRow = {
    event_id: number;
    employee_id: number;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
    attending: string;
  };
  // Raw SQL: the first five attendees per event and each event's count in one query (window functions).
  const attendees = summaryIds.length
    ? await db.query<AttendeeRow>(
        `SELECT * FROM (
           SELECT r.event_id, e.id AS employee_id, e.first_name, e.last_name, e.profile_picture,
                  count(*) OVER (PARTITION BY r.event_id) AS attending,
                  row_number() OVER (PARTITION BY r.event_id ORDER BY r.responded_at, r.id) AS position
             FROM event_rsvps r JOIN employees e ON e.id = r.employee_id AND e.deleted_at IS NULL
            WHERE r.event_id IN (:ids) AND r.status = 'attending'
         ) ranked WHERE position <= :shown ORDER BY event_id, position`,
        { type: QueryTypes.SELECT, replacements: { ids: summaryIds, shown: RSVP_SUMMARY_ATTENDEES } },
      )
    : [];
  const mine =
    summaryIds.length && user.employee
      ? await EventRsvp.findAll({ where: { eventId: summaryIds, employeeId: user.employee.id }, attributes: ["eventId", "status"] })
      : [];
  const summary: RsvpSummaryEntry[] = events.slice(0, RSVP_SUMMARY_EVENTS).map((event) => {
    const people = attendees.filter((row) => row.event_id === event.id);
    const attendingCount = Number(people[0]?.attending ?? 0);
    return {
      id: event.id,
      title: event.title,
      startDate: event.startDate,
      myRsvp: mine.find((row) => row.eventId === event.id)?.status ?? null,
      isPast: ends.get(event.id)! < now,
      attendees: people.map((row) => ({
        id: row.employee_id,
        name: `${row.first_name} ${row.last_name}`,
        firstName: row.first_name,
        lastName: row.last_name,
        profilePictureUrl: row.profile_picture,
      })),
      moreAttending: Math.max(0, attendingCount - people.length),
      attendingCount,
    };
  });
  return { events, total: Number(rows[0]?.total ?? 0), summary, canRsvp: Boolean(user.employee) };
}
