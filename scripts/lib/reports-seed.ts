import type { Sequelize } from "sequelize";
import { DEPARTMENTS } from "~/constants";

/**
 * The company of bench:reports (issue 24), written straight into a migrated database with
 * set-based SQL (generate_series; seconds, not minutes, for 10,000 employees): employees with
 * varied work patterns (5 and 6 days, a shift roster), start dates over 26 years (some in their
 * first year, a few without one), company allowances, managers, a few inactive and trashed;
 * a year of leave (about five requests each: taken, booked, pending, rejected, across a cycle's
 * end); opening balances and written extensions for some; twelve processed monthly payroll
 * periods with a payslip for every active employee; and the rows HR's other lists show
 * (grievances, suggestions, documents, password resets, sessions and page visits).
 */

const FIRST = ["Ndapewa", "Tuyeni", "Johannes", "Maria", "Petrus", "Selma", "Hilma", "Festus", "Aina", "Kondjeni", "Zoë", "José"];
const LAST = [
  "Shikongo",
  "Amupolo",
  "Nangolo",
  "Kavari",
  "Haufiku",
  "Iipumbu",
  "Tjiramba",
  "Gowases",
  "≠Oma",
  "Müller",
  "Kandjii",
  "Mbako",
];

/** Seeds `employees` employees (ids 1..n) and returns the id of the HR user to sign in as. */
export async function seedReportsCompany(sequelize: Sequelize, employees: number): Promise<number> {
  const run = (sql: string, bind: unknown[] = []) => sequelize.query(sql, { bind });
  await run(
    `INSERT INTO users (email, first_name, last_name, role, password_set)
     SELECT 'staff' || n || '@namibcopper.com.na', ($2::text[])[1 + n % 12], ($3::text[])[1 + (n / 12) % 12],
            CASE WHEN n <= 5 THEN 'hr' ELSE 'employee' END, true
       FROM generate_series(1, $1) AS n`,
    [employees, FIRST, LAST],
  );
  // Work patterns: every 17th a 4-on-4-off roster, every 5th a 6-day week; every 13th has a
  // company allowance of 25 days; start dates from 2000 to this year; every 97th has none.
  await run(
    `INSERT INTO employees (employee_id, first_name, last_name, email, communication_email, department, position, status,
                            start_date, employment_type, user_id, salary, work_days_per_week, roster_days, roster_start,
                            vacation_days, gender, region, birthday, national_id, phone, created_at)
     SELECT 'NCM-' || lpad(u.id::text, 5, '0'), u.first_name, u.last_name, u.email, 'own' || u.id || '@example.org',
            ($1::text[])[1 + u.id % 8], 'Field Assistant', CASE WHEN u.id % 50 = 0 THEN 'inactive' ELSE 'active' END,
            CASE WHEN u.id % 97 = 0 THEN NULL ELSE DATE '2000-01-01' + (u.id * 97) % (current_date - DATE '2000-01-01') END,
            'full-time', u.id, 8000 + (u.id * 37) % 40000,
            CASE WHEN u.id % 5 = 0 THEN 6 ELSE 5 END,
            CASE WHEN u.id % 17 = 0 THEN '11110000' END, CASE WHEN u.id % 17 = 0 THEN DATE '2024-01-01' + u.id % 8 END,
            CASE WHEN u.id % 13 = 0 THEN 25 END, CASE WHEN u.id % 2 = 0 THEN 'Female' ELSE 'Male' END, 'Erongo',
            DATE '1970-01-01' + (u.id * 53) % 12000, lpad((u.id * 7919)::text, 11, '0'), '+264 81 ' || lpad(u.id::text, 7, '0'),
            now() - interval '3 years'
       FROM users u`,
    [DEPARTMENTS],
  );
  await run(`UPDATE employees SET manager_id = 1 + (id * 31) % 200 WHERE id > 200 AND id % 3 = 0`);
  await run(`UPDATE employees SET deleted_at = now() - interval '3 days', deleted_by = 1 WHERE id % 211 = 0`);
  await seedLeave(run);
  await seedPayroll(run, employees);
  await seedHrLists(run, employees);
  await run(`VACUUM ANALYZE`);
  return 1;
}

type Run = (sql: string, bind?: unknown[]) => Promise<unknown>;

