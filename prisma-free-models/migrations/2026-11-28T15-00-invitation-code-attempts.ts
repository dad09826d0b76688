import type { Migration } from "../migrator";

/**
 * An invitation's code takes a bounded number of guesses (issue 26): each guess at it is
 * counted on the invitation before the code is compared, and the code is void once the
 * count reaches INVITATION_CODE_MAX_ATTEMPTS.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE account_invitations ADD COLUMN code_attempts INTEGER NOT NULL DEFAULT 0;`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE account_invitations DROP COLUMN code_attempts;`);
};
