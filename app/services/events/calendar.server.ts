import { createEvents, type DateArray, type EventAttributes } from "ics";
import { Op } from "sequelize";
import { CalendarFeed, Event, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { EVENT_MESSAGES, EVENT_TYPE_LABELS, FEED_PAST_DAYS } from "~/schemas/events";
import { hashToken, newToken } from "~/services/tokens.server";
import { ServiceError } from "~/services/errors.server";
import { addDays } from "~/utils/dates";
import { eventDateOf } from "~/utils/event-times";

/**
 * Events in calendars (issue 13, beyond the spec): an .ics file per event (Add to
 * calendar) and a personal feed address of every company event that a calendar app
 * subscribes to. Written with `ics`, the design card's iCalendar library.
 *
 * The feed's address carries a secret (32 random bytes); only its SHA-256 hash is
 * stored, so the address is shown once, when it is made. Making a new one replaces the
 * old (which stops working at once); revoking deletes it. An unknown or revoked token is
 * a 404, and the anonymous feed route is rate limited per source.
 */

const PRODUCT_ID = "-//Namib Copper Mining//HR Portal Events//EN";
const CALENDAR_NAME = "Namib Copper Mining events";

function dateArray(iso: string): DateArray {
  return [Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
}

function toIcsEvent(row: Event): EventAttributes {
  const base = getEnv().PUBLIC_URL;
  const common = {
    uid: `event-${row.id}@namibcopper.com.na`,
    title: row.title,
    description: row.description ?? undefined,
    location: row.location ?? undefined,
    url: `${base}/events/${row.id}`,
    categories: [EVENT_TYPE_LABELS[row.eventType]],
    created: row.createdAt.getTime(),
    lastModified: row.updatedAt.getTime(),
    productId: PRODUCT_ID,
    calName: CALENDAR_NAME,
  };
  if (row.isAllDay) {
    // All-day: dates in the event's zone; the end date of iCalendar is exclusive.
    const first = eventDateOf(row.startDate);
    const last = row.endDate ? eventDateOf(row.endDate) : first;
    return { ...common, start: dateArray(first), end: dateArray(addDays(last, 1)), transp: "TRANSPARENT" as const };
  }
  const timed = { start: row.startDate.getTime(), startInputType: "utc" as const, startOutputType: "utc" as const };
  return row.endDate
    ? { ...common, ...timed, end: row.endDate.getTime(), endInputType: "utc" as const, endOutputType: "utc" as const }
    : { ...common, ...timed, duration: { hours: 1 } };
}

function calendarText(rows: Event[]) {
  const { error, value } = createEvents(rows.map(toIcsEvent), { productId: PRODUCT_ID, calName: CALENDAR_NAME });
  if (error || value === null) throw error ?? new Error("ics produced no calendar");
  return value;
}

/** One event as an iCalendar file (Add to calendar). */
export async function getEventIcs(id: number) {
  const row = await Event.findByPk(id);
  if (!row) throw new ServiceError(404, EVENT_MESSAGES.notFound);
  return { filename: `event-${row.id}.ics`, text: calendarText([row]) };
}

/** Whether the user has a feed, and since when (the address itself cannot be shown again). */
export async function getFeedStatus(user: CurrentUser) {
  const feed = await CalendarFeed.findOne({ where: { userId: user.id }, attributes: ["createdAt", "lastUsedAt"] });
  return feed
    ? { active: true, createdAt: feed.createdAt.toISOString(), lastUsedAt: feed.lastUsedAt?.toISOString() ?? null }
    : { active: false };
}

export function feedUrl(token: string) {
  return `${getEnv().PUBLIC_URL}/calendar/${token}`;
}

/** Makes (or remakes) the user's feed: a new secret, the old address stops working. Answers the address, once. */
export async function createFeed(user: CurrentUser) {
  const token = newToken();
  const tokenHash = hashToken(token);
  await getDb().transaction(async (transaction) => {
    // The user's row is locked first: two clicks at once replace the feed one after the other (a 500 before).
    await User.findByPk(user.id, { attributes: ["id"], transaction, lock: transaction.LOCK.UPDATE });
    await CalendarFeed.destroy({ where: { userId: user.id }, transaction });
    await CalendarFeed.create({ userId: user.id, tokenHash }, { transaction });
  });
  return { url: feedUrl(token) };
}

export async function revokeFeed(user: CurrentUser) {
  await CalendarFeed.destroy({ where: { userId: user.id } });
}

const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The feed of a token: every event from FEED_PAST_DAYS ago on. Unknown or revoked: 404. */
export async function getFeedIcs(token: string, now = new Date()) {
  const feed = FEED_TOKEN.test(token) ? await CalendarFeed.findOne({ where: { tokenHash: hashToken(token) } }) : null;
  if (!feed) throw new ServiceError(404, "Calendar feed not found");
  await feed.update({ lastUsedAt: now });
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await Event.findAll({
    where: { [Op.or]: [{ startDate: { [Op.gte]: from } }, { endDate: { [Op.gte]: from } }] },
    order: [
      ["startDate", "ASC"],
      ["id", "ASC"],
    ],
  });
  return calendarText(rows);
}
