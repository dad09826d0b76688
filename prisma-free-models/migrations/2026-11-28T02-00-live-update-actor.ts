import type { Migration } from "../migrator";

/**
 * One toast per action (issue 24): an HR announcement records who made the change, and that
 * person's own pages do not hear it (their page already showed the outcome of their action).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE live_updates ADD COLUMN actor_id INTEGER;`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE live_updates DROP COLUMN actor_id;`);
};
