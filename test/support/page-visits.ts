import "./database";
import { QueryTypes } from "sequelize";
import { PageVisit } from "#models";
import { getDb } from "~/db.server";
import { createTestUser } from "./factories";
import { api, recordedSignIn } from "./session";

/**
 * Waits until the portal has written the page visits of the pages it answered so far (instead
 * of sleeping "long enough"). Visits are written after the answer leaves
 * (app/page-visits.server.ts); a witness of its own opens a page now, after every page before
 * it was answered, so its visit's write starts after theirs did. Once the witness's visit is
 * stored and no other query of the portal is still running, theirs are stored too (or were
 * never going to be: what the tests that call this check).
 */
export async function pageVisitsWritten({ timeoutMs = 15_000 } = {}) {
  const { user } = await createTestUser();
  const cookie = await recordedSignIn(user);
  const page = await api("/profile", { cookie, headers: { Accept: "text/html" } });
  if (page.status !== 200) throw new Error(`The witness page answered ${page.status}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [{ running }] = await getDb().query<{ running: string }>(
      `SELECT count(*) AS running FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'
          AND query NOT ILIKE '%LISTEN%'`,
      { type: QueryTypes.SELECT },
    );
    if ((await PageVisit.count({ where: { userId: user.id } })) > 0 && Number(running) === 0) return;
    if (Date.now() > deadline) throw new Error(`Page visits still being written after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
