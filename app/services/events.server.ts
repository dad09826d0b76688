import { Op, QueryTypes, fn, col, literal, where as sqlWhere, type WhereOptions } from "sequelize";
import { Employee, Event, EventComment, EventRsvp } from "#models";
import type { CurrentUser } from "~/auth.server";
import { UPCOMING_EVENTS_LIMIT } from "~/constants";
import { getDb } from "~/db.server";
import {
  EVENT_MESSAGES,
  EVENTS_PAGE_SIZE,
  RSVP_STATUSES,
  RSVP_SUMMARY_ATTENDEES,
  RSVP_SUMMARY_EVENTS,
  type EventInput,
  type EventType,
  type RsvpStatus,
} from "~/schemas/events";
import { ServiceError } from "~/services/errors.server";
import { COMPANY_TIME_ZONE, todayIso } from "~/utils/dates";
import { pageWindow, type PageWindow } from "~/utils/paging";

/**
 * Company events (issue 13; spec 1 "Company Events", spec 2 "Events management"): HR
 * creates, edits and deletes them; everyone signed in lists them, answers an RSVP
 * (attending, not attending, maybe; changeable) and comments. Two rules of "past":
 *
 * - the lists split upcoming from past by the start's date in Namibian time: today or
 *   later is upcoming (spec 1, "at date level");
 * - an event is labelled "Past Event" once its end (or its start, without an end) is
 *   before now (spec 2, section 4), and RSVPs to it are closed.
 *
 * Signed-out visitors (the JSON API only) see events and, of their RSVPs and comments,
 * the counts, never names or comment text (docs/decisions.md "Events: what signed-out
 * visitors see").
 */

export interface EventView {
  id: number;
  title: string;
  description: string | null;
  eventType: EventType;
  startDate: string;
  endDate: string | null;
  location: string | null;
  isAllDay: boolean;
  /** Ended (spec 2): its end, or its start without an end, is before now. */
  isPast: boolean;
}

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

export interface CommentView {
  id: number;
  comment: string;
  employeeId: number;
  employeeName: string;
  employeeProfilePictureUrl: string | null;
  createdAt: string;
  /** The viewer wrote it, or is HR: the delete button shows. */
  canDelete: boolean;
}

export type RsvpCounts = Record<RsvpStatus, number>;

const EVENT_ATTRIBUTES = ["id", "title", "description", "eventType", "startDate", "endDate", "location", "isAllDay"] as const;

export function toEventView(row: Event, now = new Date()): EventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    eventType: row.eventType,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    location: row.location ?? null,
    isAllDay: row.isAllDay,
    isPast: (row.endDate ?? row.startDate) < now,
  };
}

const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The start's date in Namibian time, the way "upcoming" is decided (spec 1: at date level). */
const startDay = () => literal(`(("Event"."start_date" AT TIME ZONE '${COMPANY_TIME_ZONE}')::date)`);

function whenWhere(when: "upcoming" | "past", today: string): WhereOptions<Event> {
  return sqlWhere(startDay(), when === "upcoming" ? Op.gte : Op.lt, today) as WhereOptions<Event>;
}

export type EventsWhen = "upcoming" | "past" | "all";

/** One page of events: upcoming soonest first, past latest first, all by start. */
export async function listEvents(query: { when: EventsWhen; page: number; pageSize?: number }, now = new Date()) {
  getDb();
  const today = todayIso(now);
  const where = query.when === "all" ? {} : whenWhere(query.when, today);
  const total = await Event.count({ where });
  const window: PageWindow = pageWindow(total, query.pageSize ?? EVENTS_PAGE_SIZE, query.page);
  const direction = query.when === "past" ? "DESC" : "ASC";
  const rows =
    total === 0
      ? []
      : await Event.findAll({
          where,
          attributes: [...EVENT_ATTRIBUTES],
          order: [
            ["startDate", direction],
            ["id", direction],
          ],
          limit: window.pageSize,
          offset: window.offset,
        });
  return { events: rows.map((row) => toEventView(row, now)), window };
}

