import type { Migration } from "../migrator";

/**
 * Leave that follows Namibian law (issue 17):
 * - public_holidays: the one-off days the President proclaims (the statutory ones are computed
 *   in app/utils/public-holidays.ts, never stored), added by HR with a name and a source;
 * - employees.work_days_per_week: the work pattern leave is counted in (5: Monday-Friday,
 *   6: Monday-Saturday for mine shift crews);
 * - leave_requests.working_days: the working days a request takes from the balance (the
 *   `days` column stays the calendar span, both dates included); existing rows are backfilled
 *   with their Monday-Friday days, and the portal recounts them with public holidays;
 * - leave_requests.expected_date (maternity), balance_exception (HR let a request exceed the
 *   balance); the compassionate leave type;
 * - leave_request_documents.content: a certificate's bytes, kept in the database like profile
 *   pictures until the storage module takes files (storage_path then says where).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE public_holidays (
      id SERIAL PRIMARY KEY,
      date DATE NOT NULL UNIQUE,
      name VARCHAR(200) NOT NULL,
      source VARCHAR(500) NOT NULL,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    ALTER TABLE employees ADD COLUMN work_days_per_week SMALLINT NOT NULL DEFAULT 5 CHECK (work_days_per_week IN (5, 6));
    ALTER TABLE leave_requests ADD COLUMN working_days INTEGER CHECK (working_days >= 0);
    UPDATE leave_requests SET working_days = (
      SELECT count(*) FROM generate_series(start_date, end_date, interval '1 day') AS d
       WHERE extract(isodow FROM d) < 6);
    ALTER TABLE leave_requests ALTER COLUMN working_days SET NOT NULL;
    -- A row written without working days (raw SQL: older seeds, scripts) gets its Monday-Friday days.
    CREATE FUNCTION leave_requests_default_working_days() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.working_days IS NULL THEN
        NEW.working_days := (SELECT count(*) FROM generate_series(NEW.start_date, NEW.end_date, interval '1 day') AS d
                              WHERE extract(isodow FROM d) < 6);
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER leave_requests_default_working_days BEFORE INSERT OR UPDATE ON leave_requests
      FOR EACH ROW EXECUTE FUNCTION leave_requests_default_working_days();
    ALTER TABLE leave_requests ADD COLUMN expected_date DATE;
    ALTER TABLE leave_requests ADD COLUMN balance_exception BOOLEAN NOT NULL DEFAULT false;
    ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_leave_type_check;
    ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_leave_type_check
      CHECK (leave_type IN ('vacation', 'sick', 'personal', 'maternity', 'emergency', 'compassionate'));
    ALTER TABLE leave_request_documents ADD COLUMN content BYTEA;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE leave_request_documents DROP COLUMN content;
    DELETE FROM leave_requests WHERE leave_type = 'compassionate';
    ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_leave_type_check;
    ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_leave_type_check
      CHECK (leave_type IN ('vacation', 'sick', 'personal', 'maternity', 'emergency'));
    ALTER TABLE leave_requests DROP COLUMN balance_exception;
    ALTER TABLE leave_requests DROP COLUMN expected_date;
    DROP TRIGGER leave_requests_default_working_days ON leave_requests;
    DROP FUNCTION leave_requests_default_working_days();
    ALTER TABLE leave_requests DROP COLUMN working_days;
    ALTER TABLE employees DROP COLUMN work_days_per_week;
    DROP TABLE public_holidays;
  `);
};
