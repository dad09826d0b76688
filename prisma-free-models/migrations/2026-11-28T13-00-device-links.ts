import type { Migration } from "../migrator";

/**
 * One-time links that make a browser a known device for an account (issue 26, docs/decisions.md
 * "A mine site behind one address"): a person whose network has used up its sign-in limit asks
 * for one, opens it from their mailbox, and that browser then signs in past the network's limit.
 * Only the SHA-256 hash of a link's token is kept.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE device_links (
      id SERIAL PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash VARCHAR(64) NOT NULL UNIQUE,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX device_links_user_id ON device_links (user_id, expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE device_links;`);
};
