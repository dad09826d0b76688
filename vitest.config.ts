import path from "node:path";
import { defineConfig } from "vitest/config";
import LongFirstSequencer from "./test/support/sequencer";

const alias = {
  "~": path.resolve("app"),
  "#models": path.resolve("prisma-free-models"),
};

/**
 * Unit tests need nothing. Integration tests need a database, the built portal serving it,
 * a mail sink and a data folder: `npm test` (scripts/run-tests.ts) starts one such stack per
 * integration worker and passes them in TEST_STACKS (test/support/worker-stack.ts picks the
 * worker's own), so files run side by side without seeing each other's rows, mail or files.
 * INTEGRATION_WORKERS says how many (the number of stacks); by hand, one database and portal
 * given as DATABASE_URL and PORTAL_URL serve one worker.
 */
const integrationWorkers = Number(process.env.INTEGRATION_WORKERS ?? 1);

export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    pool: "forks",
    // `npm test` runs the integration project on its own with one worker per stack.
    maxWorkers: integrationWorkers,
    minWorkers: integrationWorkers,
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          globals: true,
          include: ["test/unit/**/*.test.ts", "app/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          globals: true,
          include: ["test/integration/**/*.test.ts"],
          environment: "node",
          setupFiles: ["test/support/worker-stack.ts", "test/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
