import type { Seed } from "./seeder";

/**
 * Employment events for the demo company (issue 23): an appointment on each demo employee's
 * start date (the report's movement counts events, and a fresh demo has no history to
 * backfill them from), and the current year's written sections of the affirmative action
 * report, so the report shows every part on first start. Only demo employees (NCM-) without
 * an appointment get one, and only a year HR has not written is filled; real data is never touched.
 */
export const up: Seed = async ({ context: sequelize }) => {
  // Raw SQL: one statement over every demo employee.
  await sequelize.query(
    `INSERT INTO employment_events (employee_id, type, event_date, to_level, reason)
     SELECT e.id, 'appointment', COALESCE(e.start_date, CURRENT_DATE), e.occupational_level, 'Demo company'
       FROM employees e
      WHERE e.employee_id LIKE 'NCM-%'
        AND NOT EXISTS (SELECT 1 FROM employment_events v WHERE v.employee_id = e.id AND v.type = 'appointment')`,
  );
  await sequelize.query(
    `INSERT INTO aa_report_years (report_year, barriers, measures, timetable, monitoring)
     SELECT EXTRACT(YEAR FROM CURRENT_DATE)::int,
            'Recruitment for artisan posts relied on referrals from current staff; the plant offices at Tsumeb have no ramps; twelve-hour shift rosters keep parents of young children from applying for underground posts.',
            'Advertise every artisan post in Oshiwambo and English on the regional radio; build ramps at the plant offices; bursaries in metallurgy and mining engineering for women; preference to suitably qualified persons of designated groups.',
            'Ramps by June; ten bursaries in the first year; women 30 % of skilled technical and supervisory posts by the end of the third year.',
            'The EE committee reviews the figures each quarter and reports to the managing director.'
      WHERE EXISTS (SELECT 1 FROM employees WHERE employee_id LIKE 'NCM-%')
     ON CONFLICT (report_year) DO NOTHING`,
  );
};

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(
    `DELETE FROM employment_events v USING employees e
      WHERE e.id = v.employee_id AND e.employee_id LIKE 'NCM-%' AND v.type = 'appointment' AND v.reason = 'Demo company'`,
  );
  await sequelize.query(
    `DELETE FROM aa_report_years WHERE updated_by IS NULL AND barriers LIKE 'Recruitment for artisan posts relied on referrals%'`,
  );
};
