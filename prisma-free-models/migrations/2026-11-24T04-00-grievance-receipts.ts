import type { Migration } from "../migrator";

/**
 * Grievances that are truly anonymous (issue 14, docs/decisions.md "Issue 14"):
 *
 * - `receipt_hash`: SHA-256 of the one-time receipt code an anonymous submitter follows the
 *   grievance with (only anonymous rows have one; the code itself is never stored);
 * - `hr_notified_at`: when HR was mailed about the grievance (named ones at once, anonymous
 *   ones by the scheduled digest, so no mail's time tells when one was sent);
 * - `reminder_sent_at`: the once-only reminder for a grievance unanswered after 2 working days;
 * - a trigger keeps created_at and updated_at of anonymous rows at day precision (midnight in
 *   Africa/Windhoek), whatever code writes them;
 * - categories: the one canonical set of spec 2 (spec 1's spellings are mapped on input).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE grievances
      ADD COLUMN receipt_hash VARCHAR(64) UNIQUE,
      ADD COLUMN hr_notified_at TIMESTAMPTZ,
      ADD COLUMN reminder_sent_at TIMESTAMPTZ,
      ADD CONSTRAINT grievances_receipt_only_anonymous CHECK (receipt_hash IS NULL OR is_anonymous),
      ADD CONSTRAINT grievances_category_check CHECK (category IN ('workplace_harassment', 'discrimination',
        'safety_concerns', 'policy_violation', 'unfair_treatment', 'working_conditions', 'management_issues', 'other'));
    CREATE INDEX grievances_unanswered_idx ON grievances (created_at) WHERE deleted_at IS NULL AND reminder_sent_at IS NULL;

    CREATE FUNCTION grievances_anonymous_day_precision() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.created_at := date_trunc('day', NEW.created_at AT TIME ZONE 'Africa/Windhoek') AT TIME ZONE 'Africa/Windhoek';
      NEW.updated_at := date_trunc('day', NEW.updated_at AT TIME ZONE 'Africa/Windhoek') AT TIME ZONE 'Africa/Windhoek';
      RETURN NEW;
    END $$;
    CREATE TRIGGER grievances_anonymous_day_precision BEFORE INSERT OR UPDATE ON grievances
      FOR EACH ROW WHEN (NEW.is_anonymous) EXECUTE FUNCTION grievances_anonymous_day_precision();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER grievances_anonymous_day_precision ON grievances;
    DROP FUNCTION grievances_anonymous_day_precision();
    DROP INDEX grievances_unanswered_idx;
    ALTER TABLE grievances DROP CONSTRAINT grievances_category_check, DROP CONSTRAINT grievances_receipt_only_anonymous,
      DROP COLUMN reminder_sent_at, DROP COLUMN hr_notified_at, DROP COLUMN receipt_hash;
  `);
};
