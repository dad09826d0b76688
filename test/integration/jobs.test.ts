import type { ChildProcess } from "node:child_process";
import { EventEmitter } from "node:events";
import type { TaskList, WorkerEvents } from "graphile-worker";
import pg from "pg";
import { Op } from "sequelize";
import { afterEach, describe, expect, it } from "vitest";
import { MailOutbox } from "#models";
import { PORTAL_CRONTAB } from "~/background.server";
import { getDb } from "~/db.server";
import { installJobSchema, startJobRunner, type JobRunner } from "~/jobs.server";
import { enqueueMail } from "~/services/mail.server";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";
import { createScratchDatabase } from "../../scripts/lib/scratch-database";
import { settleJobs } from "../support/jobs";
import { readSunkMail, setMailServerDown, waitForMail } from "../support/smtp-sink";

/**
 * Background work is safe across several portal processes on one database: a mail is
 * sent once however many processes deliver, and a scheduled task runs once per tick
 * however many runners hold the crontab.
 */
async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

afterEach(() => setMailServerDown(false));

describe("two portal processes on one database", () => {
  it("send every mail exactly once, through an outage and back", async () => {
    // The run's portal delivers already; a second portal process joins it on the same database.
    const port = await freePort();
    let second: ChildProcess | undefined;
    try {
      second = await startPortal({ ...process.env, PORT: String(port) }, "ignore");
      setMailServerDown(true);

      const tag = `two-portals-${Date.now()}`;
      const count = 16;
      const ids: number[] = [];
      // Written the way services write them: the row and its job in one transaction.
      for (let i = 0; i < count; i++) {
        const row = await getDb().transaction((transaction) =>
          enqueueMail(
            { to: [`${tag}-${i}@example.org`], subject: `${tag} #${i}`, text: `mail ${i}`, html: `<p>mail ${i}</p>`, relatedType: tag },
            transaction,
          ),
        );
        ids.push(row!.id);
      }
      const where = { id: { [Op.in]: ids } };
      await waitUntil(async () => (await MailOutbox.findAll({ where })).every((row) => row.attempts >= 1));
      expect(readSunkMail().filter((mail) => mail.subject.startsWith(tag))).toHaveLength(0);

      setMailServerDown(false);
      await waitForMail((mail) => mail.subject.startsWith(tag), { count, timeoutMs: 30_000 });
      await waitUntil(async () => (await MailOutbox.findAll({ where })).every((row) => row.status === "sent"));
      // No delivery job is left to run on either process (a duplicate would need one), then count per message.
      await settleJobs(["deliver_mail"]);
      const subjects = readSunkMail()
        .filter((mail) => mail.subject.startsWith(tag))
        .map((mail) => mail.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      expect(second.exitCode).toBeNull(); // both processes were up throughout
    } finally {
      await stopPortal(second);
    }
  }, 90_000);
});

describe("scheduled tasks across runners", () => {
  it("run the hourly leave-status refresh once per tick, however many runners hold the crontab", async () => {
    // A database of its own, so the run's portal (which holds the same crontab) stays out of it.
    const scratch = await createScratchDatabase("hr_jobs_test");
    const runners: JobRunner[] = [];
    try {
      await installJobSchema(scratch.url);
      // The crontab has seen a run an hour before the last full hour: that hour's tick is due.
      // Each runner catches it up on start (graphile-worker's backfill), both at once.
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      const { rows } = await admin.query<{ tick: Date }>(
        `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
         VALUES ('refresh_leave_statuses', now() - interval '1 day', date_trunc('hour', now()) - interval '1 hour')
         RETURNING last_execution + interval '1 hour' AS tick`,
      );
      const dueTick = rows[0].tick.toISOString();

      const runs: string[] = [];
      // The real crontab item (schedule, identifier, job key), with catch-up switched on.
      const crontab = PORTAL_CRONTAB.map((item) => ({ ...item, options: { ...item.options!, backfillPeriod: 2 * 60 * 60 * 1000 } }));
      const countingTasks = (runner: string): TaskList => ({
        refresh_leave_statuses: async (payload) => {
          const cron = (payload as { _cron?: { ts: string } })._cron;
          runs.push(`${cron ? new Date(cron.ts).toISOString() : "not cron"} by ${runner}`);
        },
      });
      // Each runner tries to schedule the due tick (its backfill); graphile-worker lets one succeed.
      const events = new EventEmitter() as WorkerEvents;
      const tries: string[] = [];
      events.on("cron:backfill", ({ timestamp }) => tries.push(new Date(timestamp).toISOString()));
      runners.push(
        ...(await Promise.all(
          ["a", "b", "c"].map((name) => startJobRunner({ connectionString: scratch.url, tasks: countingTasks(name), crontab, events })),
        )),
      );
      // Every runner has tried the due tick and no job of the task is left to run: a second run could come from nowhere.
      await waitUntil(async () => {
        if (runs.length < 1 || tries.filter((tick) => tick === dueTick).length < 3) return false;
        const { rows: left } = await admin.query(
          "SELECT count(*)::int AS left FROM graphile_worker.jobs WHERE task_identifier = 'refresh_leave_statuses' AND run_at <= now()",
        );
        return left[0].left === 0;
      }, 15_000);
      expect(tries.filter((tick) => tick === dueTick)).toHaveLength(3);
      const ofDueTick = runs.filter((run) => run.startsWith(dueTick));
      expect(ofDueTick, runs.join("; ")).toHaveLength(1);
      // Any other run is a later tick (the hour turned during the test), each once.
      const ticks = runs.map((run) => run.split(" by ")[0]);
      expect(new Set(ticks).size, runs.join("; ")).toBe(runs.length);

      const { rows: known } = await admin.query(
        "SELECT last_execution FROM graphile_worker._private_known_crontabs WHERE identifier = 'refresh_leave_statuses'",
      );
      expect(new Date(known[0].last_execution).getTime()).toBeGreaterThanOrEqual(new Date(dueTick).getTime());
      await admin.end();
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await scratch.drop();
    }
  }, 60_000);
});