/** The events tab: one section's page (upcoming or past) and how many each section holds. */
export async function listEventTab(show: "upcoming" | "past", page: number, now = new Date()) {
  const other = show === "upcoming" ? "past" : "upcoming";
  const [list, otherCount] = await Promise.all([
    listEvents({ when: show, page }, now),
    Event.count({ where: whenWhere(other, todayIso(now)) }),
  ]);
  const counts =
    show === "upcoming" ? { upcoming: list.window.total, past: otherCount } : { upcoming: otherCount, past: list.window.total };
  return { ...list, counts };
}

async function findEvent(id: number) {
  getDb();
  const row = await Event.findByPk(id, { attributes: [...EVENT_ATTRIBUTES] });
  if (!row) throw new ServiceError(404, EVENT_MESSAGES.notFound);
  return row;
}

export async function getEvent(id: number, now = new Date()) {
  return toEventView(await findEvent(id), now);
}

/** Same title at the same start: the one conflict a create or an edit can have (409). */
async function refuseDuplicate(input: EventInput, exceptId: number | null) {
  const twin = await Event.findOne({
    where: {
      startDate: input.startDate,
      ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}),
      [Op.and]: [sqlWhere(fn("lower", col("title")), input.title.toLowerCase())],
    },
    attributes: ["id"],
  });
  if (twin) throw new ServiceError(409, EVENT_MESSAGES.duplicate, { title: [EVENT_MESSAGES.duplicate] });
}

export async function createEvent(hr: CurrentUser, input: EventInput, now = new Date()) {
  getDb();
  await refuseDuplicate(input, null);
  const row = await Event.create({ ...input, createdBy: hr.id });
  return toEventView(row, now);
}

export async function updateEvent(id: number, input: EventInput, now = new Date()) {
  const row = await findEvent(id);
  await refuseDuplicate(input, id);
  await row.update(input);
  return toEventView(row, now);
}

/** Deletes an event with its RSVPs and comments (the foreign keys cascade). */
export async function deleteEvent(id: number) {
  const row = await findEvent(id);
  await row.destroy();
}

/** The viewer's employee record: RSVPs and comments belong to employees, not logins. */
function employeeOf(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(403, EVENT_MESSAGES.noEmployeeRecord);
  return user.employee.id;
}

const ATTENDEE = {
  model: Employee,
  as: "employee",
  attributes: ["id", "firstName", "lastName", "profilePicture"],
  where: { deletedAt: null },
};

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

function toCommentView(row: EventComment, viewer: CurrentUser): CommentView {
  return {
    id: row.id,
    comment: row.comment,
    employeeId: row.employeeId,
    employeeName: row.employee ? personName(row.employee) : "Former employee",
    employeeProfilePictureUrl: row.employee?.profilePicture ?? null,
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer.role === "hr" || viewer.employee?.id === row.employeeId,
  };
}

/** An event's comments, oldest first; signed-out visitors get the count alone. */
export async function listComments(eventId: number, viewer: CurrentUser | null) {
  await findEvent(eventId);
  if (!viewer) return { comments: [] as CommentView[], count: await EventComment.count({ where: { eventId } }), namesHidden: true };
  const rows = await EventComment.findAll({
    where: { eventId },
    include: [{ ...ATTENDEE, required: false }],
    order: [
      ["createdAt", "ASC"],
      ["id", "ASC"],
    ],
  });
  return { comments: rows.map((row) => toCommentView(row, viewer)), count: rows.length, namesHidden: false };
}

export async function addComment(user: CurrentUser, eventId: number, comment: string) {
  const employeeId = employeeOf(user);
  await findEvent(eventId);
  const row = await EventComment.create({ eventId, employeeId, comment });
  const withAuthor = await EventComment.findByPk(row.id, { include: [{ ...ATTENDEE, required: false }] });
  return toCommentView(withAuthor!, user);
}

/** Deletes a comment: its author, or HR any (spec 2, section 6); anyone else is refused (403). */
export async function deleteComment(user: CurrentUser, eventId: number, commentId: number) {
  await findEvent(eventId);
  const row = await EventComment.findOne({ where: { id: commentId, eventId }, attributes: ["id", "employeeId"] });
  if (!row) throw new ServiceError(404, EVENT_MESSAGES.commentNotFound);
  if (user.role !== "hr" && user.employee?.id !== row.employeeId) throw new ServiceError(403, EVENT_MESSAGES.ownCommentsOnly);
  await row.destroy();
}

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
