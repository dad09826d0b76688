import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session as RemixSession } from "@remix-run/node";
import { Session } from "#models";
import { KNOWN_DEVICE_DAYS, SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getEnv } from "~/env.server";

/**
 * Sessions live in the `sessions` table; the cookie carries only a random id. That
 * lets HR force a logout and several app servers share sessions.
 */
export interface SessionData {
  userId: number;
  lastActivity: number;
  /** When the person signed in (ms): the session ends SESSION_ABSOLUTE_LIFETIME_MS later, however active. */
  signedInAt: number;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error";
}

export interface SessionFlashData {
  toast: ToastMessage;
}

/**
 * The cookies' names and options. Over https the names carry the `__Host-` prefix: the
 * browser then accepts them only Secure, for path / and this host exactly (no Domain), so
 * a sibling subdomain or a plain-http page cannot plant or overwrite them.
 */
export function cookieSettings(publicUrl: string) {
  const secure = publicUrl.startsWith("https://");
  const prefix = secure ? "__Host-" : "__";
  return {
    sessionName: `${prefix}hr_session`,
    deviceName: `${prefix}hr_device`,
    options: { httpOnly: true, sameSite: "lax" as const, path: "/", secure },
  };
}

function secrets() {
  return [getEnv().SESSION_SECRET ?? "development-only-secret-not-for-production"];
}

/** Idle timeout from now, never beyond the absolute lifetime. */
function expiryFor(data: Partial<SessionData>, now = Date.now()) {
  const idle = now + SESSION_IDLE_TIMEOUT_MS;
  return new Date(data.signedInAt ? Math.min(idle, data.signedInAt + SESSION_ABSOLUTE_LIFETIME_MS) : idle);
}

function buildStorage() {
  const settings = cookieSettings(getEnv().PUBLIC_URL);
  const cookie = createCookie(settings.sessionName, { ...settings.options, secrets: secrets() });

  const expiry = (expires: Date | undefined, data: Partial<SessionData>) => expires ?? expiryFor(data);

  const storage = createSessionStorage<SessionData, SessionFlashData>({
    cookie,
    async createData(data, expires) {
      const sid = randomBytes(32).toString("base64url");
      await Session.create({ sid, sess: data, expire: expiry(expires, data), userId: data.userId ?? null });
      return sid;
    },
    async readData(sid) {
      const row = await Session.findByPk(sid);
      if (!row || row.expire.getTime() < Date.now()) return null;
      return row.sess as Partial<SessionData & SessionFlashData>;
    },
    async updateData(sid, data, expires) {
      // Update only: a session deleted meanwhile (logout elsewhere, force logout) stays dead.
      await Session.update({ sess: data, expire: expiry(expires, data), userId: data.userId ?? null }, { where: { sid } });
    },
    deleteData: deleteSession,
  });
  return { storage, cookie };
}

let built: ReturnType<typeof buildStorage> | undefined;

/** Whether the request carries this portal's session cookie at all (cheap: no signature check). */
export function hasSessionCookie(request: Request) {
  built ??= buildStorage();
  return request.headers.get("Cookie")?.includes(`${built.cookie.name}=`) ?? false;
}

function sessionStorage() {
  built ??= buildStorage();
  return built.storage;
}

/** The session id inside a Set-Cookie header this module produced. */
export async function sessionIdFromSetCookie(setCookie: string): Promise<string> {
  built ??= buildStorage();
  return String(await built.cookie.parse(setCookie.split(";")[0]));
}

/** The session id the request's signed cookie carries, or null (no cookie, or a bad signature). */
export async function readSessionId(request: Request): Promise<string | null> {
  built ??= buildStorage();
  const sid: unknown = await built.cookie.parse(request.headers.get("Cookie"));
  return typeof sid === "string" && sid ? sid : null;
}

export function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: RemixSession<SessionData, SessionFlashData>) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: RemixSession<SessionData, SessionFlashData>) {
  return sessionStorage().destroySession(session);
}

/** Records activity without rewriting the cookie: the row's expiry moves, the sid stays. */
export async function touchSession(sid: string, data: Partial<SessionData & SessionFlashData>) {
  const now = Date.now();
  await Session.update({ sess: { ...data, lastActivity: now }, expire: expiryFor(data, now) }, { where: { sid } });
}

/** Ends a session by id: its row goes, so the cookie no longer signs anyone in. */
export async function deleteSession(sid: string) {
  await Session.destroy({ where: { sid } });
}

/**
 * The known-device cookie (docs/decisions.md "Sign-in under attack"): set on a successful
 * sign-in, signed, long-lived, naming this browser (a random id) and the accounts that
 * signed in with it. Guesses from it have their own count, so strangers who lock an
 * account do not lock its owner out of the browsers they use.
 */
export interface KnownDevice {
  id: string;
  userIds: number[];
  /** When this browser became known to each account (ms): a device made known before the account's last clean-up is no longer known (issue 26). */
  since: Record<string, number>;
}

let deviceCookie: ReturnType<typeof createCookie> | undefined;

function knownDeviceCookie() {
  const settings = cookieSettings(getEnv().PUBLIC_URL);
  deviceCookie ??= createCookie(settings.deviceName, { ...settings.options, maxAge: KNOWN_DEVICE_DAYS * 24 * 3600, secrets: secrets() });
  return deviceCookie;
}

export async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  const value: unknown = await knownDeviceCookie().parse(request.headers.get("Cookie"));
  const device = value as Partial<KnownDevice> | null;
  if (typeof device?.id !== "string" || !Array.isArray(device.userIds)) return null;
  const since = device.since && typeof device.since === "object" ? device.since : {};
  return {
    id: device.id,
    userIds: device.userIds.filter((id): id is number => typeof id === "number"),
    since: Object.fromEntries(Object.entries(since).filter(([, time]) => typeof time === "number")),
  };
}

/** The Set-Cookie header that remembers this browser for the account that just signed in (the last five kept). */
export async function rememberDevice(request: Request, userId: number) {
  const device = (await readKnownDevice(request)) ?? { id: randomBytes(16).toString("base64url"), userIds: [], since: {} };
  const userIds = [...device.userIds.filter((id) => id !== userId), userId].slice(-5);
  const since = Object.fromEntries(userIds.map((id) => [String(id), id === userId ? Date.now() : (device.since[String(id)] ?? 0)]));
  return knownDeviceCookie().serialize({ id: device.id, userIds, since });
}
