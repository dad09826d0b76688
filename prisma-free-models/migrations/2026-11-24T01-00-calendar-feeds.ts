import type { Migration } from "../migrator";

/**
 * Personal calendar feeds of company events (issue 13, beyond the spec): one secret feed
 * address per user. Only the SHA-256 hash of the token is stored; regenerating replaces
 * it (the old address stops working at once) and revoking deletes the row.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE calendar_feeds (
      id SERIAL PRIMARY KEY,
      user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
      token_hash VARCHAR(64) NOT NULL UNIQUE,
      last_used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE calendar_feeds`);
};
