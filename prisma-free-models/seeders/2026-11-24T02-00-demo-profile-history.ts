import type { Seed } from "./seeder";

/**
 * A change history for the demo company (issue 13), so the Activity tab and HR's record
 * pages show something on first start: "Employee created" on each demo employee's start
 * date, by HR, and for every third one a later "Profile updated" by the employee (field
 * names only, as real rows are written). Only demo employees (NCM-) without any history
 * get rows; real data is never touched.
 */
export const up: Seed = async ({ context: sequelize }) => {
  // Raw SQL: one statement per kind of row over every demo employee.
  await sequelize.query(
    `INSERT INTO employee_activity (employee_id, type, title, description, performed_by, created_at)
     SELECT e.id, 'created', 'Employee created',
            'Created ' || e.first_name || ' ' || e.last_name || ' (' || e.employee_id || ') with status ' || e.status,
            (SELECT id FROM users WHERE role = 'hr' ORDER BY id LIMIT 1),
            LEAST(COALESCE(e.start_date::timestamp + interval '8 hours', e.created_at), now() - interval '1 day')
       FROM employees e
      WHERE e.employee_id LIKE 'NCM-%'
        AND NOT EXISTS (SELECT 1 FROM employee_activity a WHERE a.employee_id = e.id)`,
  );
  await sequelize.query(
    `INSERT INTO employee_activity (employee_id, type, title, description, performed_by, created_at)
     SELECT e.id, 'updated', 'Profile updated', 'Changed: Phone, Emergency Contact, Emergency Phone', e.user_id,
            now() - (e.id % 40 + 2) * interval '1 day'
       FROM employees e
      WHERE e.employee_id LIKE 'NCM-%' AND e.user_id IS NOT NULL AND e.id % 3 = 0
        AND (SELECT count(*) FROM employee_activity a WHERE a.employee_id = e.id) = 1`,
  );
};

export const down: Seed = async ({ context: sequelize }) => {
  await sequelize.query(
    `DELETE FROM employee_activity a USING employees e
      WHERE e.id = a.employee_id AND e.employee_id LIKE 'NCM-%'
        AND ((a.title = 'Employee created' AND a.type = 'created')
          OR (a.title = 'Profile updated' AND a.description = 'Changed: Phone, Emergency Contact, Emergency Phone'))`,
  );
};
