import { json, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { Employee, User } from "#models";
import type { Role } from "~/constants";
import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { getDb } from "~/db.server";
import { LoginSchema } from "~/schemas/auth";
import { findApiTokenUser } from "~/services/api-tokens.server";
import { attemptLogin, recordSignIn, recordSignOut } from "~/services/login.server";
import {
  commitSession, destroySession, getSession, sessionIdFromSetCookie, touchSession, type AppSession,
} from "~/session.server";
import { getClientIp, getUserAgent, isApiRequest } from "~/utils/request-info.server";

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

export class LoginError extends Error {}

export const authenticator = new Authenticator<User>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new LoginError(parsed.error.issues[0]?.message ?? "Invalid input");
    const result = await attemptLogin(parsed.data.email, parsed.data.password);
    if (!result.ok) throw new LoginError(result.message);
    return result.user;
  }),
  "form",
);

/** Starts a fresh session for a signed-in user (never reusing an earlier id) and records the sign-in. */
export async function createUserSession(request: Request, user: User) {
  const session = await getSession(new Request(request.url)); // no cookie: always a new id
  session.set("userId", user.id);
  session.set("lastActivity", Date.now());
  const setCookie = await commitSession(session);
  const sessionId = await sessionIdFromSetCookie(setCookie);
  getDb();
  const employee = await Employee.findOne({ where: { userId: user.id }, attributes: ["id"] });
  await recordSignIn({
    userId: user.id,
    employeeId: employee?.id ?? null,
    sessionId,
    ipAddress: getClientIp(request),
    userAgent: getUserAgent(request),
  });
  return setCookie;
}

async function loadCurrentUser(session: AppSession): Promise<CurrentUser | null> {
  const userId = session.get("userId");
  if (!userId) return null;
  const user = await loadUser(userId);
  return user && { ...user, sessionId: session.id, lastActivity: session.get("lastActivity") ?? Date.now() };
}

async function loadUser(userId: number): Promise<Omit<CurrentUser, "sessionId" | "lastActivity"> | null> {
  getDb();
  const user = await User.findByPk(userId, {
    attributes: ["id", "email", "firstName", "lastName", "role", "passwordSet"],
    include: [{
      model: Employee,
      as: "employee",
      required: false,
      attributes: ["id", "employeeId", "communicationEmail", "firstName", "lastName", "deletedAt"],
    }],
  });
  if (!user || user.employee?.deletedAt) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName ?? user.employee?.firstName ?? "",
    lastName: user.lastName ?? user.employee?.lastName ?? "",
    role: user.role === "hr" ? "hr" : "employee",
    passwordSet: user.passwordSet,
    employee: user.employee
      ? { id: user.employee.id, employeeId: user.employee.employeeId, communicationEmail: user.employee.communicationEmail ?? null }
      : null,
  };
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
  const userId = await findApiTokenUser(match[1]);
  if (!userId) return null;
  const user = await loadUser(userId);
  return user && { ...user, sessionId: "", lastActivity: Date.now() };
}

/**
 * The signed-in user, or null. A session idle for longer than the timeout is ended
 * here, on the server, whatever the browser does. Activity is recorded at most once
 * a minute so ordinary page views cost one read.
 */
/**
 * Remix runs the root loader and the page's loader on the same Request; remembering the
 * answer per Request saves a second session and user lookup on every page.
 */
const usersByRequest = new WeakMap<Request, Promise<CurrentUser | null>>();

export function getOptionalUser(request: Request): Promise<CurrentUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = readOptionalUser(request);
    usersByRequest.set(request, user);
  }
  return user;
}

async function readOptionalUser(request: Request): Promise<CurrentUser | null> {
  if (!request.headers.get("Cookie")?.includes("__hr_session")) return getTokenUser(request);
  const session = await getSession(request);
  if (!session.id || !session.get("userId")) return null;
  const lastActivity = session.get("lastActivity") ?? 0;
  if (Date.now() - lastActivity > SESSION_IDLE_TIMEOUT_MS) {
    await endSession(session);
    return null;
  }
  const user = await loadCurrentUser(session);
  if (!user) return null;
  if (Date.now() - lastActivity > 60_000 || isKeepAlive(request)) {
    await touchSession(session.id, session.data);
    user.lastActivity = Date.now();
  }
  return user;
}

function isKeepAlive(request: Request) {
  return new URL(request.url).pathname === "/api/session/keepalive";
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
  throw new Response("You do not have access to this page.", { status: 403, statusText: "Forbidden" });
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

async function endSession(session: AppSession) {
  if (session.id) await recordSignOut(session.id);
  return destroySession(session);
}

/** Ends the current session; returns the Set-Cookie header that clears it. */
export async function logout(request: Request) {
  const session = await getSession(request);
  return endSession(session);
}
