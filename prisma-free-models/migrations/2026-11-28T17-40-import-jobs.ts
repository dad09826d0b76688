import type { Migration } from "../migrator";

/**
 * Imports run as background jobs (issue 27): the file an import job reads waits in
 * csv_import_previews, the table that already keeps a checked file for its confirmation.
 * import_id names the import (csv_imports) whose job will read the file; such a row is no
 * longer a check anyone can confirm. A file stored for an import that was not checked first
 * has no checked outcome, hence outcome may be null; one the command line imports has no
 * uploader.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE csv_import_previews
      ADD COLUMN import_id INTEGER UNIQUE REFERENCES csv_imports(id) ON DELETE CASCADE,
      ALTER COLUMN outcome DROP NOT NULL,
      ALTER COLUMN uploaded_by DROP NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM csv_import_previews WHERE import_id IS NOT NULL OR outcome IS NULL OR uploaded_by IS NULL;
    ALTER TABLE csv_import_previews DROP COLUMN import_id, ALTER COLUMN outcome SET NOT NULL, ALTER COLUMN uploaded_by SET NOT NULL;
  `);
};
