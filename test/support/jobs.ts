import "./database";
import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";

/**
 * Waits until no job of these tasks is due or running: work the portal does after
 * answering (a forgotten-password request, a requested invitation) has happened once
 * this returns. A job that failed waits for its retry in the future and no longer counts;
 * the assertion that follows fails instead.
 */
export async function settleJobs(tasks: string[], { timeoutMs = 15_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await getDb().query<{ count: string }>(
      "SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier IN (:tasks) AND run_at <= now()",
      { replacements: { tasks }, type: QueryTypes.SELECT },
    );
    if (Number(row.count) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs still queued after ${timeoutMs} ms: ${tasks.join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The jobs behind the anonymous account requests (forgot password, request an invitation). */
export const settleAccountRequests = () => settleJobs(["file_password_reset_request", "send_requested_invitation"]);
