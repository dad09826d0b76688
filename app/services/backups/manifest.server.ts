import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { BackupError } from "./pg-tools.server";

/**
 * What a backup folder holds (issue 27):
 *   database.dump   pg_dump --format=custom of the whole database, taken in one snapshot
 *   files/<key>     every stored object, under its storage key
 *   manifest.json   this: the row count of every table (read in the dump's snapshot), the
 *                   SHA-256 of the dump and of every file, when, which portal, which migrations
 *   SHA256SUMS      the same checksums for `sha256sum -c`, so a copy can be checked anywhere
 * The manifest is written last: a backup that was cut off has none, and restore refuses it.
 */
export const MANIFEST_FILE = "manifest.json";
export const DUMP_FILE = "database.dump";
export const FILES_DIR = "files";
export const SUMS_FILE = "SHA256SUMS";
export const BACKUP_FORMAT = "hr-portal-backup/1";

export interface BackupFile {
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  startedAt: string;
  finishedAt: string;
  portal: { name: string; version: string; commit: string | null };
  database: {
    serverVersion: string;
    pgDump: string;
    file: typeof DUMP_FILE;
    size: number;
    sha256: string;
    /** "schema.table" -> rows, counted in the snapshot pg_dump read. */
    tables: Record<string, number>;
    migrations: string[];
  };
  storage: { kind: "local" | "s3"; objects: number; bytes: number };
  files: BackupFile[];
}

/** The path of a stored object inside the backup folder (keys are relative paths of safe segments). */
export function backupPathOf(dir: string, key: string) {
  return path.join(dir, FILES_DIR, ...key.split("/"));
}

export async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest("hex") };
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), "utf8").catch(() => null);
  if (text === null) {
    throw new BackupError(
      `${path.join(dir, MANIFEST_FILE)} is missing: ${dir} is not a backup, or one that was cut off before it finished.`,
    );
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError(`${MANIFEST_FILE} in ${dir} is not valid JSON.`);
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${MANIFEST_FILE} in ${dir} is not a portal backup (${BACKUP_FORMAT}).`);
  return manifest;
}

/** The checksum lines `sha256sum -c SHA256SUMS` reads, run inside the backup folder. */
export function checksumLines(manifest: BackupManifest) {
  const lines = [`${manifest.database.sha256}  ${DUMP_FILE}`, ...manifest.files.map((file) => `${file.sha256}  ${FILES_DIR}/${file.key}`)];
  return `${lines.join("\n")}\n`;
}

/**
 * Every byte of the backup against the manifest: the dump and each file, size and SHA-256.
 * Answers the problems found (none: the backup is whole), never stops at the first.
 */
export async function verifyBackup(dir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  const check = async (label: string, file: string, expected: { size: number; sha256: string }) => {
    const actual = await hashFile(file).catch(() => null);
    if (!actual) problems.push(`${label}: missing`);
    else if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) {
      problems.push(
        `${label}: checksum mismatch (${actual.size} bytes, sha256 ${actual.sha256}; manifest: ${expected.size} bytes, ${expected.sha256})`,
      );
    }
  };
  await check(DUMP_FILE, path.join(dir, DUMP_FILE), manifest.database);
  for (const file of manifest.files) await check(`${FILES_DIR}/${file.key}`, backupPathOf(dir, file.key), file);
  return problems;
}
