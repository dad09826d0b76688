import type { Migration } from "../migrator";

/**
 * The EE committee's files (issue 16) go through the storage module like every other
 * document: views and downloads of minutes, policies and committee documents are logged in
 * document_access_log under kinds of their own, and each file keeps its SHA-256 and whether
 * the virus scanner saw it.
 */
const TABLES = ["ee_meeting_minutes", "ee_policies", "ee_documents"];

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE document_access_log DROP CONSTRAINT document_access_log_document_kind_check`);
  await sequelize.query(`ALTER TABLE document_access_log ADD CONSTRAINT document_access_log_document_kind_check
    CHECK (document_kind IN ('employee', 'hr', 'she', 'ee_minutes', 'ee_policy', 'ee_document'))`);
  for (const table of TABLES) {
    await sequelize.query(`ALTER TABLE ${table}
      ADD COLUMN sha256 VARCHAR(64),
      ADD COLUMN scan_status VARCHAR(20) CHECK (scan_status IN ('clean', 'unscanned'))`);
  }
};

export const down: Migration = async ({ context: sequelize }) => {
  for (const table of TABLES) await sequelize.query(`ALTER TABLE ${table} DROP COLUMN sha256, DROP COLUMN scan_status`);
  await sequelize.query(`DELETE FROM document_access_log WHERE document_kind LIKE 'ee_%'`);
  await sequelize.query(`ALTER TABLE document_access_log DROP CONSTRAINT document_access_log_document_kind_check`);
  await sequelize.query(`ALTER TABLE document_access_log ADD CONSTRAINT document_access_log_document_kind_check
    CHECK (document_kind IN ('employee', 'hr', 'she'))`);
};
