import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { migrateToLatest } from "#models/migrator";
import { seedDemoData } from "#models/seeders/seeder";
import { closeDb, getDb } from "~/db.server";
import { startOrAttachEmbeddedPostgres, type EmbeddedDatabase } from "~/embedded-postgres.server";
import { getEnv, resetEnvCache } from "~/env.server";

/**
 * Start-up shared by the web server and every command-line script: resolve which
 * PostgreSQL to use (DATABASE_URL, or the embedded one under DATA_DIR), make sure the
 * session secret exists, and bring the schema up to date.
 */
export interface Runtime {
  embedded: EmbeddedDatabase | null;
  databaseLabel: string;
  appliedMigrations: string[];
  shutdown(): Promise<void>;
}

async function ensureSessionSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const secret = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function startRuntime({ log = console.log }: { log?: (message: string) => void } = {}): Promise<Runtime> {
  const env = getEnv(); // validates the whole environment first, naming any bad variable
  let embedded: EmbeddedDatabase | null = null;
  if (!env.DATABASE_URL) {
    embedded = await startOrAttachEmbeddedPostgres(env.DATA_DIR, log);
    process.env.DATABASE_URL = embedded.url;
  }
  if (!env.SESSION_SECRET) {
    if (env.NODE_ENV === "production" && !embedded) {
      throw new Error("SESSION_SECRET is required in production");
    }
    process.env.SESSION_SECRET = await ensureSessionSecret(env.DATA_DIR);
  }
  resetEnvCache();

  const appliedMigrations = await migrateToLatest(getDb());
  if (appliedMigrations.length) log(`Applied ${appliedMigrations.length} migration(s)`);

  return {
    embedded,
    databaseLabel: embedded ? `embedded PostgreSQL (${path.resolve(env.DATA_DIR)})` : "DATABASE_URL",
    appliedMigrations,
    async shutdown() {
      await closeDb();
      await embedded?.stop();
    },
  };
}

export async function seedDemoCompany() {
  return seedDemoData(getDb());
}
