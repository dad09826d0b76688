import { QueryTypes } from "sequelize";
import { migrations } from "#models/migrations/index";
import { getDb, isDatabaseReachable } from "~/db.server";

/**
 * `GET /readyz` (issue 27): whether this process should get traffic. Ready only when the
 * database answers and every migration this build knows has been applied (a process of a
 * newer build started before its migrations ran is not ready). `/healthz` stays the liveness
 * check. One plain read of the applied names; the answer counts pending migrations and names
 * none (the build's history is nobody's business).
 */
export async function readiness(): Promise<{ ready: boolean; database: "ok" | "unreachable"; pendingMigrations: number }> {
  if (!(await isDatabaseReachable())) return { ready: false, database: "unreachable", pendingMigrations: 0 };
  try {
    const applied = await getDb().query<{ name: string }>(`SELECT name FROM schema_migrations`, { type: QueryTypes.SELECT });
    const names = new Set(applied.map((row) => row.name));
    const pending = migrations.filter((migration) => !names.has(migration.name)).length;
    return { ready: pending === 0, database: "ok", pendingMigrations: pending };
  } catch {
    return { ready: false, database: "unreachable", pendingMigrations: 0 };
  }
}
