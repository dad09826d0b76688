import pg from "pg";
import { getEnv } from "~/env.server";
import { logger } from "~/logger.server";

/**
 * The machinery of live updates in one process: a single PostgreSQL connection that
 * LISTENs on the live-updates channel, whatever the number of open pages, and hands each
 * notification's payload (a live_updates row id) to the subscribers of this process. A
 * change made through any portal process reaches the pages open on every process.
 *
 * It opens with the first subscriber, reconnects after a lost connection (telling the
 * subscribers, so they catch up from the table) and closes at shutdown. What the rows mean
 * and who may hear them is services/live-updates.server.ts.
 */
export interface LiveChannelSubscriber {
  /** A notification arrived: the payload as sent with NOTIFY. */
  onNotification(payload: string): void;
  /** The connection was lost and is back: notifications in between may be missing. */
  onReconnected(): void;
}

const RECONNECT_DELAY_MS = 3_000;

const subscribers = new Set<LiveChannelSubscriber>();
let channel = "";
let client: pg.Client | null = null;
let connecting: Promise<void> | null = null;
let reconnectTimer: NodeJS.Timeout | null = null;
let stopped = false;
let lostConnection = false;

async function connect() {
  const connection = new pg.Client({ connectionString: getEnv().DATABASE_URL, application_name: "portal live updates" });
  connection.on("notification", (message) => {
    if (message.channel !== channel || !message.payload) return;
    for (const subscriber of subscribers) subscriber.onNotification(message.payload);
  });
  connection.on("error", (error) => {
    logger.warn({ err: error }, "live updates: the listening connection failed");
    dropConnection(connection);
  });
  connection.on("end", () => dropConnection(connection));
  await connection.connect();
  // LISTEN takes an identifier, not a parameter; the channel name is our own constant.
  await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  client = connection;
  if (lostConnection) {
    lostConnection = false;
    for (const subscriber of subscribers) subscriber.onReconnected();
  }
}

function dropConnection(connection: pg.Client) {
  if (client !== connection) return;
  client = null;
  lostConnection = true;
  connection.removeAllListeners("notification");
  void connection.end().catch(() => undefined);
  scheduleReconnect();
}

function scheduleReconnect() {
  if (stopped || reconnectTimer || subscribers.size === 0) return;
  reconnectTimer = setTimeout(() => {
    reconnectTimer = null;
    void ensureConnected().catch((error) => {
      logger.warn({ err: error }, "live updates: reconnecting failed, trying again");
      lostConnection = true;
      scheduleReconnect();
    });
  }, RECONNECT_DELAY_MS);
  reconnectTimer.unref();
}

function ensureConnected() {
  if (client) return Promise.resolve();
  connecting ??= connect().finally(() => (connecting = null));
  return connecting;
}

/**
 * Subscribes to a channel (one channel per process: the live-updates one). Resolves once
 * the process is listening, so nothing committed after it resolves is missed. Returns the
 * unsubscribe function.
 */
export async function subscribeToChannel(name: string, subscriber: LiveChannelSubscriber) {
  if (channel && channel !== name) throw new Error(`live updates listen on ${channel} only`);
  channel = name;
  stopped = false;
  subscribers.add(subscriber);
  try {
    await ensureConnected();
  } catch (error) {
    subscribers.delete(subscriber);
    throw error;
  }
  return () => {
    subscribers.delete(subscriber);
  };
}

/** How many pages of this process are listening (for tests and limits). */
export function subscriberCount() {
  return subscribers.size;
}

/** At shutdown: closes the listening connection; subscribers are forgotten. */
export async function stopListening() {
  stopped = true;
  subscribers.clear();
  if (reconnectTimer) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  const connection = client;
  client = null;
  if (connection) await connection.end().catch(() => undefined);
}
