/** The express server overwrites this header on every request, so a client cannot forge it. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export function getClientIp(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER);
}

export function getUserAgent(request: Request) {
  return request.headers.get("user-agent")?.slice(0, 500) ?? null;
}

/** Where a request came from, as plain values a service can keep (the audit trail): AuditOrigin. */
export function requestOrigin(request: Request) {
  return { ipAddress: getClientIp(request), userAgent: getUserAgent(request) };
}

/** A file read's origin: requestOrigin and the byte range asked for (ReadOrigin: only a read from byte 0 is logged). */
export function readOrigin(request: Request) {
  return { ...requestOrigin(request), range: request.headers.get("Range") };
}

export function isApiRequest(request: Request) {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** Where a candidate path is resolved to see which origin a browser would give it. */
const PORTAL_BASE = "http://portal.invalid";

/**
 * A path of this portal to go to next (after login, back to a list); anything else falls
 * back. Refused: anything a browser could read as another origin (`//host`, `/\host`,
 * schemes), any control character or backslash (tabs, CR and LF are dropped by browsers and
 * break headers), and the same hidden under percent-encoding. The answer is the path as
 * a URL serialises it, so what reaches the Location header is plain ASCII.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // The fallback passes the same gate (with "/" behind it), so no caller's default can slip through either.
  if (fallback !== "/" && fallback !== "") fallback = safeRedirectPath(fallback, "/");
  if (typeof to !== "string" || to.length > 2000 || !to.startsWith("/")) return fallback;
  let decoded = to;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    decoded = next;
  }
  for (const form of [to, decoded]) {
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    if (/[\u0000-\u001f\u007f\\]/.test(form) || form.startsWith("//") || !form.startsWith("/")) return fallback;
  }
  if (/\s/.test(to)) return fallback;
  const url = new URL(to, PORTAL_BASE);
  if (url.origin !== PORTAL_BASE) return fallback;
  // Dot segments collapse as the URL resolves them ("/.//host", "/a/..//host" become "//host"):
  // what is answered is checked again, as a browser would read it in a Location header.
  // The decoded form too: something on the way that undoes the encoding must not find one either.
  const path = `${url.pathname}${url.search}${url.hash}`;
  for (const form of [path, new URL(decoded, PORTAL_BASE).pathname]) {
    if (!form.startsWith("/") || form.startsWith("//") || form.startsWith("/\\")) return fallback;
  }
  return path;
}
