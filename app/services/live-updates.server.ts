import { Op, type Transaction } from "sequelize";
import { LiveUpdate } from "#models";
import { getDb } from "~/db.server";
import { subscribeToChannel } from "~/live-updates-listener.server";
import { logger } from "~/logger.server";
import { ServiceError } from "~/services/errors.server";

/** The kinds of change an open page can hear about (spec 01 §real-time; issue 14). */
export const LIVE_UPDATE_TYPES = [
  "suggestion_updated",
  "grievance_updated",
  "document_deleted",
  // An import running in the background, to its uploader (issue 27): its progress, then its result (the pages refetch; the import's page shows the toast).
  "import_progress",
  "import_complete",
  "import_failed",
] as const;
export type LiveUpdateType = (typeof LIVE_UPDATE_TYPES)[number];

/** The PostgreSQL channel every portal process listens on; the payload is the row's id. */
export const LIVE_UPDATES_CHANNEL = "live_updates";

/**
 * Who hears a change, and what each reads (issue 24: one toast per action). The person it is
 * about reads their own message ("Your suggestion ..."); every HR user reads HR's, except the
 * one who made the change, whose page already shows the outcome of their own action.
 */
export interface LiveAnnouncement {
  /** Who made the change (users.id), or null for the system. */
  actorId: number | null;
  /** The person the change is about (users.id; null: nobody, e.g. an anonymous grievance) and their message. */
  user?: { id: number | null; message: string };
  /** HR's message. */
  hr?: string;
}

/**
 * Announces a change to the open pages of its audience, on every portal process. Call it
 * inside the transaction of the change (pass `transaction`): NOTIFY is delivered at commit,
 * so nobody hears of a change that rolled back. The message is shown in a toast; keep it
 * free of personal data beyond what the audience may already see, and never name the
 * submitter of an anonymous grievance. Pages react by refetching their own loaders.
 */
export async function publishLiveUpdate(type: LiveUpdateType, announcement: LiveAnnouncement, options: { transaction?: Transaction } = {}) {
  const db = getDb();
  const { actorId, user, hr } = announcement;
  const rows = [
    ...(user?.id != null && user.id !== actorId
      ? [{ type, userId: user.id, forHr: false, actorId, message: user.message.slice(0, 300) }]
      : []),
    ...(hr ? [{ type, userId: null, forHr: true, actorId, message: hr.slice(0, 300) }] : []),
  ];
  for (const values of rows) {
    const row = await LiveUpdate.create(values, { transaction: options.transaction });
    await db.query(`SELECT pg_notify(:channel, :id)`, {
      replacements: { channel: LIVE_UPDATES_CHANNEL, id: String(row.id) },
      transaction: options.transaction,
    });
  }
}

/** The payload that tells a user's open streams their session or token may have ended. */
const SESSION_ENDED_PAYLOAD = "session-ended:";

/**
 * Tells every process that these users' sessions (or API tokens) ended (issue 26): their
 * open live-update streams check at once whether they may go on, instead of at the next
 * heartbeat (up to 25 s later). Inside the transaction of the ending, so it arrives after
 * the rows are gone.
 */
export async function announceSessionsEnded(userIds: number[], options: { transaction?: Transaction } = {}) {
  const ids = [...new Set(userIds)].filter((id) => Number.isSafeInteger(id));
  if (!ids.length) return;
  await getDb().query(`SELECT pg_notify(:channel, :prefix || id) FROM unnest(ARRAY[:ids]::int[]) AS id`, {
    replacements: { channel: LIVE_UPDATES_CHANNEL, prefix: SESSION_ENDED_PAYLOAD, ids },
    transaction: options.transaction,
  });
}

/** What a page receives: the change's kind and the toast's text; the page refetches the rest. */
export interface LiveUpdateMessage {
  id: string;
  type: LiveUpdateType;
  message: string;
}

/** Rows are kept this long for streams that reconnect; pruned by a scheduled job. */
export const LIVE_UPDATE_RETENTION_HOURS = 24;
/** At most this many missed updates are replayed to a stream that reconnects (the page revalidates anyway). */
const CATCH_UP_LIMIT = 50;
/** One person's open streams per process; a page beyond this gets 429 (each holds a socket). */
export const MAX_STREAMS_PER_USER = 8;

interface Listener {
  id: number;
  role: string;
}

/** The audience rule in one place: the user it names, or every HR user but its author when it is for HR. */
function audienceWhere(listener: Listener) {
  if (listener.role !== "hr") return { userId: listener.id };
  const notAuthor = { [Op.or]: [{ actorId: null }, { actorId: { [Op.ne]: listener.id } }] };
  return { [Op.or]: [{ userId: listener.id }, { [Op.and]: [{ forHr: true }, notAuthor] }] };
}

