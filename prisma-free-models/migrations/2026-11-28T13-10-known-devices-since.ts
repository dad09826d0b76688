import type { Migration } from "../migrator";

/**
 * Known devices end with the account's clean-up (issue 26): a password change or reset, sign out
 * everywhere or HR's Force Logout with its tokens sets this, and a known-device cookie issued
 * before it no longer skips the network's sign-in limit or keeps its own guess count.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE users ADD COLUMN known_devices_since TIMESTAMPTZ;`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE users DROP COLUMN known_devices_since;`);
};
