import type { Sequelize } from "sequelize";
import type { Migration } from "../migrator";

/**
 * The affirmative action report (issue 23; Affirmative Action (Employment) Act 29 of 1998):
 *
 * - employment_events: appointments, promotions, level changes, terminations and
 *   reinstatements as data, written when they happen (employee form, API, import). The
 *   report's movement counts these, not the wording of the activity history. Backfilled here
 *   from today's history: every employee's start date is an appointment; every "Occupational
 *   level changed from A to B" row a promotion (B above A) or a level change; every status
 *   change to terminated a termination and every change away from terminated a reinstatement.
 * - aa_report_years: the sections HR writes per reporting year (analysis of barriers, the
 *   plan's measures, timetable and monitoring, the declaration of the responsible senior
 *   employee).
 * - aa_consultations: the consultation meetings of a year, each optionally linked to the EE
 *   committee's minutes.
 * - aa_understudies: per year, a non-Namibian employee's understudy and the target date.
 */
const LEVELS = `'executive_directors', 'senior_management', 'middle_management_specialists',
  'skilled_technical_supervisory', 'semi_skilled', 'unskilled'`;

/** Label -> level, and the rank from the top (as OCCUPATIONAL_LEVELS in app/constants.ts when this landed). */
const LABELS = `(VALUES
  ('Executive directors (top management)', 'executive_directors', 1),
  ('Senior management', 'senior_management', 2),
  ('Middle management and specialists', 'middle_management_specialists', 3),
  ('Skilled technical and supervisory', 'skilled_technical_supervisory', 4),
  ('Semi-skilled', 'semi_skilled', 5),
  ('Unskilled', 'unskilled', 6)) AS l(label, level, rank)`;

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE employment_events (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      type VARCHAR(20) NOT NULL CHECK (type IN ('appointment', 'promotion', 'level_change', 'termination', 'reinstatement')),
      event_date DATE NOT NULL,
      from_level VARCHAR(40) CHECK (from_level IN (${LEVELS})),
      to_level VARCHAR(40) CHECK (to_level IN (${LEVELS})),
      reason TEXT,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  await sequelize.query(`CREATE INDEX employment_events_date_idx ON employment_events (event_date, type)`);
  await sequelize.query(`CREATE INDEX employment_events_employee_idx ON employment_events (employee_id, event_date)`);

  await sequelize.query(`
    CREATE TABLE aa_report_years (
      id SERIAL PRIMARY KEY,
      report_year INTEGER NOT NULL UNIQUE CHECK (report_year BETWEEN 2000 AND 2100),
      barriers TEXT,
      measures TEXT,
      timetable TEXT,
      monitoring TEXT,
      declaration_name VARCHAR(200),
      declaration_position VARCHAR(200),
      declaration_date DATE,
      updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  await sequelize.query(`
    CREATE TABLE aa_consultations (
      id SERIAL PRIMARY KEY,
      report_year INTEGER NOT NULL CHECK (report_year BETWEEN 2000 AND 2100),
      meeting_date DATE NOT NULL,
      consulted_with VARCHAR(255) NOT NULL,
      summary TEXT,
      minutes_id INTEGER REFERENCES ee_meeting_minutes(id) ON DELETE SET NULL,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  await sequelize.query(`CREATE INDEX aa_consultations_year_idx ON aa_consultations (report_year, meeting_date)`);
  await sequelize.query(`
    CREATE TABLE aa_understudies (
      id SERIAL PRIMARY KEY,
      report_year INTEGER NOT NULL CHECK (report_year BETWEEN 2000 AND 2100),
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      understudy_employee_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      target_date DATE,
      notes TEXT,
      updated_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (report_year, employee_id),
      CHECK (understudy_employee_id IS NULL OR understudy_employee_id <> employee_id)
    )`);

  await backfillEmploymentEvents(sequelize);
};

/**
 * Employment events from today's history (raw SQL: one statement per kind over the whole
 * history). `employeeIds` limits it to some employees (the test of the backfill).
 */
export async function backfillEmploymentEvents(sequelize: Sequelize, { employeeIds }: { employeeIds?: number[] } = {}) {
  const only = (column: string) => (employeeIds ? `${column} IN (${employeeIds.map(Number).join(", ") || "NULL"})` : "TRUE");
  await sequelize.query(`
    INSERT INTO employment_events (employee_id, type, event_date, to_level, reason, created_at)
    SELECT e0.id, 'appointment', COALESCE(e0.start_date, (e0.created_at AT TIME ZONE 'Africa/Windhoek')::date), e0.occupational_level,
           'Recorded from the start date when employment events began', e0.created_at
      FROM employees e0
     WHERE ${only("e0.id")}`);
  await sequelize.query(`
    INSERT INTO employment_events (employee_id, type, event_date, from_level, to_level, reason, created_by, created_at)
    SELECT a.employee_id,
           CASE WHEN f.rank IS NOT NULL AND t.rank IS NOT NULL AND t.rank < f.rank THEN 'promotion' ELSE 'level_change' END,
           (a.created_at AT TIME ZONE 'Africa/Windhoek')::date, f.level, t.level,
           'Recorded from the change history when employment events began',
           (SELECT u.id FROM users u WHERE u.id = a.performed_by), a.created_at
      FROM employee_activity a
      CROSS JOIN LATERAL regexp_match(a.description, '^Occupational level changed from (.+?) to (.+?)(?: by the import of .+)?$') AS r
      LEFT JOIN ${LABELS.replace("AS l(", "AS f(")} ON f.label = r[1]
      LEFT JOIN ${LABELS.replace("AS l(", "AS t(")} ON t.label = r[2]
     WHERE a.title = 'Occupational level changed'
       AND EXISTS (SELECT 1 FROM employees e WHERE e.id = a.employee_id)
       AND ${only("a.employee_id")}`);
  await sequelize.query(`
    INSERT INTO employment_events (employee_id, type, event_date, reason, created_by, created_at)
    SELECT a.employee_id,
           CASE WHEN a.description ~ '^Status changed from terminated to ' THEN 'reinstatement' ELSE 'termination' END,
           (a.created_at AT TIME ZONE 'Africa/Windhoek')::date,
           'Recorded from the change history when employment events began',
           (SELECT u.id FROM users u WHERE u.id = a.performed_by), a.created_at
      FROM employee_activity a
     WHERE a.type = 'status_changed'
       AND (a.description ~ '^Status changed from .+ to terminated( by the import of .+)?$'
            OR a.description ~ '^Status changed from terminated to ')
       AND EXISTS (SELECT 1 FROM employees e WHERE e.id = a.employee_id)
       AND ${only("a.employee_id")}`);
}

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE aa_understudies`);
  await sequelize.query(`DROP TABLE aa_consultations`);
  await sequelize.query(`DROP TABLE aa_report_years`);
  await sequelize.query(`DROP TABLE employment_events`);
};
