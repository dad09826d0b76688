import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch, HEADLESS_SHELL_PATH } from "./test/support/chromium";

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser: its headless shell, and
 * the full browser where a journey needs it, test/support/chromium.ts). `npm test`
 * starts the built portal on a database created for the run and passes PORTAL_URL.
 */
export default defineConfig({
  testDir: "test/e2e",
  // Playwright empties its output folder when it starts. The harness keeps the run's mail
  // sink and data folder in test-results/, so traces and screenshots get a folder of their own.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results/playwright",
  // The longest journey took about 16 s on the 2-core machine this was first tuned on while the
  // other worker ran, and 28-48 s on the slower 2-core machine of 2026-11-28 (the same commit
  // measured 1.8x slower there). 90 s leaves room for such a machine under the full suite's
  // load; a journey that needs more is one to split. Each step fails on its own after 15 s.
  // Nothing is ever retried.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: process.env.PORTAL_URL ?? "http://localhost:3000",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    // The headless shell; the journeys that open a PDF in a tab use the full Chromium (test/support/chromium.ts).
    launchOptions: chromiumLaunch(HEADLESS_SHELL_PATH),
  },
});
