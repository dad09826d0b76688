import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve("app"),
  "#models": path.resolve("prisma-free-models"),
};

/**
 * Unit tests need nothing; integration tests need DATABASE_URL (a database created
 * for the run) and PORTAL_URL (the built portal serving that database). `npm test`
 * (scripts/run-tests.ts) provides both.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    globals: true,
    // Integration files share one portal and database; one file at a time keeps them independent.
    fileParallelism: false,
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
          setupFiles: ["test/support/integration-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
