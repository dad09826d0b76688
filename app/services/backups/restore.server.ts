import { createReadStream } from "node:fs";
import path from "node:path";
import pg from "pg";
import type { StorageBackend } from "~/services/storage/index.server";
import { backupPathOf, DUMP_FILE, readManifest, verifyBackup, type BackupManifest } from "./manifest.server";
import { appliedMigrations, BackupError, countRows, listTables, requireToolFor, runPgTool, type PgTools } from "./pg-tools.server";

export interface RestoreOptions {
  databaseUrl: string;
  storage: StorageBackend;
  dir: string;
  /** Restore over a database with tables or a storage with objects (both are emptied/overwritten). */
  force?: boolean;
  tools?: PgTools;
  log?: (message: string) => void;
}

export interface RestoreReport {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Objects the storage held before that the backup does not (left in place; only with force). */
  leftInStorage: number;
}

/** The schemas a restore replaces: every one that is not PostgreSQL's own. */
async function userSchemas(client: pg.ClientBase) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace
      WHERE nspname NOT IN ('pg_catalog', 'information_schema') AND nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

async function firstKey(storage: StorageBackend) {
  for await (const key of storage.list()) return key;
  return null;
}

/**
 * `npm run restore -- DIR` (issue 27): checks every byte of the backup against its manifest
 * before it touches anything; refuses a database with tables or a storage with objects
 * unless `force`; restores the dump with pg_restore (one transaction), puts every file back
 * through the storage module, then counts every table again and compares with the manifest.
 * Any difference is a BackupError naming each one.
 */
export async function restoreBackup({
  databaseUrl,
  storage,
  dir,
  force = false,
  tools = {},
  log = () => {},
}: RestoreOptions): Promise<RestoreReport> {
  const manifest = await readVerifiedManifest(dir, tools, log);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await clearTarget(client, storage, force, log);

    log("Restoring the database with pg_restore");
    await runPgTool("pg_restore", tools, databaseUrl, [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      "--single-transaction",
      `--dbname=${new URL(databaseUrl).pathname.replace(/^\//, "") || "postgres"}`,
      path.join(dir, DUMP_FILE),
    ]);

    const { leftInStorage, mismatches } = await restoreFiles(storage, dir, manifest, force, log);
    const { tables, counts, migrations } = await compareWithManifest(client, manifest, mismatches);
    if (mismatches.length) throw new BackupError(`The restored data does not match the manifest:\n  ${mismatches.join("\n  ")}`);

    const rows = Object.values(counts).reduce((total, count) => total + count, 0);
    log(`Row counts: all ${tables.length} tables match the manifest (${rows} rows); ${migrations.length} migrations applied`);
    return { manifest, tables: tables.length, rows, files: manifest.files.length, bytes: manifest.storage.bytes, leftInStorage };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Reads the backup's manifest and checks every byte against it (and that pg_restore can read the dump) before anything is touched. */
async function readVerifiedManifest(dir: string, tools: PgTools, log: (message: string) => void) {
  const manifest = await readManifest(dir);
  log(
    `Backup of ${manifest.finishedAt} (portal ${manifest.portal.version}${manifest.portal.commit ? ` at ${manifest.portal.commit.slice(0, 12)}` : ""}): ` +
      `${Object.keys(manifest.database.tables).length} tables, ${manifest.files.length} files`,
  );
  const problems = await verifyBackup(dir, manifest);
  if (problems.length) {
    throw new BackupError(`The backup in ${dir} does not match its manifest; nothing was restored:\n  ${problems.join("\n  ")}`);
  }
  log(`Checksums: the dump and all ${manifest.files.length} files match the manifest`);
  const dumpMajor = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.pgDump)?.[1] ?? 0);
  requireToolFor("pg_restore", tools, dumpMajor);
  return manifest;
}

/** Refuses a database with tables or a storage with objects unless `force`; with it, drops every schema of ours. */
async function clearTarget(client: pg.Client, storage: StorageBackend, force: boolean, log: (message: string) => void) {
  const existing = await listTables(client);
  const stored = await firstKey(storage);
  if (!force && (existing.length || stored)) {
    const what = [
      existing.length
        ? `the database has ${existing.length} table(s) (${existing.slice(0, 3).join(", ")}${existing.length > 3 ? ", …" : ""})`
        : "",
      stored ? `the ${storage.kind} storage holds objects (${stored}, …)` : "",
    ].filter(Boolean);
    throw new BackupError(
      `Refusing to restore: ${what.join(" and ")}. Restore into an empty database and storage, or pass --force to replace them.`,
    );
  }
  if (force) {
    // The backup replaces the whole database: every schema of ours and the job queue's goes.
    const schemas = await userSchemas(client);
    for (const schema of schemas) await client.query(`DROP SCHEMA ${client.escapeIdentifier(schema)} CASCADE`);
    await client.query("CREATE SCHEMA IF NOT EXISTS public");
    if (schemas.length) log(`--force: dropped schema(s) ${schemas.join(", ")}`);
  }
}

/** Puts every file of the backup back through the storage module; lists those stored differently and counts the objects left in place. */
async function restoreFiles(
  storage: StorageBackend,
  dir: string,
  manifest: BackupManifest,
  force: boolean,
  log: (message: string) => void,
) {
  const inBackup = new Set(manifest.files.map((file) => file.key));
  let leftInStorage = 0;
  if (force) for await (const key of storage.list()) if (!inBackup.has(key)) leftInStorage += 1;
  const mismatches: string[] = [];
  for (const file of manifest.files) {
    const stored = await storage.put(createReadStream(backupPathOf(dir, file.key)), { key: file.key, maxBytes: file.size });
    if (stored.sha256 !== file.sha256 || stored.size !== file.size)
      mismatches.push(`${file.key}: stored ${stored.size} bytes, ${stored.sha256}`);
  }
  log(
    `Files: ${manifest.files.length} put into ${storage.kind} storage${leftInStorage ? ` (${leftInStorage} object(s) it held that the backup does not were left in place)` : ""}`,
  );
  return { leftInStorage, mismatches };
}

/** Counts every table again and reads the applied migrations, adding each difference from the manifest to `mismatches`. */
async function compareWithManifest(client: pg.Client, manifest: BackupManifest, mismatches: string[]) {
  const tables = await listTables(client);
  const counts = await countRows(client, tables);
  for (const [table, expected] of Object.entries(manifest.database.tables)) {
    if (!(table in counts)) mismatches.push(`${table}: missing after restore (manifest: ${expected} rows)`);
    else if (counts[table] !== expected) mismatches.push(`${table}: ${counts[table]} rows, manifest: ${expected}`);
  }
  for (const table of tables) if (!(table in manifest.database.tables)) mismatches.push(`${table}: not in the manifest`);
  const migrations = await appliedMigrations(client);
  if (migrations.join("\n") !== manifest.database.migrations.join("\n")) {
    mismatches.push(`schema_migrations: ${migrations.length} applied, manifest: ${manifest.database.migrations.length}`);
  }
  return { tables, counts, migrations };
}
