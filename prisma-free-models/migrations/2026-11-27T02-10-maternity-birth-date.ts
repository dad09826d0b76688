import type { Migration } from "../migrator";

/**
 * Maternity leave by the Labour Act 11 of 2007, s. 26 (issue 23): the actual date of birth,
 * recorded on the request by the employee or HR (also once it is approved), from which the
 * eight weeks after the birth run. The leave's end is recomputed from it by the leave service.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE leave_requests ADD COLUMN actual_birth_date DATE;
    ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_birth_date_maternity
      CHECK (actual_birth_date IS NULL OR leave_type = 'maternity');
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_birth_date_maternity;
    ALTER TABLE leave_requests DROP COLUMN actual_birth_date;
  `);
};
