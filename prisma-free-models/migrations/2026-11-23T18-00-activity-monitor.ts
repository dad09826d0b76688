import type { Migration } from "../migrator";

/**
 * Activity monitor (issue 11): page visits carry the visitor's IP (spec 2, Page visit),
 * and the monitor's reads get their indexes: a session's latest visit (recording closes
 * the previous visit), one employee's visits, visits of a date range with the columns the
 * top-pages summary reads (index-only), and sessions by login time, overall and per employee.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE page_visits ADD COLUMN ip_address VARCHAR(64);
    DROP INDEX IF EXISTS page_visits_time_idx;
    CREATE INDEX page_visits_time_idx ON page_visits (visit_time DESC) INCLUDE (page_path, time_spent);
    CREATE INDEX page_visits_session_idx ON page_visits (session_id, visit_time DESC);
    CREATE INDEX page_visits_employee_idx ON page_visits (employee_id, visit_time DESC);
    CREATE INDEX user_sessions_login_idx ON user_sessions (login_time DESC);
    CREATE INDEX user_sessions_employee_idx ON user_sessions (employee_id, login_time DESC);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX user_sessions_employee_idx;
    DROP INDEX user_sessions_login_idx;
    DROP INDEX page_visits_employee_idx;
    DROP INDEX page_visits_session_idx;
    DROP INDEX page_visits_time_idx;
    CREATE INDEX page_visits_time_idx ON page_visits (visit_time DESC);
    ALTER TABLE page_visits DROP COLUMN ip_address;
  `);
};
