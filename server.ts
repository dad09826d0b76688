import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "@remix-run/node";
import remixConfig from "./remix.config.js";
import { apiMethodsFor, unsupportedApiMethod } from "~/api-methods.server";
import { DEMO_LOGINS } from "~/demo-logins";
import { getDb } from "~/db.server";
import { ConfigError, getEnv } from "~/env.server";
import { logger } from "~/logger.server";
import { refreshLeaveStatuses } from "~/services/leave.server";
import { startMailDelivery } from "~/services/mail.server";
import { runInRequestScope } from "~/request-scope.server";
import { seedDemoCompany, startRuntime, type Runtime } from "~/runtime.server";
import { createNonce, isCrossOriginMutation, securityHeaders } from "~/security-headers.server";
import { CLIENT_IP_HEADER } from "~/utils/request-info.server";

/**
 * The portal's HTTP server: resolves the database (embedded by default), migrates,
 * seeds the demo company on an embedded first start, then serves the Remix build
 * with compression, security headers and long-lived caching of fingerprinted assets.
 */
async function main() {
  const runtime = await startRuntime({ log: (message) => logger.info(message) });
  try {
    await serve(runtime);
  } catch (error) {
    await runtime.shutdown().catch(() => {});
    throw error;
  }
}

async function serve(runtime: Runtime) {
  const env = getEnv();

  if (runtime.embedded) {
    const seeded = await seedDemoCompany();
    if (seeded.length) logger.info("Seeded the demo company");
  }

  const build = (await import(pathToFileURL(path.resolve(remixConfig.serverBuildPath!)).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(compression());
  app.use((_req, _res, next) => runInRequestScope(next));

  app.use((req, res, next) => {
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.set(securityHeaders(nonce, { https: env.PUBLIC_URL.startsWith("https://") }));
    const allowed = [new URL(env.PUBLIC_URL).origin];
    if (isCrossOriginMutation(req.method, req.headers as Record<string, string>, allowed)) {
      res.status(403).json({ message: "Cross-origin request refused" });
      return;
    }
    next();
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await getDb().query("select 1");
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });

  // Fingerprinted build output never changes under its name: cache it for a year.
  app.use("/build", express.static(remixConfig.assetsBuildDirectory!, { immutable: true, maxAge: "1y", index: false }));
  // Only file names reach the disk: a page URL (no extension) would otherwise cost a stat per request.
  const publicFiles = express.static("public", { maxAge: "1h", index: false });
  app.use((req, res, next) => (/^\/[^/]+\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  // A known API path called with a method its route has no handler for: JSON 405 with Allow.
  const methodsOf = apiMethodsFor(build);
  app.use((req, res, next) => {
    const refusal = unsupportedApiMethod(methodsOf, req.method, req.path);
    if (!refusal) return next();
    res.status(refusal.status).set({ Allow: refusal.allow, "Cache-Control": "no-store" }).json(refusal.body);
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
    }),
  );

  const server = app.listen(env.PORT);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new ConfigError(`Port ${env.PORT} is already in use: stop the other server or set PORT`) : error),
    );
  });
  // Background work starts once the port is ours, so a failed start leaves nothing running.
  const stopMail = await startMailDelivery();
  const leaveStatusTimer = startLeaveStatusRefresh();
  {
    // The URL and the demo logins, once the port is really ours.
    const lines = [
      "",
      `HR portal running at ${env.PUBLIC_URL}  (database: ${runtime.databaseLabel})`,
    ];
    if (runtime.embedded) {
      lines.push(
        "Demo logins:",
        `  HR administrator: ${DEMO_LOGINS.hr.email} / ${DEMO_LOGINS.hr.password}`,
        `  Employee:         ${DEMO_LOGINS.employee.email} / ${DEMO_LOGINS.employee.password}`,
      );
    }
    console.log(lines.join("\n") + "\n");
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, stopping`);
    const force = setTimeout(() => process.exit(1), 8000);
    force.unref();
    server.close();
    server.closeAllConnections();
    clearInterval(leaveStatusTimer);
    await stopMail();
    await runtime.shutdown();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/** "On leave" follows approved leave covering today; the date moves on by itself, so refresh hourly. */
function startLeaveStatusRefresh() {
  const refresh = () =>
    refreshLeaveStatuses().catch((error) => logger.error({ err: error }, "refreshing leave statuses failed"));
  void refresh();
  return setInterval(refresh, 60 * 60 * 1000);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("The portal could not start:", error);
  }
  process.exit(1);
});
