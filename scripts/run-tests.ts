import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { CORPUS_COUNTS_DIR } from "../test/abuse/corpus-counts";
import { buildPortal, runCommand as run } from "./lib/portal-process";
import { createScratchDatabase, type ScratchDatabase } from "./lib/scratch-database";
import { startTestStack, type TestStack } from "./lib/test-stack";
import { failedTests, PhaseClock, playwrightCounts, slowestFiles, vitestCounts, type Counts } from "./lib/test-report";

/**
 * `npm test`: every test against real components, in phases that overlap where they can
 * (a 2-core machine): the static checks (type check, ESLint, Prettier) run beside everything
 * from the start (build, the template database's migration, the unit tests, and the
 * integration files if they take that long); then the integration files (the
 * bad-input corpus's shards among them) run on INTEGRATION_WORKERS workers, each with a
 * stack of its own (scripts/lib/test-stack.ts: a database copied from the migrated
 * template, a mail sink, a data folder and its own portal process); then the browser
 * journeys (Playwright in Debian's Chromium) on a stack of their own. Prints the phase
 * clock, the slowest files and one "N passed, N failed" line; exits non-zero when any
 * test fails. Everything it created is removed at the end.
 *
 *   TEST_DATABASE_ADMIN_URL  server to create the run's databases on
 *                            (default postgres://postgres@127.0.0.1:5432/postgres)
 *   INTEGRATION_WORKERS      integration workers (and stacks), default 3
 *   npm test -- --only unit|integration|e2e   run one suite
 *   npm test -- --only abuse                   issue 12's abuse proof (npm run test:abuse)
 */
/** Issue 12's proof: the bad-input corpus, the sign-in attacks (40 concurrent guesses included), the open redirects in Chromium. */
const ABUSE_INTEGRATION_FILES = ["test/integration/abuse-corpus-", "test/integration/sign-in-attacks.test.ts"];
const ABUSE_BROWSER_FILES = ["test/e2e/redirect-targets.test.ts"];
/**
 * Files that measure time (equal timing of sign-ins and account requests): the load of the
 * other files running beside them would fall on some of their samples, so they run on their
 * own, on one stack, after the other integration files.
 */
const ALONE_FILES = ["test/integration/sign-in-timing.test.ts"];

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const extraArgs = process.argv.slice(2).filter((arg, index, all) => arg !== "--only" && all[index - 1] !== "--only");
const wants = (suite: "static" | "unit" | "integration" | "e2e") =>
  !only || only === suite || (only === "abuse" && (suite === "integration" || suite === "e2e"));
const integrationWorkers = Math.max(1, Number(process.env.INTEGRATION_WORKERS ?? 3));

const clock = new PhaseClock();
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const add = (counts: Counts) => {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
};
/** Checks that are no test report's (static checks, the deployment test, a phase that broke): named again at the end. */
const failedChecks: string[] = [];
const check = (label: string, code: number, hint = "") => {
  console.log(code === 0 ? `${label} passed` : `${label} FAILED${hint}`);
  if (code !== 0) failedChecks.push(`${label}${hint}`);
  add(code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
};

/** What every process of the run shares: the build, the session secret, the company's settings. */
function sharedEnv(database: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "test",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    COMPANY_EMAIL_DOMAIN: "namibcopper.com.na",
    LOG_LEVEL: "warn",
    PORTAL_BUILD_DIR: `test-results/build-${database}`,
    LEAVE_APPROVER_EMAILS: "leave.approvals@namibcopper.com.na",
    // Every request of the run comes from 127.0.0.1: the per-source limits are 50 times
    // higher, so the suite never trips them; the tests of the limits preset a source's count.
    RATE_LIMIT_MULTIPLIER: "50",
  };
}

/** The static checks one after another (they share the machine with the build and the unit tests). */
async function staticChecks(env: NodeJS.ProcessEnv) {
  check("Type check", await run("npx", ["tsc", "--noEmit", "-p", "."], env));
  // ESLint encodes the layering of docs/architecture.md; a new import that breaks it fails the run.
  check("Lint", await run("npx", ["eslint", "."], env));
  check("Format check", await run("npx", ["prettier", "--check", "--log-level", "warn", "."], env), " (npx prettier --write . fixes it)");
}

/** The template every stack's database is copied from: migrated once per run. */
async function migratedTemplate(env: NodeJS.ProcessEnv) {
  const template = await createScratchDatabase("hr_test_template");
  if ((await run("npx", ["tsx", "scripts/migrate.ts"], { ...env, DATABASE_URL: template.url })) !== 0) {
    await template.drop();
    throw new Error("Migration failed");
  }
  return template;
}

