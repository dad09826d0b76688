import { EventEmitter } from "node:events";
import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  type CronItem,
  type LogLevel,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from "graphile-worker";
import pg from "pg";
import { QueryTypes, type Transaction } from "sequelize";
import { getDb } from "~/db.server";
import { logger } from "~/logger.server";

/**
 * Background jobs and schedules on graphile-worker: jobs live in PostgreSQL (schema
 * graphile_worker), so enqueueing joins the transaction of the change that causes the
 * job, failed jobs are retried with backoff, cron items are scheduled once per tick
 * however many portal processes run them, and every process works the same queue.
 *
 * This file is the machinery. What runs (the task list and the crontab) is in
 * background.server.ts. A new job type: add its payload below, its task there, and
 * call enqueueJob where the work arises.
 */
declare global {
  // graphile-worker's own registry of task names and payload types; declaration merging needs its namespace.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace GraphileWorker {
    interface Tasks {
      /** Send one mail_outbox row. */
      deliver_mail: { id: number };
      /** Recompute employees.leave_status for today (cron adds `_cron`). */
      refresh_leave_statuses: Record<string, unknown>;
      /** Delete page visits older than PAGE_VISIT_RETENTION_DAYS (cron). */
      purge_page_visits: Record<string, unknown>;
      /** Remind HR and employees of carried annual leave to be granted within a month, and HR of overdue leave (cron, issue 23). */
      remind_annual_leave_due: Record<string, unknown>;
      /** Recompute every employee's overdue annual leave for the Overview (start-up). */
      refresh_annual_leave_overdue: Record<string, unknown>;
      /** Close sessions that expired unseen, so the activity monitor's states stay true (cron). */
      sweep_expired_sessions: Record<string, unknown>;
      /** "Forgot your password?" after the answer left: file the request for HR (or nothing, for an unknown address). */
      file_password_reset_request: { email: string; reason: string | null };
      /** The set-password screen's address after the answer left: mail an invitation if it is an employee's. */
      send_requested_invitation: { email: string };
      /** The login screen's "Email me a link" after the answer left: mail a device link if the address signs in to an account. */
      send_device_link: { email: string };
      /** Forget live updates older than their retention (cron). */
      prune_live_updates: Record<string, unknown>;
      /** Mail HR about new anonymous grievances and unanswered ones past 2 working days (cron). */
      grievance_digest: Record<string, unknown>;
      /** Run the stored file of an import (csv_imports.id) started on the screen, the API or the command line (issue 27). */
      import_employees: { importId: number };
    }
  }
}

export type JobName = keyof GraphileWorker.Tasks;

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists only if it commits. */
  transaction?: Transaction;
  /** One job per key: a later add with the same key replaces a job that has not started. */
  jobKey?: string;
  /** graphile-worker's job_key_mode; `unsafe_dedupe` leaves an existing job (even a running one) alone. */
  jobKeyMode?: "replace" | "preserve_run_at" | "unsafe_dedupe";
  runAt?: Date;
  /** Attempts before the job is given up (graphile-worker's default is 25). */
  maxAttempts?: number;
  /** Jobs of one queue run one at a time. */
  queueName?: string;
  priority?: number;
}

/**
 * Adds a job with graphile-worker's SQL function on the given transaction's connection
 * (or on its own), so a job caused by a change is committed or rolled back with it.
 * Workers hear of it through a NOTIFY that PostgreSQL delivers on commit.
 */
export async function enqueueJob<N extends JobName>(name: N, payload: GraphileWorker.Tasks[N], options: EnqueueOptions = {}) {
  const [row] = await getDb().query<{ id: string }>(
    `SELECT (graphile_worker.add_job(
       identifier => :name, payload => CAST(:payload AS json), queue_name => :queueName, run_at => :runAt,
       max_attempts => :maxAttempts, job_key => :jobKey, priority => :priority, job_key_mode => :jobKeyMode
     )).id`,
    {
      replacements: {
        name,
        payload: JSON.stringify(payload ?? {}),
        queueName: options.queueName ?? null,
        runAt: options.runAt ?? null,
        maxAttempts: options.maxAttempts ?? null,
        jobKey: options.jobKey ?? null,
        priority: options.priority ?? null,
        jobKeyMode: options.jobKeyMode ?? null,
      },
      transaction: options.transaction,
      type: QueryTypes.SELECT,
    },
  );
  return row?.id ?? null;
}

