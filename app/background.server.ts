import type { CronItem, TaskList } from "graphile-worker";
import { getEnv, type Env } from "~/env.server";
import { enqueueJob, startJobRunner } from "~/jobs.server";
import { stopListening } from "~/live-updates-listener.server";
import { logger } from "~/logger.server";
import { purgeOldPageVisits } from "~/services/activity/recording.server";
import { sweepExpiredSessions } from "~/services/activity/sessions.server";
import { refreshLeaveStatuses } from "~/services/leave/leave-status.server";
import { closeInterruptedImports } from "~/services/employee-import/tracking.server";
import { runImportJob } from "~/services/employee-import/job.server";
import { sendRequestedInvitation } from "~/services/accounts/invitations.server";
import { runGrievanceDigest } from "~/services/grievances/reminders.server";
import { deliverOutboxMail, enqueueUndeliveredMail, probeMailServer } from "~/services/mail.server";
import { pruneLiveUpdates } from "~/services/live-updates.server";
import { filePasswordResetRequest } from "~/services/accounts/password-resets.server";
import { remindAnnualLeaveDue } from "~/services/leave/grant-reminders.server";
import { sendDeviceLink } from "~/services/accounts/device-links.server";
import { refreshAllOverdue, scheduleOverdueRefresh } from "~/services/leave/overdue.server";

/**
 * What the portal runs in the background, all on graphile-worker (jobs.server.ts): the
 * task list, the crontab, and the start and stop of this process's runner. Every
 * portal process runs one; PostgreSQL hands each job to exactly one of them.
 */

/** One key for every leave-status refresh, so a start-up run and an hourly run never pile up. */
export const LEAVE_REFRESH_JOB_KEY = "refresh_leave_statuses";

/** The jobs this process runs. deliver_mail only with a mail server; without one its jobs wait. */
export function portalTasks(env: Pick<Env, "SMTP_URL" | "PAGE_VISIT_RETENTION_DAYS"> = getEnv()): TaskList {
  const tasks: TaskList = {
    refresh_leave_statuses: async () => {
      await refreshLeaveStatuses();
    },
    purge_page_visits: async () => {
      const purged = await purgeOldPageVisits(env.PAGE_VISIT_RETENTION_DAYS);
      if (purged) logger.info({ purged, retentionDays: env.PAGE_VISIT_RETENTION_DAYS }, "old page visits purged");
    },
    sweep_expired_sessions: async () => {
      await sweepExpiredSessions();
    },
    file_password_reset_request: async ({ email, reason }) => {
      await filePasswordResetRequest(email, reason);
    },
    send_requested_invitation: async ({ email }) => {
      await sendRequestedInvitation(email);
    },
    send_device_link: async ({ email }) => {
      await sendDeviceLink(email);
    },
    prune_live_updates: async () => {
      await pruneLiveUpdates();
    },
    grievance_digest: async () => {
      const { notified, reminded } = await runGrievanceDigest();
      if (notified || reminded) logger.info({ notified, reminded }, "grievance digest mailed HR");
    },
    refresh_annual_leave_overdue: async () => {
      await refreshAllOverdue();
    },
    remind_annual_leave_due: async () => {
      // A deadline passes by itself: the Overview's figures first, then the mails.
      await refreshAllOverdue();
      const reminded = await remindAnnualLeaveDue();
      if (reminded) logger.info({ reminded }, "annual leave grant reminders sent");
    },
    import_employees: async ({ importId }, helpers) => {
      // The last attempt records a failure; an earlier one leaves the import to its retry.
      await runImportJob(importId, { lastAttempt: helpers.job.attempts >= helpers.job.max_attempts });
    },
    close_interrupted_imports: async () => {
      const closed = await closeInterruptedImports();
      if (closed.length) logger.warn({ imports: closed }, "interrupted imports closed as failed");
    },
  };
  if (env.SMTP_URL) {
    tasks.deliver_mail = async ({ id }, helpers) => {
      await deliverOutboxMail(id, { attempt: helpers.job.attempts, maxAttempts: helpers.job.max_attempts });
    };
  }
  return tasks;
}

/**
 * The schedule. graphile-worker records each item's last tick in PostgreSQL, so a tick
 * is scheduled once however many processes run this crontab.
 */
