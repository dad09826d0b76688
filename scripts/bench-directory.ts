import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { freePort, runCommand, startPortal, stopPortal } from "./lib/portal-process";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:directory`: the directory budget of issue 4. A throwaway database with
 * 5,000 employees, the built portal (NODE_ENV=production) started against it, an HR
 * session, and this process as the load generator: CONCURRENCY requests in flight
 * against 127.0.0.1 for DURATION_MS, first on the HR directory page (search plus sort
 * by name, page 1), then on a bare Remix route (/bench/bare, which exists only with
 * PORTAL_BENCH=1). Prints p50, p95 and requests per second of both.
 * Goal: directory p95 <= 50 ms and at least half the bare route's throughput.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the database on (default postgres@127.0.0.1:5432)
 *   BENCH_DURATION_MS, BENCH_CONCURRENCY  override the load (defaults 5000 and 8)
 */
const EMPLOYEES = 5_000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = 100_000;

const FIRST = ["Ndapewa", "Tuyeni", "Johannes", "Maria", "Petrus", "Selma", "Hilma", "Festus", "Aina", "Kondjeni", "Paulus", "Martha"];
const LAST = ["Shikongo", "Amupolo", "Nangolo", "Kavari", "Haufiku", "Iipumbu", "Tjiramba", "Gowases", "Nujoma", "Shilongo", "Kandjii", "Mbako"];
const DEPARTMENTS = ["Finance", "Logistics and Transport", "Geology", "Sustainability", "Safety Health and Environment", "Data Technicians", "Office Administrator", "Management"];

interface Figures { p50: number; p95: number; rps: number; count: number; errors: number }

async function load(url: string, cookie: string | undefined): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  async function worker() {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const begin = performance.now();
      const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      else latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { p50: pick(0.5), p95: pick(0.95), rps: latencies.length / elapsed, count: latencies.length, errors };
}

async function warm(url: string, cookie?: string) {
  for (let i = 0; i < 50; i++) await (await fetch(url, { headers: cookie ? { Cookie: cookie } : {} })).arrayBuffer();
}

function line(label: string, figures: Figures) {
  return `  ${label.padEnd(34)} p50 ${figures.p50.toFixed(1).padStart(6)} ms   p95 ${figures.p95.toFixed(1).padStart(6)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   (${figures.count} requests, ${figures.errors} errors)`;
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_directory");
  const port = await freePort();
  const buildDir = `test-results/build-${scratch.name}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    DATA_DIR: `test-results/data-${scratch.name}`,
    PORTAL_BUILD_DIR: buildDir,
    PORTAL_BENCH: "1",
  };
  Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, SESSION_SECRET: env.SESSION_SECRET, LOG_LEVEL: "warn" });
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    if ((await runCommand("npx", ["remix", "build"], env)) !== 0) throw new Error("Build failed");
    if ((await runCommand("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");

    const { closeDb, getDb } = await import("~/db.server");
    const { QueryTypes } = await import("sequelize");
    const sequelize = getDb();
    const [hr] = await sequelize.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, role, password_set) VALUES ('bench.hr@namibcopper.com.na', 'Bench', 'HR', 'hr', true) RETURNING id`,
      { type: QueryTypes.SELECT },
    );
    await sequelize.query(
      `INSERT INTO employees (employee_id, first_name, last_name, email, communication_email, department, position, status, salary, start_date, employment_type)
       SELECT 'NCM-' || lpad(n::text, 5, '0'),
              ($1::text[])[1 + n % 12], ($2::text[])[1 + (n / 12) % 12] || n,
              'staff' || n || '@namibcopper.com.na', 'staff' || n || '@example.org',
              ($3::text[])[1 + n % 8], 'Field Assistant', CASE WHEN n % 9 = 0 THEN 'inactive' ELSE 'active' END,
              12000 + (n * 37) % 40000, DATE '2015-01-01' + (n % 3650), 'full-time'
         FROM generate_series(1, $4) AS n`,
      { bind: [FIRST, LAST, DEPARTMENTS, EMPLOYEES] },
    );
    await sequelize.query("ANALYZE employees");
    const { sessionCookieFor } = await import("../test/support/session");
    const cookie = await sessionCookieFor(hr.id);
    await closeDb();

    server = await startPortal(env, "ignore");
    const base = `http://127.0.0.1:${port}`;
    const directoryUrl = `${base}/admin/employees?search=shi&sortBy=name`;
    const check = await fetch(directoryUrl, { headers: { Cookie: cookie } });
    const html = await check.text();
    const shown = /Showing (\d+) of (\d+) results/.exec(html.replace(/<!-- -->/g, ""));
    if (check.status !== 200 || !shown) throw new Error(`The directory did not answer as HR (status ${check.status})`);
    console.log(`\nDirectory of ${EMPLOYEES.toLocaleString("en-US")} employees; search "shi" sorted by name shows ${shown[1]} of ${shown[2]}.`);
    await warm(directoryUrl, cookie);
    await warm(`${base}/bench/bare`);
    const directory = await load(directoryUrl, cookie);
    const bare = await load(`${base}/bench/bare`, undefined);
    console.log(`Load: ${CONCURRENCY} requests in flight for ${DURATION_MS / 1000} s each, from this process to 127.0.0.1.`);
    console.log(line("HR directory (search + sort, p.1)", directory));
    console.log(line("bare Remix route (/bench/bare)", bare));
    // For locating the cost: the same query as JSON, the page without a search, another page, auth alone.
    for (const extra of ["/api/employees?search=shi&sortBy=name", "/admin/employees?sortBy=name", "/admin/overview", "/api/auth/user"]) {
      await warm(`${base}${extra}`, cookie);
      console.log(line(extra, await load(`${base}${extra}`, cookie)));
    }
    console.log(`  directory throughput is ${((directory.rps / bare.rps) * 100).toFixed(0)}% of the bare route's (goal >= 50%); p95 goal <= 50 ms.`);
    if (directory.errors || bare.errors) throw new Error("Some requests failed");
  } catch (error) {
    console.error((error as Error).message);
    failed = true;
  } finally {
    await stopPortal(server);
    await scratch.drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    rmSync(buildDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
