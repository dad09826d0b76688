import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { api } from "../support/session";

/**
 * Issue 27: `GET /readyz` is ready only when the database answers and this build's
 * migrations are all applied; `/healthz` stays the liveness check.
 */
describe("readiness", () => {
  it("is ready with the database up and every migration applied", async () => {
    const ready = await api("/readyz");
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: "ready", database: "ok", pendingMigrations: 0 });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("is not ready while a migration of this build is not applied, and counts it", async () => {
    const [newest] = await getDb().query<{ name: string }>(`SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1`, {
      type: QueryTypes.SELECT,
    });
    await getDb().query(`DELETE FROM schema_migrations WHERE name = :name`, { replacements: { name: newest.name } });
    try {
      const pending = await api("/readyz");
      expect(pending.status).toBe(503);
      expect(pending.json).toEqual({ status: "not ready", database: "ok", pendingMigrations: 1 });
      // Liveness is another question: the process is alive.
      expect((await api("/healthz")).status).toBe(200);
    } finally {
      await getDb().query(`INSERT INTO schema_migrations (name) VALUES (:name)`, { replacements: { name: newest.name } });
    }
    expect((await api("/readyz")).status).toBe(200);
  });
});
