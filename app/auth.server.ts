import { json, redirect } from "@remix-run/node";
import { QueryTypes } from "sequelize";
import type { Role } from "~/constants";
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_MS } from "~/constants";
import { getDb } from "~/db.server";
import { oncePerRequest } from "~/request-scope.server";
import { findApiTokenUser } from "~/services/accounts/api-tokens.server";
import { revokeStandingAccess } from "~/services/accounts/standing-access.server";
import { isAnonymousPath } from "~/services/activity/recording.server";
import { announceSessionsEnded } from "~/services/live-updates.server";
import { endSessions, recordSessionActivity, recordSignOut } from "~/services/activity/sessions.server";
import {
  deleteSession,
  destroySession,
  getSession,
  hasSessionCookie,
  readSessionId,
  touchSession,
  type SessionData,
} from "~/session.server";
import { isApiRequest } from "~/utils/request-info.server";

/** What loaders know about the person asking: never a whole row. */
export interface CurrentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordSet: boolean;
  employee: { id: number; employeeId: string; communicationEmail: string | null } | null;
  sessionId: string;
  lastActivity: number;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  password_set: boolean;
  employee_pk: number | null;
  employee_id: string | null;
  communication_email: string | null;
  employee_first_name: string | null;
  employee_last_name: string | null;
  employee_deleted: boolean | null;
  employee_left: boolean | null;
}

/** The user's columns and their employee record's, for `users u LEFT JOIN employees e`. */
const USER_COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.password_set,
  e.id AS employee_pk, e.employee_id, e.communication_email, e.first_name AS employee_first_name,
  e.last_name AS employee_last_name, e.deleted_at IS NOT NULL AS employee_deleted,
  e.status IN ('inactive', 'terminated') AS employee_left`;

type SignedInUser = Omit<CurrentUser, "sessionId" | "lastActivity">;

/**
 * A user whose employee record is in the trash, or who has left (status inactive or
 * terminated), cannot sign in or stay signed in: every request reads the status, so a
 * session or API token stops working the moment it changes.
 */
function toSignedInUser(row: UserRow | undefined): SignedInUser | null {
  if (!row?.id || row.employee_deleted || row.employee_left) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name ?? row.employee_first_name ?? "",
    lastName: row.last_name ?? row.employee_last_name ?? "",
    role: row.role === "hr" ? "hr" : "employee",
    passwordSet: row.password_set,
    employee:
      row.employee_pk === null ? null : { id: row.employee_pk, employeeId: row.employee_id!, communicationEmail: row.communication_email },
  };
}

async function loadUser(userId: number): Promise<SignedInUser | null> {
  // Raw SQL: the measured hot path of every signed-in request (docs/performance.md).
  const [row] = await getDb().query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN employees e ON e.user_id = u.id WHERE u.id = $1`,
    { bind: [userId], type: QueryTypes.SELECT },
  );
  return toSignedInUser(row);
}

/**
 * Every signed-in request reads its session and its user: one plain query for both
 * (no model instances), because it runs on every page view.
 */
async function loadSession(sid: string) {
  const [row] = await getDb().query<UserRow & { sess: Partial<SessionData> }>(
    `SELECT s.sess, ${USER_COLUMNS}
       FROM sessions s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN employees e ON e.user_id = u.id
      WHERE s.sid = $1 AND s.expire >= now()`,
    { bind: [sid], type: QueryTypes.SELECT },
  );
  return row ? { data: row.sess, user: toSignedInUser(row) } : null;
}

/**
 * A script's request to the JSON API: no session cookie, `Authorization: Bearer <token>`
 * with a live API token. It acts as the token's user, with that user's role; there is
 * no session (sessionId is empty). Pages never accept tokens.
 */
async function getTokenUser(request: Request): Promise<CurrentUser | null> {
  if (!isApiRequest(request)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  if (!match) return null;
  // An anonymous grievance sent with a token must not stamp the token with its time (issue 26).
  const userId = await findApiTokenUser(match[1], { recordUse: !isPassive(request) });
  if (!userId) return null;
  const user = await loadUser(userId);
  return user && { ...user, sessionId: "", lastActivity: Date.now() };
}

/** The session's idle timeout and its warning, as a signed-in page's timeout warning needs them. */
export const SESSION_TIMING = { timeoutMs: SESSION_IDLE_TIMEOUT_MS, warningMs: SESSION_WARNING_MS } as const;

/**
 * The root loader and the page's loader both ask; one lookup answers both (see
 * request-scope.server.ts). Only reads are shared: after a form post changes the
 * account, the loaders that follow must see the change.
 */
const usersByRequest = new WeakMap<Request, Promise<CurrentUser | null>>();

export function getOptionalUser(request: Request): Promise<CurrentUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    const read = () => readOptionalUser(request);
    const key = `user ${new URL(request.url).pathname} ${request.headers.get("Cookie") ?? ""} ${request.headers.get("Authorization") ?? ""}`;
    user = request.method === "GET" || request.method === "HEAD" ? oncePerRequest(key, read) : read();
    usersByRequest.set(request, user);
  }
  return user;
}

/**
 * The signed-in user, or null. A session idle for longer than the timeout is ended
 * here, on the server, whatever the browser does. Activity is recorded at most once
 * a minute so ordinary page views cost one read.
 */
