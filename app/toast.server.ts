import { createCookie, redirect } from "@remix-run/node";
import { getEnv } from "~/env.server";
import type { ToastMessage } from "~/session.server";

/**
 * One-time toast messages travel in their own signed cookie, so anonymous pages
 * (login, set password) can show them without a database session.
 */
let toastCookie: ReturnType<typeof createCookie> | undefined;

function cookie() {
  const env = getEnv();
  toastCookie ??= createCookie("__hr_toast", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.PUBLIC_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET ?? "development-only-secret-not-for-production"],
    maxAge: 60,
  });
  return toastCookie;
}

async function toastHeaders(toast: ToastMessage, headers: HeadersInit = {}) {
  const result = new Headers(headers);
  result.append("Set-Cookie", await cookie().serialize(toast));
  return result;
}

/** The Set-Cookie header of a one-time toast, for an answer made before any route runs (server.ts). */
export async function toastCookieHeader(toast: ToastMessage): Promise<string> {
  return cookie().serialize(toast);
}

/** Reads the pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  const value = (await cookie().parse(request.headers.get("Cookie"))) as ToastMessage | null;
  if (!value) return { toast: null, headers };
  headers.append("Set-Cookie", await cookie().serialize("", { maxAge: 0 }));
  return { toast: value, headers };
}

/**
 * The one way a form ends (post, redirect, get): a redirect that carries a one-time toast
 * in its own cookie. Never a toast in the query string, which a link could forge.
 */
export async function redirectWithToast(to: string, toast: ToastMessage, init: ResponseInit = {}) {
  return redirect(to, { ...init, headers: await toastHeaders(toast, init.headers) });
}
