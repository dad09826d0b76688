import { randomBytes } from "node:crypto";

export function createNonce() {
  return randomBytes(16).toString("base64");
}

/** Headers for every response: a strict CSP with a per-request nonce for Remix's inline scripts. */
export function securityHeaders(nonce: string, { https }: { https: boolean }): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/**
 * Mutations must come from our own pages: a browser names the page's origin on every
 * POST; scripts send none (they authenticate with a token, and SameSite=Lax keeps
 * cookies off cross-site posts). The origin is compared with PUBLIC_URL's only, never
 * with the request's Host header: under DNS rebinding an attacker's name points at the
 * portal, and the Host header then matches the attacker's page.
 */
export function isCrossOriginMutation(
  method: string,
  headers: { origin?: string; "sec-fetch-site"?: string; host?: string },
  allowedOrigins: string[],
) {
  if (["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase())) return false;
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const origin = headers.origin;
  if (!origin || origin === "null") return origin === "null";
  return !allowedOrigins.includes(origin);
}

/**
 * The origin the request's URL is built with (Remix's `request.url`): one of ours, always.
 * A browser's post names its page's origin, which the check above has already compared with
 * PUBLIC_URL; otherwise the Host the request names when it is one of ours; otherwise
 * PUBLIC_URL's. Behind a reverse proxy with its default settings (nginx's `proxy_pass`
 * alone) Host names the upstream (`127.0.0.1:3000`) while the browser names the public
 * address, and Remix refuses an action whose Origin differs from Host (X-Forwarded-Host
 * first): its CSRF check threw, a 500 on every page form. So the URL never carries the
 * Host a proxy or a client chose, only an origin the portal serves.
 */
export function requestOriginFor(
  headers: { origin?: string; host?: string },
  protocol: string,
  { allowedOrigins, publicOrigin }: { allowedOrigins: string[]; publicOrigin: string },
) {
  const named = headers.origin;
  if (named && allowedOrigins.includes(named)) return named;
  const hosted = headers.host ? `${protocol}://${headers.host}` : "";
  return allowedOrigins.includes(hosted) ? hosted : publicOrigin;
}
