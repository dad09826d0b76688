import { getDb } from "~/db.server";

/**
 * The test process's start-up, as `startRuntime` is the portal's: the models are bound to
 * the run's database once, when a support module that touches the database is first
 * imported (Playwright's test processes; vitest's integration setup does the same). The
 * services never initialise anything themselves.
 */
if (process.env.DATABASE_URL) getDb();
