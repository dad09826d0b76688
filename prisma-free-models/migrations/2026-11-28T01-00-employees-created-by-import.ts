import type { Migration } from "../migrator";

/**
 * Bulk invitations (issue 24): which import created an employee, so HR can invite "the new
 * employees of this import" from its result. Set only for employees an import creates from now
 * on (older imports did not record it); the import's row may be removed without losing them.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE employees ADD COLUMN created_by_import_id INTEGER REFERENCES csv_imports(id) ON DELETE SET NULL;
    CREATE INDEX employees_created_by_import_idx ON employees (created_by_import_id) WHERE created_by_import_id IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE employees DROP COLUMN created_by_import_id;`);
};
