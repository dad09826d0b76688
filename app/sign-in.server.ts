import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { Employee, User } from "#models";
import { LoginSchema } from "~/schemas/auth";
import { recordSignIn } from "~/services/activity/sessions.server";
import { signInFrom, type LoginSource } from "~/services/accounts/login.server";
import { commitSession, getSession, readKnownDevice, rememberDevice, sessionIdFromSetCookie } from "~/session.server";
import { getClientIp, getUserAgent } from "~/utils/request-info.server";

/**
 * Signing in: the login form's strategy and the start of a fresh session with its cookies.
 * Who is asking on every later request is app/auth.server.ts.
 */

export class LoginError extends Error {}

export const authenticator = new Authenticator<User>();

authenticator.use(
  new FormStrategy(async ({ form, request }) => {
    const parsed = LoginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new LoginError(parsed.error.issues[0]?.message ?? "Invalid input");
    const result = await signInFrom(await loginSourceOf(request), parsed.data.email, parsed.data.password);
    if (!result.ok) throw new LoginError(result.message);
    return result.user;
  }),
  "form",
);

/** Where a sign-in comes from: the source address and this browser's known-device cookie. */
export async function loginSourceOf(request: Request): Promise<LoginSource> {
  return { ip: getClientIp(request), device: await readKnownDevice(request) };
}

/** Starts a fresh session for a signed-in user (never reusing an earlier id) and records the sign-in. */
export async function createUserSession(request: Request, user: User) {
  const session = await getSession(new Request(request.url)); // no cookie: always a new id
  const now = Date.now();
  session.set("userId", user.id);
  session.set("lastActivity", now);
  session.set("signedInAt", now);
  const setCookie = await commitSession(session);
  const sessionId = await sessionIdFromSetCookie(setCookie);
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

/** The headers of a successful sign-in: the new session's cookie and the known-device cookie. */
export async function signedInHeaders(request: Request, user: User) {
  const headers = new Headers();
  headers.append("Set-Cookie", await createUserSession(request, user));
  headers.append("Set-Cookie", await rememberDevice(request, user.id));
  return headers;
}
