import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { benchPortalEnv, buildPortal, freePort, runCommand, startPortal, stopPortal } from "./lib/portal-process";
import { seedReportsCompany } from "./lib/reports-seed";
import { createScratchDatabase, type ScratchDatabase } from "./lib/scratch-database";
import { figuresLine, measureSequential, type Figures } from "./lib/sequential-requests";

/**
 * `npm run bench:reports` (issue 24): HR's reports and lists at mine size. For 3,000 and then
 * 10,000 employees, a throwaway database (a copy of one migrated template) seeded with a year of
 * leave and twelve monthly payroll periods (scripts/lib/reports-seed.ts), the built portal
 * (NODE_ENV=production) against it, and one request at a time from this process: p50 and p95 of
 * REPEAT requests per report or page after a warm-up, beside the bare page route. Goal: every
 * report and list answers within 2 s.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the databases on (default postgres@127.0.0.1:5432)
 *   BENCH_SIZES              employee counts, comma-separated (default 3000,10000)
 *   BENCH_REPEAT             requests per report (default 10); pages get twice as many
 *   BENCH_ONLY               only the lines whose label or path holds this text (the bare page always runs)
 */
const SIZES = (process.env.BENCH_SIZES ?? "3000,10000").split(",").map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const ONLY = process.env.BENCH_ONLY ?? "";
const GOAL_MS = 2_000;

const REPORTS: [string, string][] = [
  ["Leave balances .xlsx (every active employee)", "/api/leave-reports/balances"],
  ["Employee export .xlsx (all)", "/api/employees/export"],
  ["Employee export .xlsx (Finance, by salary)", "/api/employees/export?department=Finance&sortBy=salary&sortOrder=desc"],
  ["Leave report .csv (all)", "/api/leave-reports/csv"],
  ["Leave report .csv (approved, 3 months)", "/api/leave-reports/csv?status=approved&from={monthsAgo3}&to={today}"],
  ["GET /api/leave-requests (HR: everyone's, with balances)", "/api/leave-requests"],
  ["GET /api/leave-requests?status=pending", "/api/leave-requests?status=pending"],
];

const PAGES: [string, string][] = [
  ["Overview", "/admin/overview"],
  ["Employees", "/admin/employees"],
  ["Employees: search 'shi', by name", "/admin/employees?search=shi&sortBy=name"],
  ["Employees: Finance, by salary desc, page 3", "/admin/employees?department=Finance&sortBy=salary&sortOrder=desc&page=3"],
  ["Employee's leave record", "/admin/employees/{employee}/leave"],
  ["Leave requests", "/admin/leave-requests"],
  ["Leave requests: approved, Geology, 3 months", "/admin/leave-requests?status=approved&department=Geology&from={monthsAgo3}&to={today}"],
  ["Leave requests: page 40", "/admin/leave-requests?page=40"],
  ["Payslips", "/admin/payslips"],
  ["Payslips: search 'shi'", "/admin/payslips?q=shi"],
  ["Payslips: one employee's", "/admin/payslips?employee={employee}"],
  ["Payroll", "/admin/payroll"],
  ["Grievances", "/admin/grievances"],
  ["Suggestions", "/admin/suggestions"],
  ["Suggestions: under review", "/admin/suggestions?status=under_review"],
  ["Documents (every employee's)", "/admin/documents"],
  ["Documents: search 'shi'", "/admin/documents?q=shi"],
  ["Documents: queries", "/admin/documents?view=queries"],
  ["Password resets", "/admin/password-resets"],
  ["Activity monitor", "/admin/activity"],
  ["Statistics", "/admin/statistics"],
  ["Employment equity", "/admin/employment-equity"],
  ["Trash", "/admin/trash"],
  ["Events", "/admin/events"],
  ["Outbox", "/admin/outbox"],
  ["Public holidays", "/admin/public-holidays"],
  ["Import", "/admin/import"],
];

function fill(path: string) {
  const today = new Date().toISOString().slice(0, 10);
  const monthsAgo3 = new Date(Date.now() - 91 * 86_400_000).toISOString().slice(0, 10);
  return path.replaceAll("{today}", today).replaceAll("{monthsAgo3}", monthsAgo3).replaceAll("{employee}", "42");
}

