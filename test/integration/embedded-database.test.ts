import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "~/demo-logins";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";

/** A command's exit status and output, awaited (spawnSync would block the event loop meanwhile). */
async function runScript(command: string, args: string[], options: { env: NodeJS.ProcessEnv; timeout: number }) {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { ...options, encoding: "utf8" });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { status: typeof failed.code === "number" ? failed.code : 1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

/**
 * The newcomer's path: no DATABASE_URL, so the portal creates, migrates and seeds an
 * embedded PostgreSQL under DATA_DIR; scripts attach to it while it runs; SIGTERM stops both.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), "hr-embedded-test-"));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function embeddedEnv(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
  };
  delete env.DATABASE_URL;
  delete env.SESSION_SECRET;
  return env;
}

function postmasterPid() {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("the embedded database", () => {
  it("starts, seeds, serves the demo logins, lets scripts attach, and stops on SIGTERM", async () => {
    const port = await freePort();
    const env = embeddedEnv(port);
    const portal = await startPortal(env, "ignore");
    try {
      const base = `http://localhost:${port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const login = await fetch(`${base}/api/local/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: DEMO_LOGINS.hr.email, password: DEMO_LOGINS.hr.password }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user.role).toBe("hr");

      // A script run while the portal is up attaches to the same server.
      const pid = postmasterPid();
      expect(pid).toBeTruthy();
      // Run without blocking this process: a blocked event loop keeps fetch from dropping a kept-alive
      // connection the portal has meanwhile closed, and the next request would go out on it.
      const script = await runScript(
        "npx",
        [
          "tsx",
          "scripts/create-user.ts",
          "--email",
          "ops@namibcopper.com.na",
          "--password",
          "Operator#1",
          "--role",
          "hr",
          "--first-name",
          "Ops",
          "--last-name",
          "Admin",
        ],
        { env, timeout: 60_000 },
      );
      expect(script.status, script.stderr).toBe(0);
      expect(script.stderr).toContain("Attached to the embedded PostgreSQL");
      expect(postmasterPid()).toBe(pid); // still the portal's server
      const scripted = await fetch(`${base}/api/local/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "ops@namibcopper.com.na", password: "Operator#1" }),
      });
      expect(scripted.status).toBe(200);

      const started = Date.now();
      await stopPortal(portal);
      expect(portal.exitCode).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      await expect.poll(() => isAlive(pid!), { timeout: 5000 }).toBe(false);
    } finally {
      await stopPortal(portal);
    }
  }, 120_000);

  it("restarts on the same data (earlier logins still work) and reports 503 when the database is gone", async () => {
    const port = await freePort();
    const portal = await startPortal(embeddedEnv(port), "ignore");
    try {
      const base = `http://localhost:${port}`;
      const login = await fetch(`${base}/api/local/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "ops@namibcopper.com.na", password: "Operator#1" }),
      });
      expect(login.status).toBe(200);
      const pid = postmasterPid()!;
      process.kill(pid, "SIGINT"); // PostgreSQL's fast shutdown
      for (let i = 0; i < 40 && isAlive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 250));
      expect((await fetch(`${base}/healthz`)).status).toBe(503);
    } finally {
      await stopPortal(portal);
    }
  }, 120_000);
});
