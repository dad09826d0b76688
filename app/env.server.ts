import { z } from "zod";

/**
 * The portal's configuration, read from the environment once and validated, so a
 * bad value stops start-up with a message naming the variable instead of failing
 * later on a request.
 */
const emailList = z
  .string()
  .transform((value) =>
    value
      .split(/[,;\s]+/)
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "must be a comma-separated list of email addresses" })));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  COMPANY_NAME: z.string().min(1).default("Namib Copper Mining"),
  /**
   * The employer's registration details printed on the affirmative action report (issue 23):
   * the company registration number, the Employment Equity Commission's registration number
   * of the employer, and the address. Unset, the report says "not configured" so nobody files
   * a report without them.
   */
  COMPANY_REGISTRATION_NUMBER: z.string().trim().min(1).max(60).optional(),
  COMPANY_EEC_REGISTRATION_NUMBER: z.string().trim().min(1).max(60).optional(),
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).optional(),
  COMPANY_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a mail domain such as namibcopper.com.na")
    .transform((value) => value.toLowerCase())
    .default("namibcopper.com.na"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("HR Portal <hr-portal@namibcopper.com.na>"),
  LEAVE_APPROVER_EMAILS: emailList.default([]),
  /** HR's contact shown on the Grievance tab (spec 1) and where grievance mail goes. */
  HR_CONTACT_EMAIL: z.email({ message: "must be an email address" }).default("hr@namibcopper.com.na"),
  HR_CONTACT_PHONE: z.string().min(3).max(40).default("+264 67 221 000"),
  /** Company leave outside the Labour Act: working days per calendar year; 0 (the default) draws on annual leave. */
  LEAVE_PERSONAL_DAYS: z.coerce.number().int().min(0).max(60).default(0),
  LEAVE_EMERGENCY_DAYS: z.coerce.number().int().min(0).max(60).default(0),
  /** Page visits older than this many days are purged by a daily job (activity monitor). */
  PAGE_VISIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /**
   * Multiplies the per-source request limits (services/rate-limits.server.ts). 1 in
   * production; the test runner uses 50, because every request of a test run comes from
   * 127.0.0.1 and the suite must not trip the limits its own tests check.
   */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How often the live-updates stream sends a heartbeat and checks that its session is still
   * current (a signed-out session's streams close within this). Behind a proxy that closes
   * idle connections sooner than 25 s, lower it.
   */
  LIVE_UPDATES_HEARTBEAT_MS: z.coerce.number().int().min(500).max(120_000).default(25_000),
  /**
   * How long each 64 KB of a request body may take to arrive (issue 26): a body slower than
   * that is cut (408), so a trickle cannot hold a socket for Node's 300 s request timeout.
   * 30 s per 64 KB is about 17 kbit/s, below any link the mine sites have.
   */
  REQUEST_BODY_MS_PER_64KB: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /**
   * Where stored files live (services/storage). Unset: local disk under DATA_DIR/files.
   * `s3://bucket?endpoint=http://host:port&region=af-south-1&forcePathStyle=true`:
   * an S3-compatible store; credentials come from the AWS SDK's usual sources
   * (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role).
   */
  STORAGE_URL: z
    .string()
    .regex(
      /^(s3:\/\/[a-z0-9.-]{3,63}(\/[^?]*)?(\?.*)?|file:\/\/.+)$/,
      "must be s3://bucket[/prefix][?endpoint=...&region=...] or file:///absolute/path",
    )
    .optional(),
  /** clamd's TCP address (tcp://host:3310): uploads are scanned before they are kept. Unset: stored and marked unscanned. */
  CLAMAV_URL: z
    .string()
    .regex(/^tcp:\/\/[^:/]+:\d+\/?$/, "must be tcp://host:port")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Turns on GET /metrics (Prometheus text) for `Authorization: Bearer <METRICS_TOKEN>`; unset, /metrics is a 404. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Job workers that stop beating are released (issue 26): each process writes its workers'
   * heartbeat every JOB_HEARTBEAT_MS; a worker silent for JOB_WORKER_STALE_MS is taken for gone
   * and its locked jobs are freed for others (worst case about stale + one beat: 60 s).
   */
  JOB_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  JOB_WORKER_STALE_MS: z.coerce.number().int().min(300).max(600_000).default(45_000),
  /** How often a process with SMTP_URL tries one mail waiting in back-off, to notice a mail server that is back (issue 26). */
  MAIL_PROBE_MS: z.coerce.number().int().min(100).max(60_000).default(20_000),
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses an environment; empty strings count as unset so `FOO=` in a unit file means "default". */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration:\n  SESSION_SECRET: is required in production with DATABASE_URL (at least 32 characters)");
  }
  return { ...env, PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "") };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests and the start-up script, which change the environment before first use. */
export function resetEnvCache() {
  cached = undefined;
}
