/** The express server overwrites this header on every request, so a client cannot forge it. */
export const CLIENT_IP_HEADER = "x-portal-client-ip";

export function getClientIp(request: Request) {
  return request.headers.get(CLIENT_IP_HEADER);
}

export function getUserAgent(request: Request) {
  return request.headers.get("user-agent")?.slice(0, 500) ?? null;
}

export function isApiRequest(request: Request) {
  return new URL(request.url).pathname.startsWith("/api/");
}

/** A same-site relative path to return to after login; anything else falls back to "/". */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
