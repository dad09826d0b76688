import type { Migration } from "../migrator";

/**
 * Recording a page visit in one round trip (bench:activity: every signed-in page view
 * pays for it). The function takes a lock for the session's transaction, so one session's
 * views are recorded one at a time (a link's loaders arrive together) and each statement
 * after it sees the visit the other added; then it closes the previous visit (time spent
 * to now, capped), or stops when the session is still on this page (the same visit), and
 * adds the visit, keeping the daily roll-up per page (page_visit_days) in step.
 * services/activity/recording.server.ts is its only caller and documents the rules.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION record_page_visit(
      p_session VARCHAR, p_user INTEGER, p_employee INTEGER, p_path VARCHAR, p_title VARCHAR,
      p_now TIMESTAMPTZ, p_referrer VARCHAR, p_ip VARCHAR, p_cap INTEGER, p_zone TEXT
    ) RETURNS VOID LANGUAGE plpgsql AS $$
    DECLARE
      previous RECORD;
      spent INTEGER;
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext(p_session));
      SELECT id, page_path, visit_time, time_spent INTO previous
        FROM page_visits WHERE session_id = p_session ORDER BY visit_time DESC LIMIT 1;
      IF FOUND AND previous.visit_time > p_now THEN
        -- Written out of order (visits are written after the answer leaves): this view
        -- ended when the later one began; the later one stays the open visit. The same page
        -- twice in a row is one visit, whichever was written first.
        IF previous.page_path = p_path THEN
          RETURN;
        END IF;
        spent := LEAST(EXTRACT(EPOCH FROM (previous.visit_time - p_now)), p_cap)::INTEGER;
        INSERT INTO page_visits (session_id, user_id, employee_id, page_path, page_title, visit_time, referrer, ip_address, time_spent)
        VALUES (p_session, p_user, p_employee, p_path, p_title, p_now, p_referrer, p_ip, spent);
        INSERT INTO page_visit_days (day, page_path, visits, time_total, timed)
        VALUES ((p_now AT TIME ZONE p_zone)::DATE, p_path, 1, spent, 1)
        ON CONFLICT (day, page_path) DO UPDATE
          SET visits = page_visit_days.visits + 1, time_total = page_visit_days.time_total + spent, timed = page_visit_days.timed + 1;
        RETURN;
      END IF;
      IF FOUND AND previous.time_spent IS NULL THEN
        IF previous.page_path = p_path THEN
          RETURN;
        END IF;
        spent := LEAST(GREATEST(EXTRACT(EPOCH FROM (p_now - previous.visit_time)), 0), p_cap)::INTEGER;
        UPDATE page_visits SET time_spent = spent WHERE id = previous.id;
        UPDATE page_visit_days SET time_total = time_total + spent, timed = timed + 1
         WHERE day = (previous.visit_time AT TIME ZONE p_zone)::DATE AND page_path = previous.page_path;
      END IF;
      INSERT INTO page_visits (session_id, user_id, employee_id, page_path, page_title, visit_time, referrer, ip_address)
      VALUES (p_session, p_user, p_employee, p_path, p_title, p_now, p_referrer, p_ip);
      INSERT INTO page_visit_days (day, page_path, visits) VALUES ((p_now AT TIME ZONE p_zone)::DATE, p_path, 1)
      ON CONFLICT (day, page_path) DO UPDATE SET visits = page_visit_days.visits + 1;
    END $$;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP FUNCTION record_page_visit;`);
};
