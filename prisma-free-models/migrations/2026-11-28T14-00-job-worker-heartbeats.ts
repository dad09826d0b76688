import type { Migration } from "../migrator";

/**
 * The heartbeats of graphile-worker's workers (issue 26, docs/decisions.md "Faults (issue 26)"):
 * each portal process refreshes a row per worker every few seconds; a worker whose row has gone
 * stale is gone, and every process's sweep releases the jobs it had locked
 * (graphile_worker.force_unlock_workers) instead of leaving them for graphile-worker's 4 hours.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE job_worker_heartbeats (
      worker_id TEXT PRIMARY KEY,
      beat_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE job_worker_heartbeats;`);
};
