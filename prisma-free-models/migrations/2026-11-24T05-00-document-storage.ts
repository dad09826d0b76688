import type { Migration } from "../migrator";

/**
 * Documents on the storage module (issue 15).
 * - employee, HR and SHE documents record the SHA-256 of their bytes and whether the
 *   virus scanner passed them (`clean`) or none was configured (`unscanned`);
 * - document_access_log records views and downloads of every kind of document, not only
 *   HR policies: it names the kind, the user and the action, so its foreign key to
 *   hr_documents goes (the document id is read with its kind);
 * - deleted_documents remember the description and when (and as which new row) HR
 *   restored them, so a restored document leaves the trash but its query keeps its link.
 */
export const up: Migration = async ({ context: sequelize }) => {
  for (const table of ["employee_documents", "hr_documents", "she_documents"]) {
    await sequelize.query(`
      ALTER TABLE ${table}
        ADD COLUMN sha256 CHAR(64),
        ADD COLUMN scan_status VARCHAR(20) CHECK (scan_status IN ('clean', 'unscanned'))`);
  }
  await sequelize.query(`ALTER TABLE document_access_log DROP CONSTRAINT IF EXISTS document_access_log_document_id_fkey`);
  await sequelize.query(`
    ALTER TABLE document_access_log
      ADD COLUMN document_kind VARCHAR(20) NOT NULL DEFAULT 'hr' CHECK (document_kind IN ('employee', 'hr', 'she')),
      ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN action VARCHAR(20) NOT NULL DEFAULT 'view' CHECK (action IN ('view', 'download'))`);
  await sequelize.query(`CREATE INDEX document_access_log_kind_idx ON document_access_log (document_kind, document_id, accessed_at DESC)`);
  await sequelize.query(`
    ALTER TABLE deleted_documents
      ADD COLUMN description TEXT,
      ADD COLUMN restored_at TIMESTAMPTZ,
      ADD COLUMN restored_document_id INTEGER`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE deleted_documents DROP COLUMN description, DROP COLUMN restored_at, DROP COLUMN restored_document_id`);
  await sequelize.query(`DROP INDEX document_access_log_kind_idx`);
  await sequelize.query(`DELETE FROM document_access_log WHERE document_kind <> 'hr'`);
  await sequelize.query(`ALTER TABLE document_access_log DROP COLUMN document_kind, DROP COLUMN user_id, DROP COLUMN action`);
  await sequelize.query(`
    ALTER TABLE document_access_log ADD CONSTRAINT document_access_log_document_id_fkey
      FOREIGN KEY (document_id) REFERENCES hr_documents(id) ON DELETE CASCADE`);
  for (const table of ["employee_documents", "hr_documents", "she_documents"]) {
    await sequelize.query(`ALTER TABLE ${table} DROP COLUMN sha256, DROP COLUMN scan_status`);
  }
};
