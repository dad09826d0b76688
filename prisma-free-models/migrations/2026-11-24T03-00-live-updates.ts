import type { Migration } from "../migrator";

/**
 * Live updates (issue 14): every change a signed-in page should hear about is a row here,
 * announced with NOTIFY live_updates (the row's id) in the same transaction, so it reaches
 * the event streams of every portal process only once the change has committed. The rows let
 * a stream that reconnects catch up from its Last-Event-ID. They carry no personal data: a
 * type, the audience (one user, or every HR user) and a short message; the page refetches its
 * own loader, which checks access. A scheduled job prunes rows older than a day.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE live_updates (
      id BIGSERIAL PRIMARY KEY,
      type VARCHAR(40) NOT NULL,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      for_hr BOOLEAN NOT NULL DEFAULT false,
      message VARCHAR(300) NOT NULL DEFAULT '',
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (user_id IS NOT NULL OR for_hr)
    )`);
  await sequelize.query(`CREATE INDEX live_updates_created_at ON live_updates (created_at)`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE live_updates`);
};