async function readOptionalUser(request: Request): Promise<CurrentUser | null> {
  if (!hasSessionCookie(request)) return getTokenUser(request);
  const sid = await readSessionId(request);
  const session = sid ? await loadSession(sid) : null;
  if (!sid || !session?.data.userId) return null;
  const lastActivity = session.data.lastActivity ?? 0;
  // Idle too long, or signed in longer ago than the absolute lifetime (a session without a
  // sign-in time predates the rule and ends too).
  const signedInAt = session.data.signedInAt ?? 0;
  if (Date.now() - lastActivity > SESSION_IDLE_TIMEOUT_MS || Date.now() - signedInAt > SESSION_ABSOLUTE_LIFETIME_MS) {
    // On an anonymous grievance's page the ending is left to the sweep, which dates it at the
    // session's last activity, not at this request (issue 26).
    if (!isPassive(request)) await endSession(sid, session.data.userId);
    return null;
  }
  if (!session.user) return null;
  const user: CurrentUser = { ...session.user, sessionId: sid, lastActivity };
  if (isPassive(request)) return user;
  if (Date.now() - lastActivity > 60_000 || isKeepAlive(request)) {
    await touchSession(sid, session.data);
    await recordSessionActivity(sid);
    user.lastActivity = Date.now();
  }
  return user;
}

function isKeepAlive(request: Request) {
  return new URL(request.url).pathname === "/api/session/keepalive";
}

/**
 * Requests that never count as the person's activity, so they write nothing to the session
 * or its records. The live-updates stream reconnects by itself (a proxy dropping the
 * connection, a phone waking up). The anonymous grievance flow (issue 26, docs/decisions.md
 * "What an anonymous grievance stores"): its pages, and every grievance submission through
 * the API (named or not, so the two cannot be told apart by it), must not stamp the
 * person's session with the time of an anonymous act.
 */
function isPassive(request: Request) {
  const path = new URL(request.url).pathname;
  if (path === "/api/live-updates" || isAnonymousPath(path)) return true;
  return path === "/api/grievances" && request.method === "POST";
}

/**
 * For a long-lived answer (the live-updates stream): whether the session it was opened
 * with is still current, without counting as activity. Signed out, ended by HR, idle past
 * the timeout or past its lifetime: false.
 */
export async function isSessionCurrent(request: Request, user: CurrentUser) {
  // An API token's stream: the token again (revoked, or its owner trashed or gone, ends it), and the same role.
  if (!user.sessionId) {
    const again = await getTokenUser(request);
    return again?.id === user.id && again.role === user.role;
  }
  const session = await loadSession(user.sessionId);
  if (!session?.data.userId || session.data.userId !== user.id) return false;
  // The account itself: moved to the trash, or its role changed since the stream opened.
  if (!session.user || session.user.role !== user.role) return false;
  const now = Date.now();
  return (
    now - (session.data.lastActivity ?? 0) <= SESSION_IDLE_TIMEOUT_MS &&
    now - (session.data.signedInAt ?? 0) <= SESSION_ABSOLUTE_LIFETIME_MS
  );
}

function unauthorized(request: Request): never {
  if (isApiRequest(request)) throw json({ message: "Unauthorized" }, { status: 401 });
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const query = redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  throw redirect(`/login${query}`);
}

export function forbidden(request: Request): never {
  if (isApiRequest(request)) throw json({ message: "Forbidden" }, { status: 403 });
  throw new Response("You are not allowed to see this page.", { status: 403, statusText: "Forbidden" });
}

/**
 * The first call of every protected loader and action. Pages also send a user who has
 * not finished first-time setup (password, communication email) to that step first.
 */
export async function requireUser(request: Request, options: { allowIncompleteSetup?: boolean } = {}) {
  const user = await getOptionalUser(request);
  if (!user) unauthorized(request);
  if (!options.allowIncompleteSetup && !isApiRequest(request)) {
    const step = pendingSetupStep(user);
    if (step) throw redirect(step);
  }
  return user;
}

export async function requireRole(request: Request, role: Role, options: { allowIncompleteSetup?: boolean } = {}) {
  const user = await requireUser(request, options);
  if (user.role !== role) forbidden(request);
  return user;
}

/** The first-time step a signed-in user still has to complete, if any (spec 1, first-time dialogs). */
export function pendingSetupStep(user: CurrentUser) {
  if (!user.passwordSet) return "/setup/password";
  if (user.employee && !user.employee.communicationEmail) return "/setup/communication-email";
  return null;
}

async function endSession(sid: string, userId: number) {
  await recordSignOut(sid);
  await deleteSession(sid);
  await announceSessionsEnded([userId]);
}

/**
 * Sign out everywhere: every session of the signed-in user ends, this one included, and
 * every API token of theirs is revoked
 * (through endSessions, like every other ending). Returns the Set-Cookie header that
 * clears this browser's cookie and how many sessions ended.
 */
export async function logoutEverywhere(request: Request, user: CurrentUser) {
  const ended = await endSessions({ userId: user.id });
  // Tokens end with the sessions (issue 26): one planted from a stolen session must not outlive the clean-up.
  await revokeStandingAccess(user.id);
  const session = await getSession(request);
  return { setCookie: await destroySession(session), sessionCount: ended.sessionCount };
}

/** Ends the current session; returns the Set-Cookie header that clears it. */
export async function logout(request: Request) {
  const session = await getSession(request);
  if (session.id) await recordSignOut(session.id);
  const setCookie = await destroySession(session);
  // The session's open live-update streams end now, not at their next heartbeat (issue 26).
  const userId = session.get("userId");
  if (typeof userId === "number") await announceSessionsEnded([userId]);
  return setCookie;
}
