import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A PostgreSQL database of its own for one test or benchmark run, on the server named
 * by TEST_DATABASE_ADMIN_URL (default: this machine's 127.0.0.1:5432, user postgres).
 */
export const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) =>
        console.error(`Could not drop ${name}: ${(error as Error).message}`),
      );
    },
  };
}
