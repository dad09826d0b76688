import type { Migration } from "../migrator";

/**
 * Payroll drafts (issue 10): an upload makes a draft that HR checks and then processes,
 * which publishes its payslips. The period keeps the row errors of its latest upload (so
 * HR sees them later, not only in the answer to the POST), who processed it and when, the
 * reason HR gave when confirming a run that overlaps another period (a bonus run), and how
 * often a processed period was corrected by uploading it again. Periods that exist already
 * were stored as processed and stay so.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE payroll_periods
      ADD COLUMN row_errors JSONB NOT NULL DEFAULT '[]',
      ADD COLUMN error_count INTEGER NOT NULL DEFAULT 0,
      ADD COLUMN processed_at TIMESTAMPTZ,
      ADD COLUMN processed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      ADD COLUMN separate_run_reason TEXT,
      ADD COLUMN corrected_at TIMESTAMPTZ,
      ADD COLUMN correction_count INTEGER NOT NULL DEFAULT 0,
      ADD CONSTRAINT payroll_periods_status_check CHECK (status IN ('draft', 'processed'));
    UPDATE payroll_periods SET processed_at = updated_at WHERE status = 'processed';
    CREATE INDEX payroll_periods_dates_idx ON payroll_periods USING gist (daterange(start_date, end_date, '[]'));
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS payroll_periods_dates_idx;
    ALTER TABLE payroll_periods
      DROP CONSTRAINT payroll_periods_status_check,
      DROP COLUMN row_errors,
      DROP COLUMN error_count,
      DROP COLUMN processed_at,
      DROP COLUMN processed_by,
      DROP COLUMN separate_run_reason,
      DROP COLUMN corrected_at,
      DROP COLUMN correction_count;
  `);
};
