import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { closeInterruptedImports } from "~/services/employee-import/tracking.server";
import { createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/** Issue 12: an import whose process died is closed as failed, "interrupted, nothing imported". */

async function processingImport({ total, minutesAgo = 0 }: { total: number; minutesAgo?: number }) {
  const [row] = await getDb().query<{ id: number }>(
    `INSERT INTO csv_imports (filename, status, total_records, processed_records, updated_at)
     VALUES ('crash.csv', 'processing', $1, 0, now() - make_interval(mins => $2)) RETURNING id`,
    { bind: [total, minutesAgo], type: QueryTypes.SELECT },
  );
  return row.id;
}

async function statusOf(id: number) {
  const [row] = await getDb().query<{ status: string; error_log: string[] }>(`SELECT status, error_log FROM csv_imports WHERE id = $1`, {
    bind: [id],
    type: QueryTypes.SELECT,
  });
  return row;
}

describe("interrupted imports", () => {
  it("closes a begun import nobody runs, keeps one whose transaction is alive, and gives a waiting one time for its file", async () => {
    const orphan = await processingImport({ total: 500 });
    const running = await processingImport({ total: 500 });
    const waiting = await processingImport({ total: 0, minutesAgo: 1 });
    const abandoned = await processingImport({ total: 0, minutesAgo: 31 });

    // Another connection runs "running": it holds the import's lock in an open transaction.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const runner = getDb().transaction(async (transaction) => {
      await getDb().query(`SELECT pg_advisory_xact_lock(7412, $1)`, { bind: [running], transaction });
      locked();
      await held;
    });
    await isLocked;
    try {
      const closed = await closeInterruptedImports();
      expect(closed).toEqual(expect.arrayContaining([orphan, abandoned]));
      expect(closed).not.toContain(running);
      expect(closed).not.toContain(waiting);
    } finally {
      release();
      await runner;
    }
    expect(await statusOf(orphan)).toEqual({ status: "failure", error_log: [IMPORT_MESSAGES.interrupted] });
    expect((await statusOf(running)).status).toBe("processing");
    expect((await statusOf(waiting)).status).toBe("processing");
    await getDb().query(`DELETE FROM csv_imports WHERE id = ANY($1::int[])`, { bind: [[running, waiting]] });
  });

  it("says so on the import screen", async () => {
    const hr = await createTestUser({ role: "hr" });
    const id = await processingImport({ total: 20 });
    await closeInterruptedImports();
    const page = await api(`/admin/import?import=${id}`, { cookie: await sessionCookieFor(hr.user.id) });
    expect(page.status).toBe(200);
    expect(page.text).toContain(IMPORT_MESSAGES.interrupted);
  });
});
