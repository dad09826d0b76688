import { ConnectionError } from "sequelize";
import { logger } from "~/logger.server";

/**
 * Whether the database is reachable, as requests find out. An outage makes every
 * request fail the same way; the log gets one line when it begins and one when it ends,
 * not a stack trace per request (issue 12).
 */
let down = false;

/** A failure to reach the database at all (refused, timed out, shut down), not a query's fault. */
export function isDatabaseOutage(error: unknown): boolean {
  for (
    let cause = error;
    cause;
    cause = (cause as { cause?: unknown; original?: unknown }).original ?? (cause as { cause?: unknown }).cause
  ) {
    if (cause instanceof ConnectionError) return true;
    const code = (cause as { code?: unknown }).code;
    // 57P01-57P03: the server is shutting down or not yet accepting connections.
    if (typeof code === "string" && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P02", "57P03"].includes(code)) return true;
    if (cause === (cause as { original?: unknown }).original) break;
  }
  return false;
}

export function noteDatabaseDown(error: unknown) {
  if (down) return;
  down = true;
  logger.error({ reason: String((error as Error)?.message ?? error) }, "database unreachable: pages and API calls fail until it is back");
}

export function noteDatabaseUp() {
  if (!down) return;
  down = false;
  logger.info("database reachable again");
}
