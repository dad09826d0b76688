import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import remixConfig from "./remix.config.js";
import type * as Portal from "./app/entry.server";

/**
 * The portal's HTTP server: loads the Remix build, resolves the database (embedded by
 * default), migrates, seeds the demo company on an embedded first start, then serves the
 * build with compression, security headers and long-lived caching of fingerprinted assets.
 *
 * It reaches the application only through the build (`build.entry.module`, the exports
 * of app/entry.server.tsx), so every application module is loaded once per process.
 * `npm run build` compiles this file to build/server.js (scripts/build-server.mjs checks
 * that nothing of app/ is bundled into it); `npm start` runs that with plain node.
 */
let portal: typeof Portal | undefined;

/** How long an idle kept-alive connection stays open: past nginx's upstream keepalive_timeout (60 s). */
const KEEP_ALIVE_MS = 65_000;
/** How long a too-large upload to a page's form may take to arrive before its form's answer (a slow link's 50 MB). */
const FORM_DISCARD_MS = 60_000;

async function main() {
  const buildUrl = pathToFileURL(path.resolve(remixConfig.serverBuildPath!)).href;
  const build = (await import(buildUrl)) as ServerBuild;
  portal = build.entry.module as unknown as typeof Portal;
  const runtime = await portal.startRuntime({ log: (message) => portal!.logger.info(message) });
  try {
    await serve(build, portal, runtime);
  } catch (error) {
    await runtime.shutdown().catch(() => {});
    throw error;
  }
}

type Runtime = Awaited<ReturnType<typeof Portal.startRuntime>>;

async function serve(build: ServerBuild, portal: typeof Portal, runtime: Runtime) {
  if (runtime.embedded) {
    const seeded = await portal.seedDemoCompany();
    if (seeded.length) portal.logger.info("Seeded the demo company");
  }
  const server = await listen(createApp(build, portal), portal);
  // Background work starts once the port is ours, so a failed start leaves nothing running.
  const stopBackgroundWork = await portal.startBackgroundWork();
  announce(portal, runtime);
  stopOnSignals(portal, server, async () => {
    // Jobs first (a running job finishes with the database still there), then the database.
    await stopBackgroundWork().catch((error) => portal.logger.error({ err: error }, "stopping background work failed"));
    await runtime.shutdown();
  });
}

/** The express app, in the order a request meets it: assets, request guards, probes, body limits, Remix, early errors. */
function createApp(build: ServerBuild, portal: typeof Portal) {
  const env = portal.getEnv();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // Every answer counted and timed by its route for GET /metrics (issue 27; off unless METRICS_TOKEN).
  app.use(portal.metricsMiddlewareFor(build));
  app.get("/metrics", (req, res) => void portal.metricsHandler(req, res));
  // Fingerprinted build output never changes under its name: cached for a year, sent as the
  // brotli or gzip file compressed once at build time (scripts/compress-assets.mjs), with
  // nosniff but without the document headers (CSP and the like), which a script file
  // does not use and which would cost a slow link bytes on every asset.
  app.use(
    "/build",
    expressStaticGzip(remixConfig.assetsBuildDirectory!, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        index: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      },
    }),
  );
  app.use(compression());
  app.use((_req, _res, next) => portal.runInRequestScope(next));

  const allowed = allowedOrigins(env.PUBLIC_URL);
  app.use(requestGuard(portal, allowed));
  probes(app, portal);
  // Only file names reach the disk: a page URL (no extension) would otherwise cost a stat per request.
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/^\/[^/]+\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  // A known API path called with a method its route has no handler for: JSON 405 with Allow.
  const methodsOf = portal.apiMethodsFor(build);
  app.use((req, res, next) => {
    const refusal = portal.unsupportedApiMethod(methodsOf, req.method, req.path);
    if (!refusal) return next();
    portal.answerBeforeBody(req, res, {
      status: refusal.status,
      headers: { Allow: refusal.allow },
      body: refusal.body,
      limit: portal.bodyLimitFor(req.path),
    });
  });

  app.use(bodyLimits(portal));
  app.all(
    "*",
    createRequestHandler({
      // An API route's unexpected failure answers JSON with a reference, not Remix's plain text.
      // A multipart body reaches only the upload routes (app/intake.server.ts): any other action answers 415.
      build: portal.withUploadIntake(portal.withJsonApiErrors(build)),
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
    }),
  );

  app.use(earlyErrors(portal));
  return app;
}

/**
 * Our own pages' origin: PUBLIC_URL's, and for a portal on this machine (the demo, the tests)
 * the other loopback spelling too, which no other site's page can carry.
 */
