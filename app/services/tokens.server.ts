import { createHash, randomBytes } from "node:crypto";

/**
 * The one way the portal makes and keeps secrets it mails or shows once (links, codes, API
 * tokens, calendar feeds, device links): 32 random bytes, stored only as their SHA-256.
 */
export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken() {
  return randomBytes(32).toString("base64url");
}
