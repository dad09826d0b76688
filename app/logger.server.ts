import pino from "pino";

/** Structured logs to stdout; LOG_LEVEL is validated with the rest of the environment. */
export const logger = pino({ level: process.env.LOG_LEVEL || "info", base: undefined });