function vitest(project: string, reportFile: string, env: NodeJS.ProcessEnv, args: string[]) {
  rmSync(reportFile, { force: true });
  return run(
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...args],
    env,
  );
}

/** The corpus's line, as it printed before it was sharded: the shards' counts added up. */
function printCorpusCounts() {
  if (!existsSync(CORPUS_COUNTS_DIR)) return;
  const shards = readdirSync(CORPUS_COUNTS_DIR).map((file) => JSON.parse(readFileSync(path.join(CORPUS_COUNTS_DIR, file), "utf8")));
  if (!shards.length) return;
  const sum = (key: string) => shards.reduce((total, shard) => total + shard[key], 0);
  const summary = {
    shards: shards.length,
    routes: sum("routes"),
    fields: shards[0].fields,
    inputsTried: sum("inputsTried"),
    refused: sum("refused"),
    fiveHundreds: sum("fiveHundreds"),
    leaks: sum("leaks"),
  };
  console.log("bad-input corpus:", JSON.stringify(summary));
}

/** The reports each suite writes (vitest's JSON reporter, Playwright's); read for the counts, the slowest files and the failures. */
const reports = {
  unit: "test-results/vitest-unit.json",
  integration: "test-results/vitest-integration.json",
  timing: "test-results/vitest-timing.json",
  e2e: "test-results/playwright.json",
};

/** A phase that broke (or the static checks' run itself): printed, named again at the end and counted as a failure. */
function recordBrokenPhase(error: Error) {
  console.error(error.message);
  failedChecks.push(error.message);
  totals.failed += 1;
}

/** Phase 1, side by side: build | template database | unit tests (the static checks beside them). */
async function buildMigrateAndUnitTest(env: NodeJS.ProcessEnv, needsPortal: boolean) {
  const [built, migrated] = await Promise.all([
    needsPortal ? clock.time("build", () => buildPortal(env)) : Promise.resolve(0),
    needsPortal ? clock.time("template database", () => migratedTemplate(env)).catch((error: Error) => error) : Promise.resolve(undefined),
    wants("unit")
      ? clock.time("unit", async () => {
          await vitest("unit", reports.unit, { ...env, INTEGRATION_WORKERS: "1" }, only === "unit" ? extraArgs : []);
          add(vitestCounts(reports.unit));
        })
      : Promise.resolve(),
  ]);
  return { built, migrated };
}

/** Phase 2's stacks, into `stacks`: one per integration worker, then the browser's. */
async function startStacks(template: ScratchDatabase, env: NodeJS.ProcessEnv, stacks: TestStack[]) {
  const stackCount = (wants("integration") ? integrationWorkers : 0) + (wants("e2e") ? 1 : 0);
  await clock.time("portals", async () => {
    stacks.push(
      ...(await Promise.all(Array.from({ length: stackCount }, (_, index) => startTestStack(`w${index + 1}`, template.name, env)))),
    );
  });
}

/** What an integration run on `workers` (a stack each) is told: the stacks, the template, the corpus's mode. */
function integrationEnv(env: NodeJS.ProcessEnv, workers: TestStack[], template: string) {
  return {
    ...env,
    ...workers[0].env,
    TEST_STACKS: JSON.stringify(workers.map((stack) => stack.env)),
    INTEGRATION_WORKERS: String(workers.length),
    // A migrated database to copy in a fraction of a second (backup-restore.test.ts seeds the demo company into one).
    TEST_TEMPLATE_DATABASE: template,
    // The full run pairs each hostile value with one method, intent and encoding in turn; the named proof sends every pairing.
    ...(only === "abuse" ? { ABUSE_EXHAUSTIVE: "1" } : {}),
  };
}

/** Phase 2: the integration files on the integration stacks, the corpus's figures, then the timing measurements alone. */
async function runIntegrationFiles(env: NodeJS.ProcessEnv, integrationStacks: TestStack[], template: string) {
  // A file named by hand (npm test -- --only integration FILE) runs as asked; the full run keeps the
  // timing measurements apart, alone on the machine once the rest is done.
  const byHand = only === "integration" && extraArgs.length > 0;
  const files = only === "abuse" ? ABUSE_INTEGRATION_FILES : byHand ? extraArgs : [];
  await clock.time("integration (corpus included)", async () => {
    const exclusions = byHand || only === "abuse" ? [] : ALONE_FILES.flatMap((file) => ["--exclude", file]);
    await vitest("integration", reports.integration, integrationEnv(env, integrationStacks, template), [...files, ...exclusions]);
    const counts = vitestCounts(reports.integration);
    add(counts);
    if (counts.failed) for (const stack of integrationStacks) printLogTail(stack);
  });
  const corpus = clock.spanOf(reports.integration, /abuse-corpus-\d+\.test\.ts$/);
  if (corpus) clock.record("  of which the corpus (in parallel)", corpus);
  printCorpusCounts();
  if (!byHand && only !== "abuse") {
    await clock.time("timing measurements (alone)", async () => {
      await vitest("integration", reports.timing, integrationEnv(env, integrationStacks.slice(0, 1), template), ALONE_FILES);
      const counts = vitestCounts(reports.timing);
      add(counts);
      if (counts.failed) printLogTail(integrationStacks[0]);
    });
  }
}

