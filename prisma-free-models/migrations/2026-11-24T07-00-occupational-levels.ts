import type { Migration } from "../migrator";

/**
 * Employment equity (issue 16): each employee's occupational level as the Employment Equity
 * Commission's affirmative action report counts it (app/constants.ts OCCUPATIONAL_LEVELS).
 * Empty means "not specified"; the report shows it as such rather than guessing.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE employees ADD COLUMN occupational_level VARCHAR(40)
      CHECK (occupational_level IN ('executive_directors', 'senior_management', 'middle_management_specialists',
        'skilled_technical_supervisory', 'semi_skilled', 'unskilled'))`);
  await sequelize.query(`CREATE UNIQUE INDEX affirmative_action_goals_unique_idx
    ON affirmative_action_goals (department, COALESCE(job_level, ''), target_year)`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP INDEX affirmative_action_goals_unique_idx`);
  await sequelize.query(`ALTER TABLE employees DROP COLUMN occupational_level`);
};
