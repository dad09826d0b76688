import { randomBytes } from "node:crypto";
import { createCookie, createSessionStorage, type Session as RemixSession } from "@remix-run/node";
import { Session } from "#models";
import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";

/**
 * Sessions live in the `sessions` table; the cookie carries only a random id. That
 * lets HR force a logout and several app servers share sessions.
 */
export interface SessionData {
  userId: number;
  lastActivity: number;
}

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error";
}

export interface SessionFlashData {
  toast: ToastMessage;
}

export const SESSION_COOKIE_NAME = "__hr_session";

function buildStorage() {
  const env = getEnv();
  const cookie = createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // Secure whenever the portal is served over TLS (PUBLIC_URL https), which is how production runs.
    secure: env.PUBLIC_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET ?? "development-only-secret-not-for-production"],
  });

  const expiry = (expires?: Date) => expires ?? new Date(Date.now() + SESSION_IDLE_TIMEOUT_MS);

  const storage = createSessionStorage<SessionData, SessionFlashData>({
    cookie,
    async createData(data, expires) {
      getDb();
      const sid = randomBytes(32).toString("base64url");
      await Session.create({ sid, sess: data, expire: expiry(expires), userId: data.userId ?? null });
      return sid;
    },
    async readData(sid) {
      getDb();
      const row = await Session.findByPk(sid);
      if (!row || row.expire.getTime() < Date.now()) return null;
      return row.sess as Partial<SessionData & SessionFlashData>;
    },
    async updateData(sid, data, expires) {
      getDb();
      // Update only: a session deleted meanwhile (logout elsewhere, force logout) stays dead.
      await Session.update({ sess: data, expire: expiry(expires), userId: data.userId ?? null }, { where: { sid } });
    },
    deleteData: deleteSession,
  });
  return { storage, cookie };
}

let built: ReturnType<typeof buildStorage> | undefined;

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
  getDb();
  const now = Date.now();
  await Session.update({ sess: { ...data, lastActivity: now }, expire: new Date(now + SESSION_IDLE_TIMEOUT_MS) }, { where: { sid } });
}

/** Ends a session by id: its row goes, so the cookie no longer signs anyone in. */
export async function deleteSession(sid: string) {
  getDb();
  await Session.destroy({ where: { sid } });
}
