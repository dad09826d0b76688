import type { Migration } from "../migrator";

/**
 * Mail delivery runs on graphile-worker: each outbox row has a deliver_mail job, and the
 * job's run_at is the next attempt. The row's own next_attempt_at and the index the old
 * polling loop read are gone; a partial index serves the start-up sweep of pending rows.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS mail_outbox_due_idx;
    ALTER TABLE mail_outbox DROP COLUMN next_attempt_at;
    CREATE INDEX mail_outbox_pending_idx ON mail_outbox (id) WHERE status = 'pending';
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS mail_outbox_pending_idx;
    ALTER TABLE mail_outbox ADD COLUMN next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now();
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);
  `);
};
