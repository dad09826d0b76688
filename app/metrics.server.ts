import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { matchRoutes } from "@remix-run/react";
import type { ServerBuild } from "@remix-run/node";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { QueryTypes } from "sequelize";
import { routeTree } from "~/api-methods.server";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { subscriberCount } from "~/live-updates-listener.server";
import { logger } from "~/logger.server";

/**
 * `GET /metrics` (issue 27): Prometheus text from prom-client, off unless METRICS_TOKEN is set
 * and then only for `Authorization: Bearer <METRICS_TOKEN>`. Requests by route (the Remix
 * route's id, never text from the path: ids, tokens and names stay out, and the label count
 * stays bounded) and status, job queue depth and failures, mail waiting in the outbox, open live-update
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

/** Paths the server answers itself, before the Remix routes: their own names as labels. */
const SERVER_PATHS = new Set(["/healthz", "/readyz", "/metrics", "/__manifest", "/favicon.ico", "/robots.txt"]);

/**
 * A request's label: the id of the Remix route that answers it (`routes/admin.employees.$id`),
 * one of the server's own paths, `/build/*`, or `unmatched`. Never text from the path, so no
 * id, token or name reaches the metrics, and the number of series is bounded by the routes
 * (issue 27, from an attacker's review: path segments as labels let anyone grow them).
 */
export function routeLabelFor(build: ServerBuild) {
  const tree = routeTree(build);
  return (path: string) => {
    if (path.startsWith("/build/")) return "/build/*";
    if (SERVER_PATHS.has(path)) return path;
    return matchRoutes(tree, path)?.at(-1)?.route.id ?? "unmatched";
  };
}

/** Counts and times every answered request (express middleware) under its route's label. */
export function metricsMiddlewareFor(build: ServerBuild) {
  const labelOf = routeLabelFor(build);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const stop = durations.startTimer();
    res.once("finish", () => {
      const labels = { route: labelOf((req.url ?? "/").split("?")[0]), method: methodLabel(req.method), status: String(res.statusCode) };
      requests.inc(labels);
      stop(labels);
    });
    next();
  };
}

/** A method name as a label: the standard ones, anything else one name. */
function methodLabel(method: string | undefined) {
  return ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].includes(method ?? "") ? method! : "OTHER";
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
