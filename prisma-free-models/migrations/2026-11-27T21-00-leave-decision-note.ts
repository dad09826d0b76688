import type { Migration } from "../migrator";

/**
 * HR's note to the employee on a rejection or an approval as an exception (issue 24): shown on
 * the employee's Leave tab and in the decision mail. A recall to pending clears it.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE leave_requests ADD COLUMN decision_note TEXT;`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE leave_requests DROP COLUMN decision_note;`);
};
