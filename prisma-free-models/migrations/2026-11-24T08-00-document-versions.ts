import type { Migration } from "../migrator";

/**
 * HR's document library (issue 15): a new version of a policy or a SHE procedure is a new
 * row that names the row it replaces; the old one stays, retired, as the record of what
 * applied before. Lists look versions up by the column, so it is indexed.
 */
const TABLES = ["hr_documents", "she_documents"];

export const up: Migration = async ({ context: sequelize }) => {
  for (const table of TABLES) {
    await sequelize.query(`ALTER TABLE ${table} ADD COLUMN replaces_id INTEGER REFERENCES ${table} (id) ON DELETE SET NULL`);
    await sequelize.query(`CREATE INDEX ${table}_replaces_idx ON ${table} (replaces_id)`);
  }
};

export const down: Migration = async ({ context: sequelize }) => {
  for (const table of TABLES) await sequelize.query(`ALTER TABLE ${table} DROP COLUMN replaces_id`);
};
