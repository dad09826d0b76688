import { createMigrator } from "#models/migrator";
import { getDb, isDatabaseReachable } from "~/db.server";

/**
 * `GET /readyz` (issue 27): whether this process should get traffic. Ready only when the
 * database answers and every migration this build knows has been applied (a process of a
 * newer build started before its migrations ran is not ready). `/healthz` stays the
 * liveness check. Answers names of pending migrations, never data.
 */
export async function readiness(): Promise<{ ready: boolean; database: "ok" | "unreachable"; pendingMigrations: string[] }> {
  if (!(await isDatabaseReachable())) return { ready: false, database: "unreachable", pendingMigrations: [] };
  try {
    const pending = (await createMigrator(getDb()).pending()).map((migration) => migration.name);
    return { ready: pending.length === 0, database: "ok", pendingMigrations: pending };
  } catch {
    return { ready: false, database: "unreachable", pendingMigrations: [] };
  }
}
