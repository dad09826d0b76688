import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "~/services/backups/backup.server";
import { readManifest } from "~/services/backups/manifest.server";
import { BackupError } from "~/services/backups/pg-tools.server";
import { restoreBackup } from "~/services/backups/restore.server";
import { localStorage, parseS3Url, s3Storage, type StorageBackend } from "~/services/storage/index.server";
import { createScratchDatabase, type ScratchDatabase } from "../../scripts/lib/scratch-database";

/**
 * Backups that restore (issue 27): the demo company with its stored documents is backed up
 * with `npm run backup`, restored with `npm run restore` into a fresh database and a fresh
 * storage, and compared table by table and file by file, counted here and not taken from the
 * manifest. A restore refuses a database or storage that holds something (unless --force)
 * and a backup whose bytes differ from its manifest; the S3 backend backs up and restores too.
 */

const TSX = path.resolve("node_modules/.bin/tsx");

function runScript(script: string, args: string[], env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, LOG_LEVEL: "warn" };
  delete childEnv.STORAGE_URL;
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(TSX, [`scripts/${script}.ts`, ...args], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Every table's row count, counted here (not read from any manifest). */
async function countEveryTable(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ schema: string; name: string }>(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`,
      );
      counts[`${table.schema}.${table.name}`] = Number(rows[0].n);
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Every stored object's SHA-256, read back through the storage. */
async function checksumEveryFile(storage: StorageBackend) {
  const sums: Record<string, string> = {};
  for await (const key of storage.list()) {
    const hash = createHash("sha256");
    for await (const chunk of (await storage.get(key)).stream) hash.update(chunk as Buffer);
    sums[key] = hash.digest("hex");
  }
  return sums;
}

async function tableCount(url: string) {
  return Object.keys(await countEveryTable(url)).length;
}

const databases: ScratchDatabase[] = [];
async function scratch(prefix: string, migrated = false) {
  const template = migrated ? process.env.TEST_TEMPLATE_DATABASE : undefined;
  const database = await createScratchDatabase(prefix, { template });
  databases.push(database);
  return database;
}

let work: string;
let source: ScratchDatabase;
let sourceFiles: string;
let backupDir: string;
let sourceCounts: Record<string, number>;
let sourceSums: Record<string, string>;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "portal-backup-"));
  // The demo company (with its documents in storage) in a database of its own; `npm run seed`
  // migrates it first (a copy of the run's migrated template needs nothing more).
  source = await scratch("hr_backup_src", true);
  sourceFiles = path.join(work, "source-data");
  const seeded = await runScript("seed", [], { DATABASE_URL: source.url, DATA_DIR: sourceFiles });
  expect(seeded.code, seeded.output).toBe(0);
  sourceCounts = await countEveryTable(source.url);
  sourceSums = await checksumEveryFile(localStorage(path.join(sourceFiles, "files")));
  backupDir = path.join(work, "backup");
}, 60_000);

afterAll(async () => {
  for (const database of databases) await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe("npm run backup and npm run restore", () => {
  it("back up the demo company and its documents and restore every row and file into a fresh database and storage", async () => {
    expect(sourceCounts["public.employees"]).toBeGreaterThanOrEqual(42);
    expect(Object.keys(sourceSums).length).toBeGreaterThan(10);

    const backup = await runScript("backup", [backupDir], { DATABASE_URL: source.url, DATA_DIR: sourceFiles });
    console.log(`$ npm run backup -- DIR\n${backup.output.trim()}`);
    expect(backup.code, backup.output).toBe(0);
    const manifest = await readManifest(backupDir);
    expect(manifest.database.tables).toEqual(sourceCounts);
    expect(Object.fromEntries(manifest.files.map((file) => [file.key, file.sha256]))).toEqual(sourceSums);
    expect(manifest.database.migrations.length).toBeGreaterThan(10);
    expect(manifest.portal.version).toBe(JSON.parse(await readFile("package.json", "utf8")).version);
    // sha256sum -c reads the same checksums.
    expect((await readFile(path.join(backupDir, "SHA256SUMS"), "utf8")).split("\n").filter(Boolean)).toHaveLength(
      manifest.files.length + 1,
    );

    const target = await scratch("hr_backup_dst");
    const targetFiles = path.join(work, "target-data");
    const restore = await runScript("restore", [backupDir], { DATABASE_URL: target.url, DATA_DIR: targetFiles });
    console.log(`$ npm run restore -- DIR\n${restore.output.trim()}`);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain("every row count and checksum matches the manifest");

    expect(await countEveryTable(target.url)).toEqual(sourceCounts);
    expect(await checksumEveryFile(localStorage(path.join(targetFiles, "files")))).toEqual(sourceSums);

    // Again into the same, now full, target: refused without --force, and nothing changes.
    const targetStorage = localStorage(path.join(targetFiles, "files"));
    await expect(restoreBackup({ databaseUrl: target.url, storage: targetStorage, dir: backupDir })).rejects.toThrow(
      /Refusing to restore: the database has \d+ table\(s\).*and the local storage holds objects/,
    );
    expect(await countEveryTable(target.url)).toEqual(sourceCounts);

    // With --force it replaces them: rows deleted since come back.
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    await client.query("DELETE FROM employee_documents");
    await client.end();
    await restoreBackup({ databaseUrl: target.url, storage: targetStorage, dir: backupDir, force: true });
    expect(await countEveryTable(target.url)).toEqual(sourceCounts);
  }, 60_000);

  it("refuses an empty database when the storage holds files, and a database with tables when the storage is empty", async () => {
    const empty = await scratch("hr_backup_empty");
    const fullStorage = localStorage(path.join(sourceFiles, "files"));
    await expect(restoreBackup({ databaseUrl: empty.url, storage: fullStorage, dir: backupDir })).rejects.toThrow(
      /Refusing to restore: the local storage holds objects/,
    );
    const migrated = await scratch("hr_backup_migrated");
    const client = new pg.Client({ connectionString: migrated.url });
    await client.connect();
    await client.query("CREATE TABLE leftover (id int)");
    await client.end();
    const emptyStorage = localStorage(path.join(work, "empty-storage"));
    await expect(restoreBackup({ databaseUrl: migrated.url, storage: emptyStorage, dir: backupDir })).rejects.toThrow(
      /Refusing to restore: the database has \d+ table/,
    );
    expect(await tableCount(empty.url)).toBe(0);
    expect(await checksumEveryFile(emptyStorage)).toEqual({});
  });

  it("refuses a backup whose dump or files differ from the manifest, before touching the target", async () => {
    const tampered = path.join(work, "tampered");
    await cp(backupDir, tampered, { recursive: true });
    const manifest = await readManifest(tampered);
    const victim = path.join(tampered, "files", ...manifest.files[0].key.split("/"));
    const bytes = await readFile(victim);
    bytes[bytes.length - 1] ^= 1;
    await writeFile(victim, bytes);

    const target = await scratch("hr_backup_tampered");
    const targetFiles = path.join(work, "tampered-target");
    const refused = await runScript("restore", [tampered], { DATABASE_URL: target.url, DATA_DIR: targetFiles });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`files/${manifest.files[0].key}: checksum mismatch`);
    expect(refused.output).toContain("nothing was restored");
    expect(await tableCount(target.url)).toBe(0);

    // A cut-off backup (no manifest) and a changed dump are refused as well.
    await rm(path.join(tampered, "manifest.json"));
    await expect(restoreBackup({ databaseUrl: target.url, storage: localStorage(targetFiles), dir: tampered })).rejects.toThrow(
      /manifest.json is missing/,
    );
    const dumpChanged = path.join(work, "dump-changed");
    await cp(backupDir, dumpChanged, { recursive: true });
    await writeFile(path.join(dumpChanged, "database.dump"), "not a dump", { flag: "a" });
    await expect(restoreBackup({ databaseUrl: target.url, storage: localStorage(targetFiles), dir: dumpChanged })).rejects.toThrow(
      /database.dump: checksum mismatch/,
    );
    expect(await tableCount(target.url)).toBe(0);
  });

  it("backs up from S3 storage and restores into S3 storage (s3rver)", async () => {
    const s3Dir = path.join(work, "s3rver");
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "portal-backup" }],
    });
    const { port } = await server.run();
    const bucket = (prefix: string) => {
      const location = parseS3Url(`s3://portal-backup/${prefix}?endpoint=http://127.0.0.1:${port}&region=af-south-1`);
      const client = new S3Client({
        region: location.region,
        endpoint: location.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
      return s3Storage(location, client);
    };
    try {
      // The local backup restored into one S3 prefix, backed up from there, restored into another.
      const first = await scratch("hr_backup_s3a");
      await restoreBackup({ databaseUrl: first.url, storage: bucket("site-a"), dir: backupDir });
      const fromS3 = path.join(work, "backup-from-s3");
      const manifest = await createBackup({
        databaseUrl: first.url,
        storage: bucket("site-a"),
        dir: fromS3,
        portal: { name: "t", version: "0", commit: null },
      });
      expect(manifest.storage.kind).toBe("s3");
      expect(manifest.database.tables).toEqual(sourceCounts);

      const second = await scratch("hr_backup_s3b");
      const report = await restoreBackup({ databaseUrl: second.url, storage: bucket("site-b"), dir: fromS3 });
      expect(report.files).toBe(Object.keys(sourceSums).length);
      expect(await countEveryTable(second.url)).toEqual(sourceCounts);
      expect(await checksumEveryFile(bucket("site-b"))).toEqual(sourceSums);
      await expect(
        restoreBackup({ databaseUrl: (await scratch("hr_backup_s3c")).url, storage: bucket("site-b"), dir: fromS3 }),
      ).rejects.toBeInstanceOf(BackupError);
    } finally {
      await server.close();
    }
  }, 60_000);
});
