import "./database";
import { commitSession, getSession } from "~/session.server";

/**
 * Signs a user in by creating a session directly (STYLE.md: tests log in through a
 * fixture, except the tests of the login screens). Returns the Cookie header value.
 */
export async function sessionCookieFor(userId: number, options: { lastActivity?: number; signedInAt?: number } = {}) {
  const lastActivity = options.lastActivity ?? Date.now();
  const signedInAt = options.signedInAt ?? lastActivity;
  const session = await getSession(new Request("http://localhost/"));
  session.set("userId", userId);
  session.set("lastActivity", lastActivity);
  session.set("signedInAt", signedInAt);
  const setCookie = await commitSession(session);
  return setCookie.split(";")[0];
}

export function baseUrl() {
  const url = process.env.PORTAL_URL;
  if (!url) throw new Error("PORTAL_URL is not set: run the tests with `npm test`");
  return url;
}

/**
 * A JSON reply as the tests read it: navigated by path, so a wrong path fails the assertion
 * that reads it rather than the type check.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies have many shapes; assertions check them
export type JsonReply = Record<string, any>;

/** fetch against the running portal, with an optional session cookie and JSON body. */
export async function api(
  path: string,
  {
    cookie,
    method = "GET",
    body,
    headers = {},
  }: { cookie?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    redirect: "manual",
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // HTML or empty
  }
  return { status: response.status, headers: response.headers, text, json: json as JsonReply | null };
}

/**
 * Signs a user in the way the login form does (a session plus its sign-in records, for the
 * activity monitor), from a given browser and address. Returns the Cookie header value.
 */
export async function recordedSignIn(user: import("#models").User, { userAgent = "Mozilla/5.0 Chrome/120.0", ip = "10.1.2.3" } = {}) {
  const { createUserSession } = await import("~/sign-in.server");
  const request = new Request("http://localhost/login", { headers: { "user-agent": userAgent, "x-portal-client-ip": ip } });
  return (await createUserSession(request, user)).split(";")[0];
}
