import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";
import { createTestUser } from "../support/factories";
import { openStream } from "../support/live-updates";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 27: GET /metrics is Prometheus text from prom-client, off unless METRICS_TOKEN is set
 * and then only with that token. A second portal process on the run's database has it set.
 */
const TOKEN = "metrics-test-token-0123456789";
let portal: ChildProcess | undefined;
let origin = "";

beforeAll(async () => {
  const port = await freePort();
  origin = `http://localhost:${port}`;
  portal = await startPortal({ ...process.env, PORT: String(port), METRICS_TOKEN: TOKEN }, "ignore");
}, 60_000);

afterAll(async () => {
  await stopPortal(portal);
});

async function scrape(token = TOKEN) {
  const response = await fetch(`${origin}/metrics`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

describe("/metrics", () => {
  it("is a 404 while METRICS_TOKEN is unset", async () => {
    expect((await api("/metrics")).status).toBe(404);
  });

  it("answers only the token's bearer", async () => {
    expect((await scrape("")).status).toBe(401);
    expect((await scrape("metrics-test-token-012345678X")).status).toBe(401);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/plain");
  });

  it("counts requests by their route and status, never by text from the path", async () => {
    const { user } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(user.id);
    for (let index = 0; index < 3; index++) {
      await fetch(`${origin}/admin/employees/${900_000 + index}`, { headers: { Cookie: cookie } }).then((response) => response.text());
    }
    const { text } = await scrape();
    expect(text).toMatch(/portal_http_requests_total\{route="routes\/admin\.employees\.\$id",method="GET",status="404"\} [3-9]/);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0.5",route="routes\/admin\.employees\.\$id"/);
    expect(text).not.toContain("900001");
    // Paths no route answers share one label: a stranger cannot grow the series.
    for (const junk of ["/zq7xk2m9abcdefg", "/api/employees/E-00123/nothing-here", "/Weird%20Path"]) {
      await fetch(`${origin}${junk}`, { method: "PROPFIND" }).then((response) => response.text());
    }
    const after = (await scrape()).text;
    expect(after).not.toMatch(/zq7xk2m9abcdefg|e-00123|E-00123|Weird/);
    expect(after).toMatch(/route="[^"]*",method="OTHER"/);
  });

  it("reports jobs, mail waiting, live-update connections, the database pool and the event loop", async () => {
    const { user } = await createTestUser();
    const stream = await openStream(await sessionCookieFor(user.id), { origin });
    const { text } = await scrape();
    for (const series of [
      /portal_jobs\{state="queued"\} \d+/,
      /portal_jobs\{state="failed"\} \d+/,
      /portal_mail_outbox\{state="waiting"\} \d+/,
      /portal_live_update_connections [1-9]/,
      /portal_db_pool_connections\{state="used"\} \d+/,
      /portal_nodejs_eventloop_lag_seconds \d/,
    ]) {
      expect(text).toMatch(series);
    }
    stream.close();
  });
});
