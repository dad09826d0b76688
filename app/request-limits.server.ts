import { consumeLimit, type SOURCE_LIMITS } from "~/services/rate-limits.server";
import { getClientIp } from "~/utils/request-info.server";

/**
 * Counts a request against its source address's limit (the routes' side of the rate limits:
 * the request is read here, the rule lives in services/rate-limits.server.ts); throws a
 * RateLimitedError (429) once the limit is used up.
 */
export async function limitRequest(request: Request, name: keyof typeof SOURCE_LIMITS) {
  await consumeLimit(name, getClientIp(request));
}
