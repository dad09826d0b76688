import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_LOGINS } from "~/demo-logins";
import { buildPortal, freePort, startPortal, stopPortal } from "./portal-process";

/**
 * What the page benchmarks (bench:weight, bench:slow-link) share: a built portal on a
 * throwaway embedded database seeded with the demo company, its demo logins, and a
 * real leave approval link.
 */

export type DemoLogin = keyof typeof DEMO_LOGINS;

/**
 * Runs `measure` against PORTAL_URL if given, else builds the portal (unless `--no-build`),
 * starts it on a throwaway embedded database (seeded with the demo company on first
 * start) and stops it and deletes the database afterwards.
 */
export async function withDemoPortal<T>(name: string, measure: (base: string) => Promise<T>): Promise<T> {
  if (process.env.PORTAL_URL) return measure(process.env.PORTAL_URL);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hr-${name}-`));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
  };
  delete env.DATABASE_URL;
  try {
    if (!process.argv.includes("--no-build") && (await buildPortal(env)) !== 0) {
      throw new Error("The build failed");
    }
    const portal = await startPortal(env, "ignore");
    try {
      return await measure(`http://localhost:${port}`);
    } finally {
      await stopPortal(portal);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signs in through the JSON API and returns the session cookie as `name=value`. */
export async function signInCookie(base: string, who: DemoLogin) {
  const { email, password } = DEMO_LOGINS[who];
  const response = await fetch(`${base}/api/local/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Could not sign in as ${who}: ${response.status}`);
  return response.headers.get("set-cookie")!.split(";")[0];
}

/**
 * A real approval link: the demo employee requests leave, and the link is read from
 * the mail in the portal's outbox (HR's outbox page), as an approver would get it.
 */
export async function liveApprovalPath(base: string) {
  const employee = await signInCookie(base, "employee");
  // A working day far ahead that no earlier run (on a reused PORTAL_URL) has taken.
  let status = 0;
  for (let day = 400; day < 430 && status !== 201; day++) {
    const start = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const created = await fetch(`${base}/api/leave-requests`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: employee },
      body: JSON.stringify({ leaveType: "vacation", startDate: start, endDate: start, reason: "Benchmark" }),
    });
    status = created.status;
  }
  if (status !== 201) throw new Error(`Could not create a leave request: ${status}`);
  const outbox = await (await fetch(`${base}/admin/outbox`, { headers: { Cookie: await signInCookie(base, "hr") } })).text();
  const link = outbox.match(/\/leave-approval\/[A-Za-z0-9_-]+\/approve/);
  if (!link) throw new Error("No approval link in the outbox");
  return link[0];
}