/** Installs or upgrades graphile-worker's schema (it manages its own migrations). */
export async function installJobSchema(connectionString: string) {
  const pgPool = createJobPool(connectionString, 1);
  try {
    await runMigrations({ pgPool, logger: workerLogger });
  } finally {
    await pgPool.end();
  }
}

/** Set once a runner of this process is told to stop: cut connections are expected from then on. */
let stopRequested = false;

/**
 * graphile-worker's connections, in a pool of our own: its error listener stays attached
 * until the pool has ended. (A pool graphile-worker makes itself drops its listener while
 * still ending, and a connection cut by a stopping PostgreSQL, as Ctrl-C does to the
 * embedded server, then crashes the process.)
 */
function createJobPool(connectionString: string, max: number) {
  const pool = new pg.Pool({ connectionString, max });
  pool.on("error", (error) => logger[stopRequested ? "debug" : "warn"]({ err: error.message }, "job queue connection lost"));
  return pool;
}

/**
 * graphile-worker's messages through the portal's logger, one step quieter: a finished
 * job is debug, a failed attempt that will be retried a warning, a job given up an error.
 */
const workerLogger = new Logger((scope) => (level: LogLevel, message: string, meta?: Record<string, unknown>) => {
  // While stopping, PostgreSQL may be going down too (Ctrl-C reaches the embedded server):
  // cut connections are expected then.
  if (stopRequested && level !== "info") {
    logger.debug({ worker: scope.workerId }, `graphile-worker while stopping: ${message}`);
    return;
  }
  const job = meta?.job as { id?: string; task_identifier?: string; attempts?: number; max_attempts?: number } | undefined;
  if (meta?.failure && job) {
    const error = meta.error as Error | undefined;
    const final = (job.attempts ?? 0) >= (job.max_attempts ?? 0);
    logger[final ? "error" : "warn"](
      { job: job.id, task: job.task_identifier, attempt: job.attempts, maxAttempts: job.max_attempts, err: error?.message },
      final ? "job failed for good" : "job failed; it will be retried",
    );
    return;
  }
  const fields = { worker: scope.workerId, task: scope.taskIdentifier, job: scope.jobId };
  const text = `graphile-worker: ${message}`;
  switch (level as string) {
    case "error":
      logger.error(fields, text);
      break;
    case "warning":
      logger.warn(fields, text);
      break;
    case "info":
      logger.debug(fields, text);
      break;
    default:
      logger.trace(fields, text);
  }
});

export interface JobRunnerOptions {
  connectionString: string;
  tasks: TaskList;
  crontab?: CronItem[];
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Milliseconds between looks for jobs that came due (new jobs wake workers at once). */
  pollInterval?: number;
  /** An emitter for graphile-worker's events (job and cron life cycle), from the very start. */
  events?: WorkerEvents;
  /** Heartbeats of this runner's workers and the sweep that releases the jobs of workers gone silent (workerLiveness). */
  liveness?: LivenessOptions;
}

export interface LivenessOptions {
  /** Milliseconds between heartbeats (and sweeps). */
  heartbeatMs: number;
  /** A worker whose heartbeat is older than this is gone: its locked jobs are released. */
  staleMs: number;
}

/**
 * Releases the jobs of workers that are gone (issue 26). graphile-worker frees a job locked by
 * a worker that died only after 4 hours; here each process writes a heartbeat row for each of
 * its workers every `heartbeatMs`, and sweeps at the same pace: the rows silent for `staleMs` are
 * deleted and their workers' jobs (and queues) unlocked with graphile_worker.force_unlock_workers,
 * in one statement, so of two sweeping processes only one releases each worker. A process sweeps
 * only once it has itself been beating for `staleMs` without a gap: after a database outage,
 * when every heartbeat is old, nobody releases a live worker's jobs before it had time to beat.
 */
