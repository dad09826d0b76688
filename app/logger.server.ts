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

/**
 * An error as a log line may hold it: its kind, message, stack and a database error's code and
 * constraint, but never the statement or its values. Sequelize errors carry `sql`, `parameters`,
 * `fields` and `errors[].value`, which hold names, national IDs and bank details (issue 24).
 */
export function loggableError(error: unknown): unknown {
  // A line that passes its own words (a string) keeps them.
  if (!(error instanceof Error)) return typeof error === "string" ? error : { type: typeof error };
  const cause = (error as { original?: unknown; parent?: unknown }).original ?? (error as { parent?: unknown }).parent;
  const database = (cause ?? error) as { code?: unknown; constraint?: unknown; table?: unknown };
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof database.code === "string" ? { code: database.code } : {}),
    ...(typeof database.constraint === "string" ? { constraint: database.constraint } : {}),
    ...(typeof database.table === "string" ? { table: database.table } : {}),
  };
}

export const logger = pino({ level: configuredLevel(), base: undefined, serializers: { err: loggableError } });
