import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** What `npm test` prints at the end: the counts, the phase clock and the slowest files. */

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface VitestFile {
  name: string;
  status: string;
  startTime: number;
  endTime: number;
  message?: string;
  assertionResults?: { status: string; fullName?: string; failureMessages?: string[] }[];
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

export function vitestCounts(file: string): Counts {
  const report = readJson<Record<string, number> & { testResults?: VitestFile[] }>(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  // A file that failed before any test ran (an import error) counts as one failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (entry) => entry.status === "failed" && !(entry.assertionResults ?? []).some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

interface PlaywrightSuite {
  file: string;
  title?: string;
  specs?: {
    title: string;
    line?: number;
    tests: { status?: string; results: { duration: number; status?: string; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; flaky?: number; unexpected?: number; skipped?: number };
  suites?: PlaywrightSuite[];
}

export function playwrightCounts(file: string): Counts {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const stats = report.stats ?? {};
  return {
    // `flaky` stays in the sum for completeness; retries are 0, so a failure is always `unexpected`.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** Per file of a run: how long it took (vitest: from its start to its end; Playwright: its journeys' time added up). */
function fileTimes(vitestReports: string[], playwrightReport: string) {
  const times: { file: string; ms: number }[] = [];
  for (const report of vitestReports) {
    for (const entry of readJson<{ testResults?: VitestFile[] }>(report)?.testResults ?? []) {
      times.push({ file: path.relative(process.cwd(), entry.name), ms: entry.endTime - entry.startTime });
    }
  }
  const walk = (suite: PlaywrightSuite, into: Map<string, number>) => {
    const spent = (suite.specs ?? [])
      .flatMap((spec) => spec.tests.flatMap((test) => test.results))
      .reduce((sum, result) => sum + result.duration, 0);
    into.set(suite.file, (into.get(suite.file) ?? 0) + spent);
    for (const inner of suite.suites ?? []) walk(inner, into);
  };
  const browser = new Map<string, number>();
  for (const suite of readJson<PlaywrightReport>(playwrightReport)?.suites ?? []) walk(suite, browser);
  for (const [file, ms] of browser) times.push({ file: path.join("test/e2e", file), ms });
  return times;
}

export function slowestFiles(vitestReports: string[], playwrightReport: string, count: number) {
  const slowest = fileTimes(vitestReports, playwrightReport)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  if (!slowest.length) return;
  console.log(`\nSlowest ${slowest.length} test files:`);
  for (const { file, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${file}`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;

/**
 * The phase clock: when each phase started and ended, counted from the start of the run
 * (phases overlap, so their durations add up to more than the run took).
 */
export class PhaseClock {
  private readonly started = Date.now();
  private readonly phases: { name: string; from?: number; ms: number }[] = [];

  /** A phase measured elsewhere (the install check, before this process began). */
  record(name: string, ms: number) {
    this.phases.push({ name, ms });
  }

  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const from = Date.now();
    try {
      return await work();
    } finally {
      this.phases.push({ name, from: from - this.started, ms: Date.now() - from });
    }
  }

  /** How long the files of a vitest report matching `pattern` ran, from the first one's start to the last one's end. */
  spanOf(reportFile: string, pattern: RegExp) {
    const files = (readJson<{ testResults?: VitestFile[] }>(reportFile)?.testResults ?? []).filter((entry) => pattern.test(entry.name));
    if (!files.length) return 0;
    return Math.max(...files.map((entry) => entry.endTime)) - Math.min(...files.map((entry) => entry.startTime));
  }

  print() {
    console.log("\nPhase clock (from the start of the run; phases side by side overlap):");
    for (const phase of this.phases) {
      const window = phase.from === undefined ? "".padEnd(21) : `${seconds(phase.from)} -> ${seconds(phase.from + phase.ms)}`.padEnd(21);
      console.log(`  ${phase.name.padEnd(36)} ${seconds(phase.ms)}   ${window}`);
    }
    console.log(`  ${"whole run".padEnd(36)} ${seconds(Date.now() - this.started)}`);
  }
}

const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? "";

/**
 * Every failed test of the run's reports, a line each with the first line of its error: the
 * end of the output names what failed even when only the tail of a long run is kept (CI).
 */
export function failedTests(vitestReports: string[], playwrightReport: string): string[] {
  const failed: string[] = [];
  for (const report of vitestReports) {
    for (const entry of readJson<{ testResults?: VitestFile[] }>(report)?.testResults ?? []) {
      const file = path.relative(process.cwd(), entry.name);
      const tests = (entry.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const test of tests) failed.push(`${file} > ${test.fullName ?? ""}: ${firstLine(test.failureMessages?.[0])}`);
      if (entry.status === "failed" && !tests.length) failed.push(`${file}: ${firstLine(entry.message)}`);
    }
  }
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (test.status === "unexpected" || (result && result.status !== "passed" && result.status !== "skipped")) {
          failed.push(`test/e2e/${file}:${spec.line ?? ""} > ${spec.title}: ${firstLine(result?.error?.message)}`);
        }
      }
    }
    for (const inner of suite.suites ?? []) walk(inner, file);
  };
  for (const suite of readJson<PlaywrightReport>(playwrightReport)?.suites ?? []) walk(suite, suite.file);
  return failed;
}
