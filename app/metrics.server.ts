import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { subscriberCount } from "~/live-updates-listener.server";
import { logger } from "~/logger.server";

/**
 * `GET /metrics` (issue 27): Prometheus text from prom-client, off unless METRICS_TOKEN is set
 * and then only for `Authorization: Bearer <METRICS_TOKEN>`. Requests by route pattern and
 * status (never a full path: ids, tokens and names stay out, and the label count stays
 * small), job queue depth and failures, mail waiting in the outbox, open live-update
 * connections, the database pool and Node's own figures (event-loop delay among them). One
 * registry per process: each process of a deployment is scraped on its own.
 */
const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "portal_" });

const requests = new Counter({
  name: "portal_http_requests_total",
  help: "HTTP requests answered, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

const durations = new Histogram({
  name: "portal_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
  registers: [registry],
});

/** Figures read from the database when scraped: one query, so a scrape costs little. */
async function databaseFigures() {
  const [row] = await getDb().query<{ queued: string; failed: string; locked: string; mail_waiting: string; mail_failed: string }>(
    `SELECT
       (SELECT count(*) FROM graphile_worker.jobs WHERE locked_at IS NULL AND attempts < max_attempts) AS queued,
       (SELECT count(*) FROM graphile_worker.jobs WHERE attempts >= max_attempts) AS failed,
       (SELECT count(*) FROM graphile_worker.jobs WHERE locked_at IS NOT NULL) AS locked,
       (SELECT count(*) FROM mail_outbox WHERE status = 'pending') AS mail_waiting,
       (SELECT count(*) FROM mail_outbox WHERE status = 'failed') AS mail_failed`,
    { type: QueryTypes.SELECT },
  );
  return row;
}

const jobs = new Gauge({
  name: "portal_jobs",
  help: "Background jobs by state: queued (waiting to run), running (locked by a worker), failed (gave up)",
  labelNames: ["state"] as const,
  registers: [registry],
});

const mail = new Gauge({
  name: "portal_mail_outbox",
  help: "Mail in the outbox by state: waiting (not yet delivered) and failed (gave up)",
  labelNames: ["state"] as const,
  registers: [registry],
});

new Gauge({
  name: "portal_live_update_connections",
  help: "Open live-update streams of this process",
  registers: [registry],
  collect() {
    this.set(subscriberCount());
  },
});

const pool = new Gauge({
  name: "portal_db_pool_connections",
  help: "Database pool connections of this process by state: used, idle, waiting (requests waiting for one)",
  labelNames: ["state"] as const,
  registers: [registry],
});

interface PoolFigures {
  using?: number;
  available?: number;
  waiting?: number;
}

async function collectScrape() {
  const sequelizePool = (getDb().connectionManager as unknown as { pool?: PoolFigures }).pool;
  pool.set({ state: "used" }, sequelizePool?.using ?? 0);
  pool.set({ state: "idle" }, sequelizePool?.available ?? 0);
  pool.set({ state: "waiting" }, sequelizePool?.waiting ?? 0);
  const figures = await databaseFigures();
  jobs.set({ state: "queued" }, Number(figures.queued));
  jobs.set({ state: "running" }, Number(figures.locked));
  jobs.set({ state: "failed" }, Number(figures.failed));
  mail.set({ state: "waiting" }, Number(figures.mail_waiting));
  mail.set({ state: "failed" }, Number(figures.mail_failed));
}

/**
 * A path's route pattern, for labels: numbers and long or token-like segments become
 * placeholders, built assets one name. `/admin/employees/42/edit` -> `/admin/employees/:id/edit`.
 */
export function routePattern(path: string) {
  if (path.startsWith("/build/")) return "/build/*";
  const segments = path
    .split("/")
    .slice(1, 8)
    .map((segment) => {
      if (/^\d+$/.test(segment)) return ":id";
      if (segment.length > 24 || /^[A-Za-z0-9_-]{16,}$/.test(segment)) return ":token";
      if (!/^[a-z][a-z0-9-]*$/i.test(segment)) return segment ? ":param" : segment;
      return segment.toLowerCase();
    });
  return `/${segments.join("/")}`;
}

/** Counts and times every answered request (express middleware). */
export function metricsMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const stop = durations.startTimer();
  res.once("finish", () => {
    const labels = { route: routePattern((req.url ?? "/").split("?")[0]), method: req.method ?? "GET", status: String(res.statusCode) };
    requests.inc(labels);
    stop(labels);
  });
  next();
}

function bearerMatches(header: string | undefined, token: string) {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `GET /metrics`: 404 while METRICS_TOKEN is unset, 401 without its bearer token, else the text. */
export async function metricsHandler(req: IncomingMessage, res: ServerResponse) {
  const token = getEnv().METRICS_TOKEN;
  res.setHeader("Cache-Control", "no-store");
  if (!token) {
    res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
    return;
  }
  if (!bearerMatches(req.headers.authorization, token)) {
    res
      .writeHead(401, { "Content-Type": "application/json", "WWW-Authenticate": "Bearer" })
      .end(JSON.stringify({ message: "Unauthorized" }));
    return;
  }
  try {
    await collectScrape();
  } catch (error) {
    // The process's own figures still answer when the database does not.
    logger.warn({ err: error }, "metrics: the database figures could not be read");
  }
  res.writeHead(200, { "Content-Type": registry.contentType }).end(await registry.metrics());
}