function watchWorkers(pgPool: pg.Pool, events: WorkerEvents, { heartbeatMs, staleMs }: LivenessOptions) {
  const workerIds = new Set<string>();
  events.on("worker:create", ({ worker }) => workerIds.add(worker.workerId));
  let beatingSince: number | null = null;
  let lastBeat = 0;
  let busy = false;
  const beat = async () => {
    if (busy) return;
    busy = true;
    try {
      await pgPool.query(
        `INSERT INTO job_worker_heartbeats (worker_id, beat_at) SELECT unnest($1::text[]), now()
         ON CONFLICT (worker_id) DO UPDATE SET beat_at = now()`,
        [[...workerIds]],
      );
      const now = Date.now();
      if (beatingSince === null || now - lastBeat > staleMs / 2) beatingSince = now;
      lastBeat = now;
      if (now - beatingSince < staleMs) return;
      // One statement: delete the silent workers' rows and release what they had locked.
      const { rows } = await pgPool.query<{ workers: string[]; jobs: number }>(
        `WITH gone AS (
           DELETE FROM job_worker_heartbeats WHERE beat_at < now() - $1 * interval '1 millisecond' RETURNING worker_id
         ), ids AS (SELECT coalesce(array_agg(worker_id), '{}') AS workers FROM gone)
         SELECT ids.workers,
                (SELECT count(*)::int FROM graphile_worker.jobs WHERE locked_by = ANY(ids.workers)) AS jobs,
                graphile_worker.force_unlock_workers(ids.workers)
           FROM ids`,
        [staleMs],
      );
      const [{ workers, jobs }] = rows;
      if (workers.length) logger.warn({ workers, jobs }, "released the jobs of job workers that stopped beating");
    } catch (error) {
      beatingSince = null;
      logger[stopRequested ? "debug" : "warn"]({ err: (error as Error).message }, "job worker heartbeat failed");
    } finally {
      busy = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    /** Beats at once (the workers exist by now, and may have locked a job already), then every heartbeatMs. */
    start() {
      void beat();
      timer = setInterval(() => void beat(), heartbeatMs);
      timer.unref();
    },
    /** Stops beating and forgets this runner's workers (their jobs have been finished or released by then). */
    async stop() {
      clearInterval(timer);
      await pgPool.query("DELETE FROM job_worker_heartbeats WHERE worker_id = ANY($1::text[])", [[...workerIds]]).catch(() => {});
    },
  };
}

export interface JobRunner {
  events: Runner["events"];
  /** Stops taking jobs, lets running ones finish, and closes the runner's connections. */
  stop(): Promise<void>;
}

/**
 * Starts a graphile-worker runner on a small pg pool of its own. Signals are the portal's:
 * its SIGTERM handler awaits `stop()` (running jobs finish) before PostgreSQL stops.
 */
export async function startJobRunner({
  connectionString,
  tasks,
  crontab = [],
  concurrency = 2,
  pollInterval = 1000,
  events = new EventEmitter() as WorkerEvents,
  liveness,
}: JobRunnerOptions): Promise<JobRunner> {
  // The workers, the LISTEN connection, the cron scheduler and the heartbeat.
  const pgPool = createJobPool(connectionString, concurrency + (liveness ? 3 : 2));
  // Listening before run() starts, which creates the workers.
  const watcher = liveness ? watchWorkers(pgPool, events, liveness) : undefined;
  let runner: Runner;
  try {
    runner = await run({
      pgPool,
      concurrency,
      pollInterval,
      noHandleSignals: true,
      logger: workerLogger,
      taskList: tasks,
      parsedCronItems: parseCronItems(crontab),
      events,
    });
  } catch (error) {
    await watcher?.stop();
    await pgPool.end().catch(() => {});
    throw error;
  }
  runner.promise.catch((error) => logger.error({ err: error }, "the job runner stopped with an error"));
  watcher?.start();
  let stopping: Promise<void> | undefined;
  return {
    events: runner.events,
    stop: () =>
      (stopping ??= (async () => {
        stopRequested = true;
        try {
          await runner.stop();
        } finally {
          await watcher?.stop();
          await pgPool.end().catch(() => {});
        }
      })()),
  };
}
