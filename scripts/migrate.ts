import { runCli } from "./lib/cli";

/** `npm run migrate`: brings the schema of DATABASE_URL (or the embedded database) up to date. */
await runCli(async (runtime) => {
  console.log(runtime.appliedMigrations.length ? `Applied: ${runtime.appliedMigrations.join(", ")}` : "The database schema is up to date.");
});