async function seedLeave(run: Run) {
  // About five requests per employee over the last year and the next two months. Working days
  // are left to the table's trigger (weekdays), as an import of old records does.
  await run(
    `INSERT INTO leave_requests (employee_id, leave_type, start_date, end_date, days, status, reason, requested_at, responded_at,
                                 approval_method, employee_name, employee_id_ref)
     SELECT e.id, r.leave_type, r.start_date, r.start_date + r.length - 1, r.length, r.status, 'Family matters',
            (r.start_date - 14)::timestamptz + (e.id * 7919 % 86400) * interval '1 second',
            CASE WHEN r.status <> 'pending' THEN (r.start_date - 10)::timestamptz + (e.id * 104729 % 86400) * interval '1 second' END,
            CASE WHEN r.status <> 'pending' THEN 'portal' END, e.first_name || ' ' || e.last_name, e.employee_id
       FROM employees e
       CROSS JOIN LATERAL (VALUES
         ('vacation', current_date - 330 + (e.id * 7) % 60, 5 + e.id % 10, 'approved'),
         ('sick', current_date - 220 + (e.id * 11) % 60, 1 + e.id % 3, 'approved'),
         ('vacation', current_date - 120 + (e.id * 13) % 150, 3 + e.id % 8, CASE WHEN e.id % 4 = 0 THEN 'pending' ELSE 'approved' END),
         (CASE e.id % 3 WHEN 0 THEN 'compassionate' WHEN 1 THEN 'personal' ELSE 'emergency' END,
          current_date - 60 + (e.id * 3) % 50, 1 + e.id % 2, CASE WHEN e.id % 7 = 0 THEN 'rejected' ELSE 'approved' END),
         ('vacation', current_date + 10 + (e.id * 5) % 40, 5, CASE WHEN e.id % 3 = 0 THEN 'pending' ELSE 'approved' END)
       ) AS r(leave_type, start_date, length, status)
      WHERE r.start_date >= coalesce(e.start_date, DATE '1900-01-01')`,
  );
  // Leave across the end of the employee's annual cycle (its anniversary this year), for every 9th.
  await run(
    `INSERT INTO leave_requests (employee_id, leave_type, start_date, end_date, days, status, requested_at, responded_at,
                                 approval_method, employee_name, employee_id_ref)
     SELECT e.id, 'vacation', a.day - 3, a.day + 4, 8, 'approved', (a.day - 30)::timestamptz, (a.day - 25)::timestamptz, 'portal',
            e.first_name || ' ' || e.last_name, e.employee_id
       FROM employees e
       CROSS JOIN LATERAL (SELECT (e.start_date + make_interval(years => extract(year FROM age(current_date, e.start_date))::int))::date AS day) a
      WHERE e.id % 9 = 0 AND e.start_date < current_date - 400`,
  );
  // Opening balances at go-live for every 20th (annual, with carried days) and every 40th (sick).
  await run(
    `INSERT INTO leave_opening_balances (employee_id, balance_kind, as_of, taken, carried, note, created_by, created_at, updated_at)
     SELECT id, 'annual', greatest(start_date, current_date - 400), 3 + id % 5, 2 + id % 9, 'From the old register', 1, now(), now()
       FROM employees WHERE id % 20 = 0 AND start_date IS NOT NULL
     UNION ALL
     SELECT id, 'sick', greatest(start_date, current_date - 400), 2, 0, 'From the old register', 1, now(), now()
       FROM employees WHERE id % 40 = 0 AND start_date IS NOT NULL`,
  );
  // A written agreement (six months to grant) for last cycle's days of every 30th.
  await run(
    `INSERT INTO annual_leave_extensions (employee_id, cycle_start, agreed_on, note, created_by, created_at, updated_at)
     SELECT e.id, c.start, c.start + 30, 'Agreed in writing', 1, now(), now()
       FROM employees e
       CROSS JOIN LATERAL (SELECT (e.start_date + make_interval(years => extract(year FROM age(current_date, e.start_date))::int - 1))::date AS start) c
      WHERE e.id % 30 = 0 AND e.start_date < current_date - 800`,
  );
}