export const PORTAL_CRONTAB: CronItem[] = [
  // "On leave" follows approved leave covering today; the date moves on by itself.
  {
    identifier: "refresh_leave_statuses",
    task: "refresh_leave_statuses",
    match: "0 * * * *",
    options: { backfillPeriod: 0, jobKey: LEAVE_REFRESH_JOB_KEY, maxAttempts: 3 },
  },
  // Page visits are personal data kept only as long as the retention period (docs/decisions.md).
  { identifier: "purge_page_visits", task: "purge_page_visits", match: "30 2 * * *", options: { backfillPeriod: 0, maxAttempts: 3 } },
  // Sessions that simply expired are closed in the monitor within five minutes.
  {
    identifier: "sweep_expired_sessions",
    task: "sweep_expired_sessions",
    match: "*/5 * * * *",
    options: { backfillPeriod: 0, maxAttempts: 1 },
  },
  // Live updates are kept a day for pages that reconnect, then forgotten.
  { identifier: "prune_live_updates", task: "prune_live_updates", match: "15 * * * *", options: { backfillPeriod: 0, maxAttempts: 1 } },
  // Grievances (issue 14): anonymous ones are announced to HR here, never in the submitter's
  // request, at fixed times (07:00, 10:00, 13:00 and 16:00 in Windhoek, UTC+2), and those
  // unanswered after 2 working days are mailed once as reminders.
  {
    identifier: "grievance_digest",
    task: "grievance_digest",
    match: "0 5,8,11,14 * * *",
    options: { backfillPeriod: 0, maxAttempts: 3 },
  },
  // A finished cycle's annual leave is to be granted within four months (six by agreement): a month's reminder, then overdue (issue 23).
  {
    identifier: "remind_annual_leave_due",
    task: "remind_annual_leave_due",
    match: "0 6 * * *",
    options: { backfillPeriod: 0, maxAttempts: 3 },
  },
  // An import whose process died is closed as failed within a minute (and at every start).
  {
    identifier: "close_interrupted_imports",
    task: "close_interrupted_imports",
    match: "* * * * *",
    options: { backfillPeriod: 0, maxAttempts: 1 },
  },
];

/**
 * Starts this process's job runner (started by server.ts once the port is ours, so a
 * failed start leaves nothing running), refreshes leave statuses once at start-up and
 * hands a delivery job to any pending mail that has none. Returns a function that stops
 * the runner; jobs that are running finish first.
 */
export async function startBackgroundWork() {
  const env = getEnv();
  if (!env.SMTP_URL) {
    logger.info("SMTP_URL is not set: mail stays in the outbox (HR can read it at /admin/outbox)");
  }
  // Two processes starting together share one start-up refresh: while one is waiting or
  // running, another add with the same key leaves it alone.
  await enqueueJob("refresh_leave_statuses", {}, { jobKey: LEAVE_REFRESH_JOB_KEY, jobKeyMode: "unsafe_dedupe", maxAttempts: 3 });
  await scheduleOverdueRefresh();
  if (env.SMTP_URL) await enqueueUndeliveredMail();
  const closed = await closeInterruptedImports();
  if (closed.length) logger.warn({ imports: closed }, "interrupted imports closed as failed");
  const runner = await startJobRunner({
    connectionString: env.DATABASE_URL!,
    tasks: portalTasks(env),
    crontab: PORTAL_CRONTAB,
    // A worker of a process that died releases its jobs within a minute, not graphile-worker's 4 hours (issue 26).
    liveness: { heartbeatMs: env.JOB_HEARTBEAT_MS, staleMs: env.JOB_WORKER_STALE_MS },
  });
  const stopProbing = env.SMTP_URL ? probeMailServerEvery(env.MAIL_PROBE_MS) : () => {};
  return async () => {
    stopProbing();
    await stopListening();
    await runner.stop();
  };
}

/** Mail waiting in back-off goes out within MAIL_PROBE_MS of the mail server's return (probeMailServer). */
function probeMailServerEvery(intervalMs: number) {
  let probing = false;
  const timer = setInterval(() => {
    if (probing) return;
    probing = true;
    probeMailServer()
      .catch((error: Error) => logger.debug({ err: error.message }, "mail server probe failed"))
      .finally(() => (probing = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
