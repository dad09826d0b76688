import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { chmod, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { StorageNotFoundError, type StorageBackend } from "~/services/storage/index.server";
import {
  BACKUP_FORMAT,
  backupPathOf,
  checksumLines,
  DUMP_FILE,
  hashFile,
  MANIFEST_FILE,
  SUMS_FILE,
  type BackupFile,
  type BackupManifest,
} from "./manifest.server";
import {
  appliedMigrations,
  BackupError,
  countRows,
  listTables,
  requireToolFor,
  runPgTool,
  serverMajor,
  type PgTools,
} from "./pg-tools.server";

export interface BackupOptions {
  databaseUrl: string;
  storage: StorageBackend;
  /** A folder that does not exist yet or is empty. */
  dir: string;
  portal: BackupManifest["portal"];
  tools?: PgTools;
  log?: (message: string) => void;
}

async function requireEmptyFolder(dir: string) {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (entries.length) throw new BackupError(`${dir} is not empty: a backup goes into a new or empty folder.`);
  // Personal data: only the operator's account reads the backup.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** Copies one stored object into the backup through the storage module, hashing what it writes. */
async function copyOut(storage: StorageBackend, dir: string, key: string): Promise<BackupFile | null> {
  let object;
  try {
    object = await storage.get(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null; // deleted since it was listed
    throw error;
  }
  const target = backupPathOf(dir, key);
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(object.stream, measure, createWriteStream(target, { mode: 0o600 }));
  return { key, size, sha256: hash.digest("hex") };
}

/**
 * `npm run backup -- DIR` (issue 27): the database and the stored files, with a manifest.
 *
 * The database is read in one snapshot: a REPEATABLE READ transaction exports its snapshot,
 * counts every table's rows, and pg_dump runs with `--snapshot` while that transaction is
 * open, so the dump holds exactly the rows the manifest counts, whatever the portal writes
 * meanwhile. The files are copied after the dump, through the storage module (local disk or
 * S3 alike): a file uploaded meanwhile is copied without a row naming it (harmless); one
 * deleted for good meanwhile (a purge) is missing from the copy, as it would be a moment later.
 */
export async function createBackup({
  databaseUrl,
  storage,
  dir,
  portal,
  tools = {},
  log = () => {},
}: BackupOptions): Promise<BackupManifest> {
  const startedAt = new Date().toISOString();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let database: Omit<BackupManifest["database"], "size" | "sha256" | "file">;
  try {
    const server = await serverMajor(client);
    const pgDump = requireToolFor("pg_dump", tools, server.major);
    await requireEmptyFolder(dir);
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
    const tables = await countRows(client, await listTables(client));
    const migrations = await appliedMigrations(client);
    log(`Dumping the database (snapshot ${rows[0].snapshot}, ${Object.keys(tables).length} tables)`);
    await runPgTool("pg_dump", tools, databaseUrl, [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--snapshot=${rows[0].snapshot}`,
      `--file=${path.join(dir, DUMP_FILE)}`,
    ]);
    await client.query("COMMIT");
    database = { serverVersion: server.version, pgDump: pgDump.full, tables, migrations };
  } finally {
    await client.end().catch(() => {});
  }
  await chmod(path.join(dir, DUMP_FILE), 0o600);
  const dump = await hashFile(path.join(dir, DUMP_FILE));
  log(`Database: ${dump.size} bytes, ${Object.values(database.tables).reduce((a, b) => a + b, 0)} rows`);

  const files: BackupFile[] = [];
  for await (const key of storage.list()) {
    const copied = await copyOut(storage, dir, key);
    if (copied) files.push(copied);
  }
  files.sort((a, b) => a.key.localeCompare(b.key));
  const bytes = files.reduce((total, file) => total + file.size, 0);
  log(`Files: ${files.length} from ${storage.kind} storage, ${bytes} bytes`);

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    startedAt,
    finishedAt: new Date().toISOString(),
    portal,
    database: { ...database, file: DUMP_FILE, size: dump.size, sha256: dump.sha256 },
    storage: { kind: storage.kind, objects: files.length, bytes },
    files,
  };
  await writeFile(path.join(dir, SUMS_FILE), checksumLines(manifest), { mode: 0o600 });
  // Last: a backup with a manifest is a whole one.
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}
