import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser). `npm test`
 * starts the built portal on a database created for the run and passes PORTAL_URL.
 */
export default defineConfig({
  testDir: "test/e2e",
  // Playwright empties its output folder when it starts. The harness keeps the run's mail
  // sink and data folder in test-results/, so traces and screenshots get a folder of their own.
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results/playwright",
  // Journeys of many steps run on two cores beside the portal, PostgreSQL and Chromium; under
  // that load a long one took over 30 s. Each step still fails on its own after 10 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: process.env.PORTAL_URL ?? "http://localhost:3000",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
