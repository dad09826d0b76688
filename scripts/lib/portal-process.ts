import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/** Starting and stopping the built portal from test and benchmark scripts. */

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The portal exited before it was ready");
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The portal did not become healthy in time");
}

/** The compiled server of a build (`npm run build` writes it beside the Remix build, in PORTAL_BUILD_DIR or build/). */
export function portalServerFile(env: NodeJS.ProcessEnv = process.env) {
  return path.join(env.PORTAL_BUILD_DIR || "build", "server.js");
}

/** Builds the portal (Remix build and the compiled server) into env.PORTAL_BUILD_DIR, or build/. */
export function buildPortal(env: NodeJS.ProcessEnv = process.env) {
  return runCommand("npm", ["run", "--silent", "build"], { ...env, NODE_ENV: "production" });
}

/**
 * Starts the compiled server (plain node, as `npm run serve` does) in its own process group,
 * so stopping it stops what it started, and waits until healthy.
 */
export async function startPortal(env: NodeJS.ProcessEnv, output: "inherit" | "ignore" | { logFile: string } = "inherit") {
  const serverFile = portalServerFile(env);
  if (!existsSync(serverFile)) throw new Error(`${serverFile} is missing: build the portal first (npm run build)`);
  // A log file keeps a run's several portals out of the test report; the harness shows it when a test fails.
  const stdio = typeof output === "string" ? output : openSync(output.logFile, "a");
  const child = spawn(process.execPath, [serverFile], {
    stdio: ["ignore", stdio, stdio],
    env,
    detached: true,
  });
  if (typeof stdio === "number") closeSync(stdio);
  await waitForHealth(`http://localhost:${env.PORT}`, child);
  return child;
}

export async function stopPortal(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
}

/**
 * The environment of a benchmark's portal: production mode, its own scratch database,
 * build and data directories, a fresh session secret, quiet logs. `benchRoutes` builds in
 * the bare /bench routes (PORTAL_BENCH=1).
 */
export function benchPortalEnv(scratch: { name: string; url: string }, port: number, { benchRoutes = false } = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    DATA_DIR: `test-results/data-${scratch.name}`,
    PORTAL_BUILD_DIR: `test-results/build-${scratch.name}`,
    ...(benchRoutes ? { PORTAL_BENCH: "1" } : {}),
  };
}
