import pino from "pino";
import { getEnv } from "~/env.server";

/**
 * Structured logs to stdout at the validated LOG_LEVEL. A bad environment logs at "info"
 * here; start-up then stops with the message naming the variable.
 */
function configuredLevel() {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

export const logger = pino({ level: configuredLevel(), base: undefined });
