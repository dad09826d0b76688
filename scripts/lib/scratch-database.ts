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

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database named `prefix_…`. With `template`, a copy of that database (PostgreSQL's
 * `CREATE DATABASE … TEMPLATE …`, a file copy: a migrated schema in a fraction of a second
 * instead of running every migration again). Nobody may be connected to the template.
 */
export async function createScratchDatabase(prefix: string, { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
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
