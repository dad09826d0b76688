import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

/** A backup or restore that cannot go on: the message says why and what to do. */
export class BackupError extends Error {
  override name = "BackupError";
}

export type PgTool = "pg_dump" | "pg_restore";

/** Where pg_dump and pg_restore are found: `binDir` (PG_BIN_DIR) or the PATH. */
export interface PgTools {
  binDir?: string;
}

function toolPath(tool: PgTool, tools: PgTools) {
  return tools.binDir ? path.join(tools.binDir, tool) : tool;
}

/** The tool's major version (15 for "pg_dump (PostgreSQL) 15.20 (Debian …)"), or a BackupError naming the package to install. */
export function pgToolVersion(tool: PgTool, tools: PgTools): { major: number; full: string } {
  const answer = spawnSync(toolPath(tool, tools), ["--version"], { encoding: "utf8" });
  if (answer.error || answer.status !== 0) {
    throw new BackupError(
      `${tool} was not found${tools.binDir ? ` in ${tools.binDir}` : ""}. Install Debian's postgresql-client package ` +
        `(apt-get install postgresql-client), or set PG_BIN_DIR to the folder that holds pg_dump and pg_restore.`,
    );
  }
  const full = answer.stdout.trim();
  const major = Number(/\(PostgreSQL\)\s+(\d+)/.exec(full)?.[1] ?? 0);
  return { major, full };
}

/** pg_dump refuses a server newer than itself; say which client to install rather than pass its error on. */
export function requireToolFor(tool: PgTool, tools: PgTools, serverMajor: number) {
  const version = pgToolVersion(tool, tools);
  if (version.major < serverMajor) {
    throw new BackupError(
      `${tool} ${version.major} cannot ${tool === "pg_dump" ? "dump a PostgreSQL" : "read a backup made by pg_dump"} ${serverMajor}` +
        `${tool === "pg_dump" ? " server" : ""}. Install postgresql-client-${serverMajor} (apt.postgresql.org for Debian), ` +
        `or set PG_BIN_DIR to the folder of a pg_dump and pg_restore of version ${serverMajor} or newer.`,
    );
  }
  return version;
}

/**
 * The connection as libpq's environment variables, so a password never appears on a
 * command line (`ps` shows those to every user of the machine).
 */
function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string | undefined> = {
    PGHOST: decodeURIComponent(url.hostname) || "localhost",
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username) || undefined,
    PGPASSWORD: decodeURIComponent(url.password) || undefined,
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, "")),
    PGSSLMODE: url.searchParams.get("sslmode") ?? undefined,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** Runs pg_dump or pg_restore on `databaseUrl`; resolves when it exits 0, else a BackupError with what it wrote to stderr. */
export function runPgTool(tool: PgTool, tools: PgTools, databaseUrl: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool, tools), args, {
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error) => reject(new BackupError(`${tool} could not run: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}

/** Every table of the database outside PostgreSQL's own schemas (ours in public, the job queue's in graphile_worker), as "schema.table". */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p')
        AND n.nspname NOT IN ('pg_catalog', 'information_schema')
        AND n.nspname NOT LIKE 'pg\\_%'
      ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** Each table's row count, read in the client's current transaction (counting is the point: no estimates). */
export async function countRows(client: pg.ClientBase, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [schema, name] = splitTable(table);
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
    );
    counts[table] = Number(rows[0].count);
  }
  return counts;
}

function splitTable(table: string): [string, string] {
  const dot = table.indexOf(".");
  return [table.slice(0, dot), table.slice(dot + 1)];
}

/** The names of the applied migrations (umzug's schema_migrations), or none in a database without it. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ found: string | null }>("SELECT to_regclass('public.schema_migrations') AS found");
  if (!exists[0].found) return [];
  const { rows } = await client.query<{ name: string }>("SELECT name FROM public.schema_migrations ORDER BY name");
  return rows.map((row) => row.name);
}

export async function serverMajor(client: pg.ClientBase): Promise<{ major: number; version: string }> {
  const { rows } = await client.query<{ num: string; version: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
  );
  return { major: Math.floor(Number(rows[0].num) / 10000), version: rows[0].version };
}