function allowedOrigins(publicUrl: string) {
  const publicOrigin = new URL(publicUrl);
  const loopback = ["localhost", "127.0.0.1"];
  return loopback.includes(publicOrigin.hostname)
    ? loopback.map((host) => `${publicOrigin.protocol}//${host}${publicOrigin.port ? `:${publicOrigin.port}` : ""}`)
    : [publicOrigin.origin];
}

/** Every request: client address, security headers, cross-origin refusal, our origin in the URL, no-store for data, no NUL. */
function requestGuard(portal: typeof Portal, allowed: string[]): express.RequestHandler {
  const env = portal.getEnv();
  const publicOrigin = new URL(env.PUBLIC_URL);
  return (req, res, next) => {
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d; HR reads the plain address.
    req.headers[portal.CLIENT_IP_HEADER] = (req.ip ?? req.socket.remoteAddress ?? "").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1");
    const nonce = portal.createNonce();
    res.locals.nonce = nonce;
    res.set(portal.securityHeaders(nonce, { https: env.PUBLIC_URL.startsWith("https://") }));
    // A file route's own policy (document previews) replaces the page policy instead of
    // being added to it; a preview that may be framed by our own pages says so itself.
    onHeaders(res, () => {
      const policies = res.getHeader("Content-Security-Policy");
      if (!Array.isArray(policies) || policies.length < 2) return;
      const own = policies[policies.length - 1];
      res.setHeader("Content-Security-Policy", own);
      if (own.includes("frame-ancestors 'self'")) res.setHeader("X-Frame-Options", "SAMEORIGIN");
    });
    // Answers given before the body is read drop the rest of it first (up to the route's limit), so the client reads them, never a reset.
    const limit = portal.bodyLimitFor(req.path);
    if (portal.isCrossOriginMutation(req.method, req.headers as Record<string, string>, allowed)) {
      portal.answerBeforeBody(req, res, { status: 403, body: { message: "Cross-origin request refused" }, limit });
      return;
    }
    // The URL Remix builds is always one of our origins, never the Host a reverse proxy chose
    // (nginx's defaults send its upstream's address: Remix then refused every page form, issue 26).
    const origin = new URL(
      portal.requestOriginFor(req.headers as Record<string, string>, req.protocol, {
        allowedOrigins: allowed,
        publicOrigin: publicOrigin.origin,
      }),
    );
    req.headers.host = origin.host;
    delete req.headers["x-forwarded-host"];
    Object.defineProperty(req, "protocol", { value: origin.protocol.slice(0, -1), configurable: true });
    // JSON answers and loader data carry personal data: never kept by a browser or proxy
    // cache, unless the route itself says otherwise (HTML documents get the same in
    // entry.server.tsx). Set as the headers leave, so a route's own Cache-Control wins.
    if (req.path.startsWith("/api/") || req.query._data !== undefined) {
      onHeaders(res, () => {
        if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      });
    }
    // A NUL character in the URL (path or query) is never meant: PostgreSQL cannot store
    // or compare it, so it is refused before any route reads it.
    if (/%00/i.test(req.originalUrl)) {
      portal.answerBeforeBody(req, res, { status: 400, body: { message: "The address must not contain a NUL character (%00)." }, limit });
      return;
    }
    next();
  };
}

