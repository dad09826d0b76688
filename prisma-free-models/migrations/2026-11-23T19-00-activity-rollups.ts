import type { Migration } from "../migrator";

/**
 * The activity monitor over months (bench:activity): visits per page per day at the mine,
 * kept by the statement that records a visit (page_visit_days), and each sign-in's
 * browser stored once at sign-in (the spec's rule is applied in code, utils/activity.ts),
 * so the summaries read thousands of rows instead of millions. The backfill below applies
 * the rule of its day to rows recorded before this migration.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE page_visit_days (
      day DATE NOT NULL,
      page_path VARCHAR(500) NOT NULL,
      visits INTEGER NOT NULL DEFAULT 0,
      time_total BIGINT NOT NULL DEFAULT 0,
      timed INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (day, page_path)
    );
    INSERT INTO page_visit_days (day, page_path, visits, time_total, timed)
    SELECT (visit_time AT TIME ZONE 'Africa/Windhoek')::date, page_path, count(*), COALESCE(sum(time_spent), 0), count(time_spent)
      FROM page_visits GROUP BY 1, 2;

    ALTER TABLE user_sessions ADD COLUMN browser VARCHAR(20);
    UPDATE user_sessions SET browser = CASE
      WHEN user_agent ILIKE '%chrome%' THEN 'Chrome' WHEN user_agent ILIKE '%firefox%' THEN 'Firefox'
      WHEN user_agent ILIKE '%safari%' THEN 'Safari' WHEN user_agent ILIKE '%edge%' THEN 'Edge' ELSE 'Unknown' END;
    DROP INDEX user_sessions_login_idx;
    CREATE INDEX user_sessions_login_idx ON user_sessions (login_time DESC) INCLUDE (user_id, employee_id, browser);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX user_sessions_login_idx;
    CREATE INDEX user_sessions_login_idx ON user_sessions (login_time DESC);
    ALTER TABLE user_sessions DROP COLUMN browser;
    DROP TABLE page_visit_days;
  `);
};
