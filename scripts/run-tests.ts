import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../test/support/smtp-sink";
import { buildPortal, freePort, runCommand as run, startPortal, stopPortal } from "./lib/portal-process";
import { createScratchDatabase } from "./lib/scratch-database";

/**
 * `npm test`: every test against real components. Creates a PostgreSQL database for
 * this run (never shared with another run), builds the portal, migrates, starts it on
 * a free port, runs the unit and integration suites (vitest) and the browser journeys
 * (Playwright in Debian's Chromium), prints one "N passed, N failed" line, and drops
 * the database. Exits non-zero when any test fails.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the run's database on
 *                            (default postgres://postgres@127.0.0.1:5432/postgres)
 *   npm test -- --only unit|integration|e2e   run one suite
 *   npm test -- --only abuse                   issue 12's abuse proof (npm run test:abuse)
 */
/** Issue 12's proof: the bad-input corpus, the sign-in attacks (40 concurrent guesses included), the open redirects in Chromium. */
const ABUSE_INTEGRATION_FILES = ["test/integration/abuse-corpus.test.ts", "test/integration/sign-in-attacks.test.ts"];
const ABUSE_BROWSER_FILES = ["test/e2e/redirect-targets.test.ts"];

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const extraArgs = process.argv.slice(2).filter((arg, index, all) => arg !== "--only" && all[index - 1] !== "--only");

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  // A file that failed before any test ran (an import error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file: { status: string; assertionResults?: { status: string }[] }) =>
      file.status === "failed" && !(file.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const stats = JSON.parse(readFileSync(file, "utf8")).stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

async function main() {
  mkdirSync("test-results", { recursive: true });
  const scratch = await createScratchDatabase("hr_test");
  const database = scratch.name;
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // A real SMTP server for the run; the portal delivers to it and tests read what it received.
  const smtpPort = await freePort();
  const mailSinkDir = path.resolve(`test-results/mail-${database}`);
  const smtpSink = await startSmtpSink(mailSinkDir, smtpPort);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "test",
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    PORTAL_URL: baseUrl,
    COMPANY_EMAIL_DOMAIN: "namibcopper.com.na",
    LOG_LEVEL: "warn",
    DATA_DIR: `test-results/data-${database}`,
    PORTAL_BUILD_DIR: `test-results/build-${database}`,
    PLAYWRIGHT_OUTPUT_DIR: `test-results/playwright-${database}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_SINK_DIR: mailSinkDir,
    LEAVE_APPROVER_EMAILS: "leave.approvals@namibcopper.com.na",
    // Every request of the run comes from 127.0.0.1: the per-source limits are 50 times
    // higher, so the suite never trips them; the tests of the limits preset a source's count.
    RATE_LIMIT_MULTIPLIER: "50",
  };

  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (counts: Counts) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  };

  console.log(`Created database ${database}`);
  let server: ChildProcess | undefined;
  try {
    if (!only) {
      const typecheck = await run("npx", ["tsc", "--noEmit", "-p", "."], env);
      console.log(typecheck === 0 ? "Type check passed" : "Type check FAILED");
      add(typecheck === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
      // ESLint encodes the layering of docs/architecture.md; a new import that breaks it fails the run.
      const lint = await run("npx", ["eslint", "."], env);
      console.log(lint === 0 ? "Lint passed" : "Lint FAILED");
      add(lint === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
      const format = await run("npx", ["prettier", "--check", "--log-level", "warn", "."], env);
      console.log(format === 0 ? "Format check passed" : "Format check FAILED (npx prettier --write . fixes it)");
      add(format === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
    }
    if (!only || only === "integration" || only === "e2e" || only === "abuse") {
      // The Remix build and the compiled server, both into PORTAL_BUILD_DIR: the tests run what `npm start` runs.
      if ((await buildPortal(env)) !== 0) throw new Error("Build failed");
      if ((await run("npx", ["tsx", "scripts/migrate.ts"], env)) !== 0) throw new Error("Migration failed");
      server = await startPortal(env);
    }

    const vitestProjects = !only
      ? ["unit", "integration"]
      : only === "unit" || only === "integration"
        ? [only]
        : only === "abuse"
          ? ["integration"]
          : [];
    // `--only abuse` (npm run test:abuse): issue 12's proof, a named part of the full run.
    const vitestFiles = only === "abuse" ? ABUSE_INTEGRATION_FILES : [];
    // The full run pairs each hostile value with one method, intent and encoding in turn; the named proof sends every pairing.
    if (only === "abuse") env.ABUSE_EXHAUSTIVE = "1";
    if (vitestProjects.length) {
      const reportFile = "test-results/vitest.json";
      rmSync(reportFile, { force: true });
      await run(
        "npx",
        [
          "vitest",
          "run",
          ...vitestProjects.flatMap((name) => ["--project", name]),
          "--reporter=default",
          "--reporter=json",
          `--outputFile.json=${reportFile}`,
          ...vitestFiles,
          ...extraArgs,
        ],
        env,
      );
      add(vitestCounts(reportFile));
    }

    if (!only || only === "e2e" || only === "abuse") {
      const reportFile = "test-results/playwright.json";
      rmSync(reportFile, { force: true });
      await run("npx", ["playwright", "test", ...(only === "abuse" ? ABUSE_BROWSER_FILES : []), ...extraArgs], env);
      add(playwrightCounts(reportFile));
    }
  } catch (error) {
    console.error((error as Error).message);
    totals.failed += 1;
  } finally {
    await stopPortal(server);
    await scratch.drop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
    rmSync(env.PORTAL_BUILD_DIR!, { recursive: true, force: true });
    await smtpSink.close();
    rmSync(mailSinkDir, { recursive: true, force: true });
  }

  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

await main();
