import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { benchPortalEnv, buildPortal, freePort, runCommand, startPortal, stopPortal } from "./lib/portal-process";
import { browserOf } from "~/utils/activity";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm run bench:activity` (issue 11): the activity monitor at company scale. A throwaway
 * database with 5,000 employees (each with a login), 200,000 sessions and 2,000,000 page
 * visits spread over 180 days, the built portal (NODE_ENV=production) against it, and one
 * request at a time from this process, so each figure is the time the server took for one
 * request (plus a loopback round trip): p50 and p95 of REPEAT requests after a warm-up.
 * Every tab and call with and without filters, beside a bare page route. Then the cost of
 * recording: a signed-in page alternating between two paths (every request records a new
 * visit and closes the previous one), with recording and, after a restart with
 * BENCH_SKIP_PAGE_VISITS=1, without. Goals: every tab p95 <= 200 ms; recording adds <= 2 ms.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the database on (default postgres@127.0.0.1:5432)
 *   BENCH_REPEAT             requests per figure (default 40)
 */
const EMPLOYEES = 5_000;
const SESSIONS = 200_000;
const VISITS = 2_000_000;
const ACTIVE = 400;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 40);
const PATHS = [
  "/",
  "/profile",
  "/leave",
  "/leave/new",
  "/payslips",
  "/directory",
  "/leadership",
  "/stats",
  "/admin/overview",
  "/admin/employees",
  "/admin/leave-requests",
  "/admin/payroll",
  "/admin/activity",
  "/leave-calendar",
  "/management-team",
];
const AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36",
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/119.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0",
];
const DEPARTMENTS = ["Finance", "Geology", "Management", "Mining Operations", "Processing Plant", "Safety Health and Environment"];

interface Figures {
  p50: number;
  p95: number;
  errors: number;
}

async function timed(url: string, cookie: string): Promise<number | null> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" } });
  await response.arrayBuffer();
  return response.status === 200 ? performance.now() - started : null;
}

async function measure(urls: string[], cookie: string): Promise<Figures> {
  for (let i = 0; i < 5; i++) await timed(urls[i % urls.length], cookie);
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < REPEAT; i++) {
    const time = await timed(urls[i % urls.length], cookie);
    if (time === null) errors += 1;
    else times.push(time);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { p50: pick(0.5), p95: pick(0.95), errors };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function line(label: string, figures: Figures, goal?: number) {
  const verdict = goal === undefined ? "" : figures.p95 <= goal ? "  ok" : `  OVER ${goal} ms`;
  return `  ${label.padEnd(52)} p50 ${figures.p50.toFixed(1).padStart(6)} ms   p95 ${figures.p95.toFixed(1).padStart(6)} ms${figures.errors ? `   ${figures.errors} errors` : ""}${verdict}`;
}

async function seed(databaseUrl: string) {
  process.env.DATABASE_URL = databaseUrl;
  const { closeDb, getDb } = await import("~/db.server");
  const { QueryTypes } = await import("sequelize");
  const sequelize = getDb();
  const started = performance.now();
  await sequelize.query(
    `INSERT INTO users (email, first_name, last_name, role, password_set)
     SELECT 'staff' || n || '@namibcopper.com.na', 'Staff', 'Member' || n, CASE WHEN n <= 25 THEN 'hr' ELSE 'employee' END, true
       FROM generate_series(1, $1) AS n`,
    { bind: [EMPLOYEES] },
  );
  await sequelize.query(
    `INSERT INTO employees (employee_id, first_name, last_name, email, communication_email, department, position, status, start_date, employment_type, user_id)
     SELECT 'NCM-' || lpad(u.id::text, 5, '0'), u.first_name, u.last_name, u.email, 'own' || u.id || '@example.org',
            ($1::text[])[1 + u.id % 6], 'Field Assistant', 'active', DATE '2015-01-01' + (u.id % 3650), 'full-time', u.id
       FROM users u`,
    { bind: [DEPARTMENTS] },
  );
  // Sessions over 180 days; the newest ACTIVE are alive now.
  await sequelize.query(
    `INSERT INTO user_sessions (user_id, employee_id, session_id, ip_address, user_agent, browser, login_time, logout_time, is_active)
     SELECT 1 + n % $1, 1 + n % $1, 'bench-' || n, '10.' || (n % 250) || '.' || (n % 199) || '.7', ($2::text[])[1 + n % 5], ($5::text[])[1 + n % 5],
            now() - ((n::float / $3) * interval '180 days'),
            CASE WHEN n < $4 THEN NULL ELSE now() - ((n::float / $3) * interval '180 days') + interval '25 minutes' END,
            n < $4
       FROM generate_series(0, $3 - 1) AS n`,
    { bind: [EMPLOYEES, AGENTS, SESSIONS, ACTIVE, AGENTS.map((agent) => browserOf(agent))] },
  );
  await sequelize.query(
    `INSERT INTO sessions (sid, sess, expire, user_id)
     SELECT session_id, json_build_object('userId', user_id), now() + interval '20 minutes', user_id FROM user_sessions WHERE is_active;
     INSERT INTO active_sessions (session_id, user_id, user_agent, ip_address, login_time, last_activity)
     SELECT session_id, user_id, user_agent, ip_address, login_time, now() FROM user_sessions WHERE is_active`,
  );
  // Ten visits per session, a minute apart, on paths weighted towards the first ones.
  await sequelize.query(
    `INSERT INTO page_visits (session_id, user_id, employee_id, page_path, page_title, visit_time, time_spent, referrer, ip_address)
     SELECT us.session_id, us.user_id, us.employee_id, ($1::text[])[1 + ((v.n * 7 + v.n / 3) % 15) * ((v.n % 3) + 1) / 3], 'Page',
            us.login_time + (v.n % 10) * interval '1 minute', 5 + (v.n * 13) % 300, NULL, us.ip_address
       FROM generate_series(0, $2 - 1) AS v(n) JOIN user_sessions us ON us.session_id = 'bench-' || (v.n / 10)`,
    { bind: [PATHS, VISITS] },
  );
  // The roll-up the recording keeps, for visits inserted here directly.
  await sequelize.query(
    `INSERT INTO page_visit_days (day, page_path, visits, time_total, timed)
     SELECT (visit_time AT TIME ZONE 'Africa/Windhoek')::date, page_path, count(*), sum(time_spent), count(time_spent) FROM page_visits GROUP BY 1, 2`,
  );
  await sequelize.query("VACUUM ANALYZE page_visit_days, users, employees, user_sessions, sessions, active_sessions, page_visits");
  const [{ visits }] = await sequelize.query<{ visits: string }>("SELECT count(*) AS visits FROM page_visits", { type: QueryTypes.SELECT });
  const [{ hr }] = await sequelize.query<{ hr: number }>("SELECT id AS hr FROM users WHERE role = 'hr' ORDER BY id LIMIT 1", {
    type: QueryTypes.SELECT,
  });
  const { sessionCookieFor } = await import("../test/support/session");
  const hrCookie = await sessionCookieFor(hr);
  const employeeCookie = await sessionCookieFor(EMPLOYEES);
  const statement = await timeRecordingStatement();
  await closeDb();
  console.log(
    `Seeded ${EMPLOYEES.toLocaleString("en-US")} employees, ${SESSIONS.toLocaleString("en-US")} sessions and ${Number(visits).toLocaleString("en-US")} page visits in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  return { hrCookie, employeeCookie, statement };
}