async function seedPayroll(run: Run, employees: number) {
  await run(
    `INSERT INTO payroll_periods (period_name, start_date, end_date, pay_date, status, uploaded_by, csv_file_name, total_employees,
                                  processed_at, processed_by)
     SELECT to_char(m, 'FMMonth YYYY'), m::date, (m + interval '1 month - 1 day')::date, (m + interval '24 days')::date, 'processed', 1,
            'payroll-' || to_char(m, 'YYYY-MM') || '.csv', $1, m + interval '25 days', 1
       FROM generate_series(date_trunc('month', current_date) - interval '12 months', date_trunc('month', current_date) - interval '1 month',
                            interval '1 month') AS m`,
    [employees],
  );
  await run(
    `INSERT INTO payslips (payroll_period_id, employee_id, employee_id_ref, employee_name, gross_salary, basic_salary, allowances,
                           overtime, bonuses, deductions, taxes, net_salary, working_days)
     SELECT p.id, e.id, e.employee_id, e.first_name || ' ' || e.last_name, e.salary + 1500, e.salary, 1000, 500, 0,
            round(e.salary * 0.05, 2), round(e.salary * 0.18, 2), e.salary + 1500 - round(e.salary * 0.05, 2) - round(e.salary * 0.18, 2), 22
       FROM payroll_periods p CROSS JOIN employees e WHERE e.status = 'active'`,
  );
}

async function seedHrLists(run: Run, employees: number) {
  await run(
    `INSERT INTO grievances (employee_id, submitted_by, title, description, category, priority, status, created_at, updated_at)
     SELECT e.id, e.user_id, 'Shift change at the pit', 'The roster was changed without notice.',
            (ARRAY['safety_concerns','working_conditions','unfair_treatment','other'])[1 + e.id % 4],
            (ARRAY['low','medium','high','urgent'])[1 + e.id % 4], (ARRAY['submitted','in_progress','resolved'])[1 + e.id % 3],
            now() - (e.id % 300) * interval '1 day', now()
       FROM employees e WHERE e.id % 10 = 0`,
  );
  await run(
    `INSERT INTO suggestions (employee_id, submitted_by, title, description, category, status, created_at, updated_at)
     SELECT e.id, e.user_id, 'Shade at the bus stop', 'A roof over the waiting area by the gate.', 'general',
            (ARRAY['pending','under_review','approved','implemented'])[1 + e.id % 4], now() - (e.id % 300) * interval '1 day', now()
       FROM employees e WHERE e.id % 10 = 5`,
  );
  await run(
    `INSERT INTO employee_documents (employee_id, file_name, original_name, file_type, file_size, storage_path, document_type,
                                     uploaded_by, created_at, updated_at, scan_status)
     SELECT e.id, 'doc-' || e.id || '.pdf', 'Contract ' || e.employee_id || '.pdf', 'application/pdf', 120000,
            'employees/' || e.id || '/doc-' || e.id || '.pdf', 'contract', 1, now() - (e.id % 300) * interval '1 day', now(), 'clean'
       FROM employees e`,
  );
  await run(
    `INSERT INTO password_reset_requests (user_id, employee_id, reason, status, created_at, updated_at)
     SELECT e.user_id, e.id, 'Employee forgot password', CASE WHEN e.id % 40 = 0 THEN 'pending' ELSE 'completed' END,
            now() - (e.id % 90) * interval '1 day', now()
       FROM employees e WHERE e.id % 20 = 0`,
  );
  // Sessions and visits over 90 days, for the activity monitor's default view.
  await run(
    `INSERT INTO user_sessions (user_id, employee_id, session_id, ip_address, user_agent, browser, login_time, logout_time, is_active)
     SELECT 1 + n % $1, 1 + n % $1, 'bench-' || n, '10.0.' || (n % 250) || '.7', 'Mozilla/5.0 Chrome/120.0', 'Chrome',
            now() - ((n::float / ($1 * 3)) * interval '90 days'), now() - ((n::float / ($1 * 3)) * interval '90 days') + interval '20 minutes', false
       FROM generate_series(0, $1 * 3 - 1) AS n`,
    [employees],
  );
  await run(
    `INSERT INTO page_visits (session_id, user_id, employee_id, page_path, page_title, visit_time, time_spent, ip_address)
     SELECT us.session_id, us.user_id, us.employee_id, (ARRAY['/','/leave','/payslips','/profile','/directory'])[1 + v.k % 5], 'Page',
            us.login_time + v.k * interval '1 minute', 30, us.ip_address
       FROM user_sessions us CROSS JOIN generate_series(0, 4) AS v(k)`,
  );
  await run(
    `INSERT INTO page_visit_days (day, page_path, visits, time_total, timed)
     SELECT (visit_time AT TIME ZONE 'Africa/Windhoek')::date, page_path, count(*), sum(time_spent), count(time_spent) FROM page_visits GROUP BY 1, 2`,
  );
}
