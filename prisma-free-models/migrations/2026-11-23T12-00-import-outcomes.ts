import type { Migration } from "../migrator";

/**
 * Issue 10, "say what will change before it changes":
 * - csv_imports records how many employees an import created, updated and left unchanged,
 *   so the result panel and the history say so instead of only "imported".
 * - csv_import_previews holds a checked file until HR confirms it: the file's bytes and
 *   their SHA-256, the options it was checked with and the outcome shown. The id is a
 *   random UUID, bound to the HR user who checked it, and expires; confirming imports
 *   exactly these bytes with these options, and nothing else.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE csv_imports
      ADD COLUMN created_records INTEGER NOT NULL DEFAULT 0,
      ADD COLUMN updated_records INTEGER NOT NULL DEFAULT 0,
      ADD COLUMN unchanged_records INTEGER NOT NULL DEFAULT 0;

    CREATE TABLE csv_import_previews (
      id UUID PRIMARY KEY,
      uploaded_by INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      filename VARCHAR(255) NOT NULL,
      file_data BYTEA NOT NULL,
      file_sha256 VARCHAR(64) NOT NULL,
      options JSONB NOT NULL,
      outcome JSONB NOT NULL,
      expires_at TIMESTAMPTZ NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX csv_import_previews_expires_idx ON csv_import_previews (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS csv_import_previews;
    ALTER TABLE csv_imports DROP COLUMN created_records, DROP COLUMN updated_records, DROP COLUMN unchanged_records;
  `);
};