function isFor(row: LiveUpdate, listener: Listener) {
  return row.userId === listener.id || (row.forHr && listener.role === "hr" && row.actorId !== listener.id);
}

function toMessage(row: LiveUpdate): LiveUpdateMessage {
  return { id: String(row.id), type: row.type as LiveUpdateType, message: row.message };
}

/** The updates for this listener after `afterId` (a Last-Event-ID), oldest first, within the retention. */
export async function liveUpdatesSince(listener: Listener, afterId: string) {
  const rows = await LiveUpdate.findAll({
    where: {
      [Op.and]: [
        audienceWhere(listener),
        { id: { [Op.gt]: afterId } },
        { createdAt: { [Op.gte]: new Date(Date.now() - LIVE_UPDATE_RETENTION_HOURS * 3_600_000) } },
      ],
    },
    order: [["id", "ASC"]],
    limit: CATCH_UP_LIMIT,
  });
  return rows.map(toMessage);
}

const openStreams = new Map<number, number>();

/** An open subscription: updates wait in it until a stream attaches. */
export interface LiveSubscription {
  /**
   * Starts delivering (first what waited), and returns the function that ends the
   * subscription. `sessionEnded` is called when a session or token of the listener ended
   * somewhere (the stream checks whether it may go on).
   */
  attach(deliver: (update: LiveUpdateMessage) => void, sessionEnded?: () => void): () => void;
}

/**
 * Opens this listener's updates: first what it missed after `afterId` (a reconnecting
 * page's Last-Event-ID), then each change as it commits on any process. Refuses a person's
 * ninth stream on this process with 429 before anything is sent.
 */
export async function openLiveUpdates(listener: Listener, afterId: string | null): Promise<LiveSubscription> {
  const open = openStreams.get(listener.id) ?? 0;
  if (open >= MAX_STREAMS_PER_USER)
    throw new ServiceError(429, "Too many open live-update connections. Close some portal tabs and try again.");
  openStreams.set(listener.id, open + 1);
  const waiting: LiveUpdateMessage[] = [];
  let deliver: ((update: LiveUpdateMessage) => void) | null = null;
  let sessionEnded: (() => void) | undefined;
  const sent = new Set<string>();
  let newest = afterId ?? "0";
  const send = (update: LiveUpdateMessage) => {
    if (sent.has(update.id)) return;
    sent.add(update.id);
    if (sent.size > 500) sent.delete(sent.values().next().value!);
    if (BigInt(update.id) > BigInt(newest)) newest = update.id;
    if (deliver) deliver(update);
    else waiting.push(update);
  };
  const catchUp = async (after: string) => {
    for (const update of await liveUpdatesSince(listener, after)) send(update);
  };
  let unsubscribe: () => void = () => undefined;
  try {
    unsubscribe = await subscribeToChannel(LIVE_UPDATES_CHANNEL, {
      onNotification(payload) {
        if (payload === `${SESSION_ENDED_PAYLOAD}${listener.id}`) sessionEnded?.();
        if (!/^\d+$/.test(payload)) return;
        void LiveUpdate.findByPk(payload)
          .then((row) => {
            if (row && isFor(row, listener)) send(toMessage(row));
          })
          .catch((error) => logger.warn({ err: error }, "live updates: a notified row could not be read"));
      },
      onReconnected() {
        void catchUp(newest).catch((error) => logger.warn({ err: error }, "live updates: catching up failed"));
      },
    });
    // Listening first, then the catch-up: an update committed in between arrives twice, and is sent once.
    if (afterId) await catchUp(afterId);
    else newest = (await latestLiveUpdateId()) ?? "0";
  } catch (error) {
    unsubscribe();
    release(listener.id);
    throw error;
  }
  let closed = false;
  return {
    attach(target, ended) {
      deliver = target;
      sessionEnded = ended;
      for (const update of waiting.splice(0)) target(update);
      return () => {
        if (closed) return;
        closed = true;
        deliver = null;
        sessionEnded = undefined;
        unsubscribe();
        release(listener.id);
      };
    },
  };
}

function release(userId: number) {
  const open = (openStreams.get(userId) ?? 1) - 1;
  if (open <= 0) openStreams.delete(userId);
  else openStreams.set(userId, open);
}

/** The newest row's id: where a fresh page's stream starts. */
export async function latestLiveUpdateId() {
  const newest = await LiveUpdate.max<string | null, LiveUpdate>("id");
  return newest === null ? null : String(newest);
}

/** Scheduled: forgets updates older than the retention. */
export async function pruneLiveUpdates(now = new Date()) {
  return LiveUpdate.destroy({ where: { createdAt: { [Op.lt]: new Date(now.getTime() - LIVE_UPDATE_RETENTION_HOURS * 3_600_000) } } });
}
