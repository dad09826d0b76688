import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { migrateToLatest } from "#models/migrator";
import { seedDemoData } from "#models/seeders/seeder";
import { closeDb, getDb } from "~/db.server";
import { startOrAttachEmbeddedPostgres, type EmbeddedDatabase } from "~/embedded-postgres.server";
import { getStorage } from "~/services/storage/index.server";
import { getEnv, resetEnvCache } from "~/env.server";
import { installJobSchema } from "~/jobs.server";

/**
 * Start-up shared by the web server and every command-line script: resolve which
 * PostgreSQL to use (DATABASE_URL, or the embedded one under DATA_DIR), make sure the
 * session secret exists, and bring the schema up to date: ours (umzug) and the job
 * queue's (graphile-worker's own migrations), so any process can enqueue jobs.
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

  // The one place the models are bound to the database (getDb's first call, in the migration
  // below): every service after this finds them ready and never initialises anything itself.
  const appliedMigrations = await migrateDatabase(getEnv().DATABASE_URL!);
  if (appliedMigrations.length) log(`Applied ${appliedMigrations.length} migration(s)`);
  // An upload cut off by a killed process leaves its half-written file: removed before serving (issue 26).
  const partials = (await getStorage().sweepPartials?.()) ?? 0;
  if (partials) log(`Removed ${partials} half-written upload(s) left by a stopped process`);

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

/**
 * Both sets of migrations under one PostgreSQL advisory lock, so portal processes and
 * scripts starting together on one database migrate one after the other.
 */
async function migrateDatabase(url: string) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query("SELECT pg_advisory_lock(hashtext('hr-portal migrations'))");
    const applied = await migrateToLatest(getDb());
    await installJobSchema(url);
    return applied;
  } finally {
    await lock.end().catch(() => {}); // ending the session releases the lock
  }
}

export async function seedDemoCompany() {
  return seedDemoData(getDb());
}
