import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { ConfigError, getEnv } from "~/env.server";
import { startOrAttachEmbeddedPostgres, type EmbeddedDatabase } from "~/embedded-postgres.server";
import { BackupError } from "~/services/backups/pg-tools.server";
import { storageFromUrl, type StorageBackend } from "~/services/storage/index.server";

export interface BackupTarget {
  databaseUrl: string;
  storage: StorageBackend;
  /** PG_BIN_DIR: the folder of pg_dump and pg_restore when they are not the PATH's. */
  tools: { binDir?: string };
}

/**
 * Runs `npm run backup` or `npm run restore` against the portal's database and storage as
 * the portal would find them (DATABASE_URL or the embedded server under DATA_DIR; STORAGE_URL
 * or DATA_DIR/files). Unlike the other scripts it never migrates: a backup reads the
 * database as it is and a restore needs it empty. Exit 0 done, 1 refused or failed, 2 usage.
 */
export async function runBackupCli(usage: string, task: (target: BackupTarget, args: string[]) => Promise<void>) {
  const args = process.argv.slice(2);
  if (!args.some((arg) => !arg.startsWith("--")) || args.includes("--help")) {
    console.error(usage);
    process.exit(2);
  }
  let embedded: EmbeddedDatabase | null = null;
  let code = 0;
  try {
    const env = getEnv();
    if (!env.DATABASE_URL) embedded = await startOrAttachEmbeddedPostgres(env.DATA_DIR, (message) => console.error(message));
    const databaseUrl = env.DATABASE_URL ?? embedded!.url;
    await task(
      { databaseUrl, storage: storageFromUrl(env.STORAGE_URL, env.DATA_DIR), tools: { binDir: process.env.PG_BIN_DIR || undefined } },
      args,
    );
  } catch (error) {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    code = 1;
  } finally {
    await embedded?.stop().catch(() => {});
  }
  process.exit(code);
}

/** package.json's version and, in a git checkout, the commit (PORTAL_COMMIT overrides, for installs without .git). */
export function portalVersion() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { name: string; version: string };
  let commit: string | null = process.env.PORTAL_COMMIT || null;
  if (!commit) {
    try {
      commit = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() || null;
    } catch {
      commit = null;
    }
  }
  return { name: pkg.name, version: pkg.version, commit };
}
