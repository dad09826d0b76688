import type { Migration } from "../migrator";

/**
 * First passwords only by invitation (issue 11): a one-time link (its token stored as a
 * SHA-256 hash) and a short one-time code for hand-over in person (also hashed), bound to
 * one employee, valid for days, used once. A newer invitation revokes the older ones.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE account_invitations (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      token_hash VARCHAR(64) NOT NULL UNIQUE,
      code_hash VARCHAR(64) NOT NULL,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      used_at TIMESTAMPTZ,
      revoked_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX account_invitations_live_idx ON account_invitations (employee_id) WHERE used_at IS NULL AND revoked_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE account_invitations;`);
};
