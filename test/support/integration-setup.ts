import { afterAll } from "vitest";
import { closeDb, getDb } from "~/db.server";

if (!process.env.DATABASE_URL) {
  throw new Error("Integration tests need DATABASE_URL: run them with `npm test`, which creates a database for the run.");
}

getDb();

afterAll(async () => {
  await closeDb();
});