/**
 * The recording statement itself against the full tables, from this process: what each
 * page view waits for. 400 views of one session alternating between two pages, so every
 * call closes a visit and adds one.
 */
async function timeRecordingStatement() {
  const { recordPageVisit } = await import("~/services/activity/recording.server");
  const user = { id: 1, sessionId: "bench-0", employee: null };
  const times: number[] = [];
  for (let i = 0; i < 420; i++) {
    const started = performance.now();
    const path = i % 2 ? "/leave" : "/payslips";
    await recordPageVisit({ user, path, title: "Page", url: `http://127.0.0.1${path}`, referrer: null, ipAddress: "10.0.0.1" });
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)], errors: 0 };
}

async function main() {
  const scratch = await createScratchDatabase("hr_bench_activity");
  const port = await freePort();
  const env = benchPortalEnv(scratch, port, { benchRoutes: true });
  const buildDir = env.PORTAL_BUILD_DIR!;
  Object.assign(process.env, { SESSION_SECRET: env.SESSION_SECRET, LOG_LEVEL: "warn" });
  let server: ChildProcess | undefined;
  let failed = false;
  try {
    if ((await buildPortal(env)) !== 0) throw new Error("Build failed");
    if ((await runCommand("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");
    const { hrCookie, employeeCookie, statement } = await seed(scratch.url);
    server = await startPortal(env, "ignore");
    const base = `http://127.0.0.1:${port}`;
    const oneEmployee = "employeeId=1234";
    const wide = "dateFrom=2026-05-01&dateTo=2026-11-30";
    const results: Figures[] = [];
    const report = (label: string, figures: Figures, goal?: number) => {
      results.push(figures);
      console.log(line(label, figures, goal));
    };
    console.log(`\nOne request at a time, ${REPEAT} per line after 5 warm-up requests (p95 goal 200 ms per tab):`);
    report("bare page (/bench/page)", await measure([`${base}/bench/page`], hrCookie));
    for (const tab of ["overview", "sessions", "visits", "analytics", "control"]) {
      report(`tab ${tab}, last 30 days`, await measure([`${base}/admin/activity?tab=${tab}`], hrCookie), 200);
      report(`tab ${tab}, one employee`, await measure([`${base}/admin/activity?tab=${tab}&${oneEmployee}`], hrCookie), 200);
      report(`tab ${tab}, 7 months`, await measure([`${base}/admin/activity?tab=${tab}&${wide}`], hrCookie), 200);
    }
    for (const call of ["user-sessions", "page-visits", "activity-stats", "active-sessions"]) {
      report(`GET /api/admin/${call}`, await measure([`${base}/api/admin/${call}`], hrCookie), 200);
      report(`GET /api/admin/${call}?${oneEmployee}`, await measure([`${base}/api/admin/${call}?${oneEmployee}`], hrCookie), 200);
    }
    // Recording on and off need a restart each: three rounds of each, interleaved, pooled.
    const visitUrls = [`${base}/bench/visit/a`, `${base}/bench/visit/b`];
    const data = "_data=routes%2Fbench.visit.%24page";
    const loaderUrls = [`${base}/bench/visit/c?${data}`, `${base}/bench/visit/d?${data}`];
    const rounds = {
      recorded: [] as Figures[],
      unrecorded: [] as Figures[],
      loaderRecorded: [] as Figures[],
      loaderUnrecorded: [] as Figures[],
    };
    for (let round = 0; round < 3; round++) {
      for (const mode of ["recorded", "unrecorded"] as const) {
        await stopPortal(server);
        server = await startPortal(mode === "recorded" ? env : { ...env, BENCH_SKIP_PAGE_VISITS: "1" }, "ignore");
        rounds[mode].push(await measure(visitUrls, employeeCookie));
        rounds[mode === "recorded" ? "loaderRecorded" : "loaderUnrecorded"].push(await measure(loaderUrls, employeeCookie));
      }
    }
    const pooled = (figures: Figures[]) => ({
      p50: median(figures.map((f) => f.p50)),
      p95: median(figures.map((f) => f.p95)),
      errors: figures.reduce((sum, f) => sum + f.errors, 0),
    });
    const recorded = pooled(rounds.recorded);
    const unrecorded = pooled(rounds.unrecorded);
    console.log("\nWhat recording a visit adds to a page request:");
    report("the recording statement alone (400 calls, 2M rows)", statement);
    report("signed-in page, new visit each request, recording", recorded);
    report("the same, BENCH_SKIP_PAGE_VISITS=1 (medians of 3 rounds)", unrecorded);
    const loaderRecorded = pooled(rounds.loaderRecorded);
    const loaderUnrecorded = pooled(rounds.loaderUnrecorded);
    report("its loader after a link (?_data), recording", loaderRecorded);
    report("the same, BENCH_SKIP_PAGE_VISITS=1", loaderUnrecorded);
    console.log(
      `  document: +${(recorded.p50 - unrecorded.p50).toFixed(2)} ms at p50, +${(recorded.p95 - unrecorded.p95).toFixed(2)} ms at p95; ` +
        `loader: +${(loaderRecorded.p50 - loaderUnrecorded.p50).toFixed(2)} ms at p50, +${(loaderRecorded.p95 - loaderUnrecorded.p95).toFixed(2)} ms at p95 (goal <= 2 ms)`,
    );
    if (results.some((figures) => figures.errors)) throw new Error("Some requests failed");
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