/** Seeds through this process's own connection (closed after), and signs HR in. */
async function seed(databaseUrl: string, employees: number) {
  process.env.DATABASE_URL = databaseUrl;
  const { resetEnvCache } = await import("~/env.server");
  resetEnvCache();
  const { closeDb, getDb } = await import("~/db.server");
  const started = performance.now();
  const hrUserId = await seedReportsCompany(getDb(), employees);
  const { sessionCookieFor } = await import("../test/support/session");
  const cookie = await sessionCookieFor(hrUserId);
  const [[counts]] = (await getDb().query(
    `SELECT (SELECT count(*) FROM leave_requests) AS leave, (SELECT count(*) FROM payslips) AS payslips`,
  )) as [{ leave: string; payslips: string }[], unknown];
  await closeDb();
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `\n${employees.toLocaleString("en-US")} employees: ${Number(counts.leave).toLocaleString("en-US")} leave requests, ` +
      `${Number(counts.payslips).toLocaleString("en-US")} payslips in 12 periods (seeded in ${seconds} s).`,
  );
  return cookie;
}

/** The portal refreshes every employee's overdue annual leave at start-up: wait for it, and say how long it took. */
async function waitForStartUpJobs(databaseUrl: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS waiting FROM graphile_worker.jobs
          WHERE task_identifier IN ('refresh_annual_leave_overdue', 'refresh_leave_statuses') AND attempts < max_attempts`,
      );
      if (rows[0].waiting === 0) break;
      if (performance.now() - started > 600_000) throw new Error("The start-up jobs did not finish in 10 minutes");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
  }
  console.log(`  start-up refresh of every employee's overdue annual leave: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function benchSize(template: ScratchDatabase, employees: number, port: number, env: NodeJS.ProcessEnv) {
  const scratch = await createScratchDatabase("hr_bench_reports", { template: template.name });
  let server: ChildProcess | undefined;
  const results: Figures[] = [];
  try {
    const cookie = await seed(scratch.url, employees);
    server = await startPortal({ ...env, DATABASE_URL: scratch.url }, "ignore");
    await waitForStartUpJobs(scratch.url);
    const base = `http://127.0.0.1:${port}`;
    const run = async (label: string, path: string, repeat: number, goal?: number) => {
      if (ONLY && !label.includes(ONLY) && !path.includes(ONLY) && path !== "/bench/page") return;
      const figures = await measureSequential(`${base}${fill(path)}`, cookie, repeat);
      results.push(figures);
      console.log(figuresLine(label, figures, goal));
    };
    console.log(`\n  One request at a time; reports ${REPEAT} times, pages ${REPEAT * 2} times, each after a warm-up (goal: p95 <= 2 s):`);
    await run("bare page (/bench/page)", "/bench/page", REPEAT * 2);
    for (const [label, path] of REPORTS) await run(label, path, REPEAT, GOAL_MS);
    for (const [label, path] of PAGES) await run(label, path, REPEAT * 2, GOAL_MS);
    await run("bare page again (/bench/page)", "/bench/page", REPEAT * 2);
  } finally {
    await stopPortal(server);
    await scratch.drop();
  }
  return results;
}

async function main() {
  const template = await createScratchDatabase("hr_bench_reports_template");
  const port = await freePort();
  const env = benchPortalEnv(template, port, { benchRoutes: true });
  Object.assign(process.env, { SESSION_SECRET: env.SESSION_SECRET, LOG_LEVEL: "warn" });
  let failed = false;
  try {
    if ((await buildPortal(env)) !== 0) throw new Error("Build failed");
    if ((await runCommand("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");
    const all: Figures[] = [];
    for (const employees of SIZES) all.push(...(await benchSize(template, employees, port, env)));
    if (all.some((figures) => figures.errors)) throw new Error("Some requests failed");
  } catch (error) {
    console.error((error as Error).message);
    failed = true;
  } finally {
    await template.drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    rmSync(env.PORTAL_BUILD_DIR!, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