/** The deployment of deploy/ (issue 27): nginx in front of three portals of this build, one killed during traffic. */
async function runDeploymentTest(env: NodeJS.ProcessEnv, template: string) {
  await clock.time("deployment (nginx, 3 portals)", async () => {
    check(
      "Deployment test (npm run test:deploy)",
      await run("npx", ["tsx", "scripts/test-deploy.ts"], {
        ...process.env,
        PORTAL_BUILD_DIR: env.PORTAL_BUILD_DIR,
        TEST_TEMPLATE_DATABASE: template,
      }),
    );
  });
}

/** The browser journeys (Playwright) on the last stack. */
async function runBrowserJourneys(env: NodeJS.ProcessEnv, browserStack: TestStack, runId: string) {
  await clock.time("browser", async () => {
    rmSync(reports.e2e, { force: true });
    await run("npx", ["playwright", "test", ...(only === "abuse" ? ABUSE_BROWSER_FILES : []), ...(only === "e2e" ? extraArgs : [])], {
      ...env,
      ...browserStack.env,
      PLAYWRIGHT_OUTPUT_DIR: `test-results/playwright-${runId}`,
    });
    const counts = playwrightCounts(reports.e2e);
    add(counts);
    if (counts.failed) printLogTail(browserStack);
  });
}

/** The end of the run: the phase clock, the slowest files, what failed and the one "N passed, N failed" line. */
function printSummary() {
  clock.print();
  slowestFiles([reports.unit, reports.integration, reports.timing], reports.e2e, 10);
  const failures = [...failedChecks, ...failedTests([reports.unit, reports.integration, reports.timing], reports.e2e)];
  if (failures.length) console.log(`\nFailed:\n${failures.map((line) => `  ✘ ${line}`).join("\n")}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

async function main() {
  mkdirSync("test-results", { recursive: true });
  rmSync(CORPUS_COUNTS_DIR, { recursive: true, force: true });
  const runId = `hr_test_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const env = sharedEnv(runId);
  const needsPortal = wants("integration") || wants("e2e");
  const stacks: TestStack[] = [];
  let template: ScratchDatabase | undefined;
  // A report left by an earlier run (of another suite) must not be counted or named as this run's.
  for (const report of Object.values(reports)) rmSync(report, { force: true });
  if (process.env.TEST_INSTALL_CHECK_MS) clock.record("install check (scripts/test.sh)", Number(process.env.TEST_INSTALL_CHECK_MS));

  // The static checks (type check, ESLint, Prettier: one after another, one core) start first and
  // run beside everything else; the run waits for them only at the end, so the portals and the
  // integration files no longer wait for the slowest of them.
  const staticRun = wants("static") ? clock.time("static checks", () => staticChecks(env)) : Promise.resolve();
  try {
    const { built, migrated } = await buildMigrateAndUnitTest(env, needsPortal);
    if (migrated instanceof Error) throw migrated;
    template = migrated;
    if (built !== 0) throw new Error("Build failed");
    if (!template) return;

    // Phase 2: the integration files on one stack per worker (the browser's stack starts alongside).
    await startStacks(template, env, stacks);
    const browserStack = wants("e2e") ? stacks.at(-1) : undefined;
    if (wants("integration")) await runIntegrationFiles(env, stacks.slice(0, integrationWorkers), template.name);
    if (!only && template) await runDeploymentTest(env, template.name);
    if (browserStack) await runBrowserJourneys(env, browserStack, runId);
  } catch (error) {
    recordBrokenPhase(error as Error);
  } finally {
    await staticRun.catch(recordBrokenPhase);
    await Promise.all(stacks.map((stack) => stack.stop()));
    await template?.drop();
    rmSync(env.PORTAL_BUILD_DIR!, { recursive: true, force: true });
  }

  printSummary();
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

function printLogTail(stack: TestStack) {
  const tail = stack.logTail();
  if (tail) console.log(`\n--- the last lines of portal ${stack.label} (${stack.logFile}) ---\n${tail}\n`);
}

await main();