/** Liveness (/healthz) and readiness (/readyz) for the process manager and the load balancer. */
function probes(app: express.Express, portal: typeof Portal) {
  app.get("/healthz", async (_req, res) => {
    if (await portal.isDatabaseReachable()) {
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } else {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // Readiness (issue 27): the database answers and this build's migrations are applied; a load balancer sends traffic only then.
  app.get("/readyz", async (_req, res) => {
    const state = await portal.readiness();
    res
      .status(state.ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: state.ready ? "ready" : "not ready", database: state.database, pendingMigrations: state.pendingMigrations });
  });
}

/**
 * Request bodies are bounded per route (app/body-limits.server.ts). A declared length over
 * the limit is refused before a byte of the body is read; a chunked body is counted while
 * Remix reads it. Either way the connection closes after the 413 (app/body-limits.server.ts), so the client is not
 * left sending the rest into a socket nobody reads, and the next request starts clean.
 * (This runs just before the Remix handler, in the same tick, so no chunk is missed.)
 */
function bodyLimits(portal: typeof Portal): express.RequestHandler {
  const env = portal.getEnv();
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const limit = portal.bodyLimitFor(req.path);
    if (Number(req.headers["content-length"]) > limit) {
      const refuse = () =>
        portal.answerBeforeBody(req, res, {
          status: 413,
          body: { message: `The request body is too large for this address (at most ${limit} bytes).` },
          limit,
        });
      // A page's upload form gets its own message (the form again, with its failure), not raw JSON (issue 25).
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
      portal.tooLargeFormAnswer(req.path, query).then(
        (answer) => {
          if (!answer) return refuse();
          // A browser sends the whole body before it reads an answer; answered and closed early, it
          // shows a connection error instead. The rest is read and dropped first (a lingering close,
          // for at most FORM_DISCARD_MS), then the form's page is answered.
          void portal.discardRest(req, FORM_DISCARD_MS).then(() => {
            if (res.headersSent || res.destroyed) return;
            res
              .status(answer.status)
              .set({ ...answer.headers, Connection: "close", "Cache-Control": "no-store" })
              .end();
          });
        },
        (error: unknown) => {
          portal.logger.error({ err: error, path: req.path }, "could not answer a too-large upload form");
          refuse();
        },
      );
      return;
    }
    // A body slower than REQUEST_BODY_MS_PER_64KB per 64 KB is cut (408), so a trickle cannot hold the socket.
    portal.cutSlowBody(req, res, env.REQUEST_BODY_MS_PER_64KB);
    portal.limitBodyWhileReading(req, limit, () => {
      if (!res.headersSent) res.setHeader("Connection", "close");
    });
    // An answer that ends before the body has all arrived (past the limit, or a route's early 401,
    // 403 or 413) and the client sends its whole body before it reads one: the answer's end (and
    // a close) waits until the rest has been read and dropped, so the client gets it instead of a
    // reset (a lingering close, as nginx does).
    const end = res.end.bind(res) as (...args: unknown[]) => express.Response;
    res.end = ((...args: unknown[]) => {
      if (req.complete) return end(...args);
      void portal.discardRest(req).then(() => end(...args));
      return res;
    }) as typeof res.end;
    // A route that answers before reading the body (a 401 or 403 to an upload) leaves the rest
    // of it in the socket, paused behind Remix's body stream: the kept-alive connection would
    // then stall until it timed out, and the client's next request on it be reset. The rest is
    // read and dropped after the answer, counted against the same limit.
    res.on("finish", () => {
      if (!req.complete) void portal.discardRest(req);
    });
    next();
  };
}

/**
 * What fails before a route runs (a Host header no URL can be made of, a malformed
 * request): a 4xx is the client's mistake and is answered without a log line; anything
 * else gets one line, not Express's default stack trace on stderr.
 */
function earlyErrors(portal: typeof Portal): express.ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; message?: string }, req, res, next) => {
    if (res.headersSent) return next(error);
    const invalidUrl = error instanceof TypeError && /invalid url/i.test(error.message ?? "");
    const status = error.status ?? error.statusCode ?? (invalidUrl ? 400 : 500);
    if (status >= 500) portal.logger.error({ err: error, path: req.path }, "request failed before reaching a route");
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .json({ message: status >= 500 ? "Unexpected Server Error" : "Bad request" });
  };
}

async function listen(app: express.Express, portal: typeof Portal) {
  const env = portal.getEnv();
  const server = app.listen(env.PORT);
  // An idle kept-alive connection is closed by the client (nginx after its 60 s keepalive_timeout,
  // a browser or fetch sooner), never by us first: Node's own 5 s let a request sent on a
  // connection at the moment we closed it fail with "other side closed" (a POST is not retried).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE"
          ? new portal.ConfigError(`Port ${env.PORT} is already in use: stop the other server or set PORT`)
          : error,
      ),
    );
  });
  return server;
}

/** The URL and the demo logins, once the port is really ours. */
function announce(portal: typeof Portal, runtime: Runtime) {
  const env = portal.getEnv();
  const lines = ["", `HR portal running at ${env.PUBLIC_URL}  (database: ${runtime.databaseLabel})`];
  if (runtime.embedded) {
    lines.push(
      "Demo logins:",
      `  HR administrator: ${portal.DEMO_LOGINS.hr.email} / ${portal.DEMO_LOGINS.hr.password}`,
      `  Employee:         ${portal.DEMO_LOGINS.employee.email} / ${portal.DEMO_LOGINS.employee.password}`,
    );
  }
  console.log(lines.join("\n") + "\n");
}

/** SIGTERM or SIGINT: no new connections, then `shutdown`, then exit (forced after 8 s). */
function stopOnSignals(portal: typeof Portal, server: ReturnType<express.Express["listen"]>, shutdown: () => Promise<void>) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    portal.logger.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 8000);
    force.unref();
    server.close();
    server.closeAllConnections();
    await shutdown();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  if (portal && error instanceof portal.ConfigError) {
    console.error(error.message);
  } else {
    console.error("The portal could not start:", error);
  }
  process.exit(1);
});
