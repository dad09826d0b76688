import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import http from "node:http";
import { benchPortalEnv, buildPortal, freePort, runCommand, startPortal, stopPortal } from "./lib/portal-process";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:directory`: the directory budget of issue 4. A throwaway database with
 * 5,000 employees, the built portal (NODE_ENV=production) started against it, an HR
 * session, and this process as the load generator: CONCURRENCY requests in flight
 * against 127.0.0.1, in interleaved rounds, on the HR directory page (search plus sort by
 * name, page 1) and on two bare Remix routes that exist only with PORTAL_BENCH=1:
 * /bench/page (a page rendering "ok" in the portal's root document, no data) and
 * /bench/bare (a resource route answering "ok", no document). Prints p50, p95 and
 * requests per second of each, the directory at fewer requests in flight, and other
 * routes that help locate the cost. Goal: directory p95 <= 50 ms and at least half the
 * bare route's throughput (docs/performance.md discusses which bare route).
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the database on (default postgres@127.0.0.1:5432)
 *   BENCH_DURATION_MS, BENCH_CONCURRENCY  override the load (defaults 9000 per route and 8)
 */
const EMPLOYEES = 5_000;
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 9_000);
const ROUNDS = 3;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = 100_000;

const FIRST = ["Ndapewa", "Tuyeni", "Johannes", "Maria", "Petrus", "Selma", "Hilma", "Festus", "Aina", "Kondjeni", "Paulus", "Martha"];
const LAST = [
  "Shikongo",
  "Amupolo",
  "Nangolo",
  "Kavari",
  "Haufiku",
  "Iipumbu",
  "Tjiramba",
  "Gowases",
  "Nujoma",
  "Shilongo",
  "Kandjii",
  "Mbako",
];
const DEPARTMENTS = [
  "Finance",
  "Logistics and Transport",
  "Geology",
  "Sustainability",
  "Safety Health and Environment",
  "Data Technicians",
  "Office Administrator",
  "Management",
];

interface Figures {
  p50: number;
  p95: number;
  rps: number;
  count: number;
  errors: number;
  latencies: number[];
  seconds: number;
}

/**
 * One GET over a kept-alive connection, as a browser asks (compressed), reading the body
 * without decoding it: the load generator should spend as little of the machine's CPU as
 * it can, since it shares the machine with the portal and PostgreSQL.
 */
function get(url: URL, agent: http.Agent, cookie: string | undefined) {
  return new Promise<number>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "Accept-Encoding": "gzip, deflate, br" };
    if (cookie) headers.Cookie = cookie;
    const request = http.get({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, agent, headers }, (response) => {
      response.on("data", () => {});
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

async function load(url: string, cookie: string | undefined, durationMs = DURATION_MS, inFlight = CONCURRENCY): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight });
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  async function worker() {
    while (performance.now() < deadline && latencies.length + errors < MAX_REQUESTS) {
      const begin = performance.now();
      const status = await get(target, agent, cookie);
      if (status !== 200) errors += 1;
      else latencies.push(performance.now() - begin);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  agent.destroy();
  return figures(latencies, errors, (performance.now() - started) / 1000);
}

function figures(latencies: number[], errors: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pick = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: pick(0.5), p95: pick(0.95), rps: sorted.length / seconds, count: sorted.length, errors, latencies: sorted, seconds };
}

function combine(rounds: Figures[]): Figures {
  return figures(
    rounds.flatMap((round) => round.latencies),
    rounds.reduce((sum, round) => sum + round.errors, 0),
    rounds.reduce((sum, round) => sum + round.seconds, 0),
  );
}

function percent(part: Figures, whole: Figures) {
  return `${((part.rps / whole.rps) * 100).toFixed(0)}%`;
}

/** Two seconds of the same load first, so the figures are of a warmed-up server (JIT, pools, caches). */
async function warm(url: string, cookie?: string) {
  await load(url, cookie, 2_000);
}

function line(label: string, figures: Figures) {
  return `  ${label.padEnd(34)} p50 ${figures.p50.toFixed(1).padStart(6)} ms   p95 ${figures.p95.toFixed(1).padStart(6)} ms   ${figures.rps.toFixed(0).padStart(6)} req/s   (${figures.count} requests, ${figures.errors} errors)`;
}

/** The throwaway company: HR and EMPLOYEES employees, settled as autovacuum would leave them; returns HR's session cookie. */
async function seedDirectory() {
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
  // As autovacuum would leave a table that has settled: statistics and the visibility map.
  await sequelize.query("VACUUM ANALYZE employees");
  const { sessionCookieFor } = await import("../test/support/session");
  const cookie = await sessionCookieFor(hr.id);
  await closeDb();
  return cookie;
}

/** One directory request as HR, to make sure the search answers before any load; prints what it shows. */
async function checkDirectoryAsHr(directoryUrl: string, cookie: string) {
  const check = await fetch(directoryUrl, { headers: { Cookie: cookie } });
  const html = await check.text();
  const shown = /Showing (\d+) of (\d+) results/.exec(html.replace(/<!-- -->/g, ""));
  if (check.status !== 200 || !shown) throw new Error(`The directory did not answer as HR (status ${check.status})`);
  console.log(
    `\nDirectory of ${EMPLOYEES.toLocaleString("en-US")} employees; search "shi" sorted by name shows ${shown[1]} of ${shown[2]}.`,
  );
}

/** The budget: the directory against the two bare routes under the same load, printed; returns the three routes' figures. */
async function measureAgainstBareRoutes(base: string, directoryUrl: string, cookie: string) {
  const targets = {
    directory: { url: directoryUrl, cookie },
    page: { url: `${base}/bench/page`, cookie: undefined },
    resource: { url: `${base}/bench/bare`, cookie: undefined },
  };
  for (const target of Object.values(targets)) await warm(target.url, target.cookie);
  // Interleaved rounds, so a machine that slows down for a moment costs all three alike.
  const samples = { directory: [] as Figures[], page: [] as Figures[], resource: [] as Figures[] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) {
      samples[name as keyof typeof samples].push(await load(target.url, target.cookie, DURATION_MS / ROUNDS));
    }
  }
  const directory = combine(samples.directory);
  const page = combine(samples.page);
  const resource = combine(samples.resource);
  console.log(
    `Load: ${CONCURRENCY} requests in flight, ${DURATION_MS / 1000} s per route in ${ROUNDS} interleaved rounds, from this process to 127.0.0.1.`,
  );
  console.log(line("HR directory (search + sort, p.1)", directory));
  console.log(line("bare Remix page (/bench/page)", page));
  console.log(line("bare Remix resource (/bench/bare)", resource));
  console.log(
    `  directory throughput: ${percent(directory, page)} of the bare page route's, ${percent(directory, resource)} of the bare resource route's (goal >= 50%); p95 goal <= 50 ms.`,
  );
  return { directory, page, resource };
}

/** Figures that help locate the cost: the directory at fewer requests in flight, then other routes. */
async function printLocatingFigures(base: string, directoryUrl: string, cookie: string) {
  console.log("Directory latency with fewer requests in flight:");
  for (const inFlight of [1, 2, 4]) {
    console.log(line(`  ${inFlight} in flight`, await load(directoryUrl, cookie, 2_000, inFlight)));
  }
  // For locating the cost: the same query as JSON, the page without a search, another page, auth alone.
  console.log("Other routes (8 in flight):");
  for (const extra of ["/api/employees?search=shi&sortBy=name", "/admin/employees?sortBy=name", "/admin/overview", "/api/auth/user"]) {
    await warm(`${base}${extra}`, cookie);
    console.log(line(extra, await load(`${base}${extra}`, cookie)));
  }
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_directory");
  const port = await freePort();
  const env = benchPortalEnv(scratch, port, { benchRoutes: true });
  const buildDir = env.PORTAL_BUILD_DIR!;
  Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, SESSION_SECRET: env.SESSION_SECRET, LOG_LEVEL: "warn" });
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    if ((await buildPortal(env)) !== 0) throw new Error("Build failed");
    if ((await runCommand("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");
    const cookie = await seedDirectory();

    server = await startPortal(env, "ignore");
    const base = `http://127.0.0.1:${port}`;
    const directoryUrl = `${base}/admin/employees?search=shi&sortBy=name`;
    await checkDirectoryAsHr(directoryUrl, cookie);
    const { directory, page, resource } = await measureAgainstBareRoutes(base, directoryUrl, cookie);
    await printLocatingFigures(base, directoryUrl, cookie);
    if (directory.errors || page.errors || resource.errors) throw new Error("Some requests failed");
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
