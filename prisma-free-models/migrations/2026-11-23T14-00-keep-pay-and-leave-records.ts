import type { Migration } from "../migrator";

/**
 * Pay and leave records outlive the employee record (issue 10). Namibian law keeps pay
 * records for at least five years after employment ends, so deleting an employee for good
 * must not take their payslips or leave history with it: both keep a snapshot of the
 * employee's name and employee ID, and their employee_id becomes NULL (ON DELETE SET NULL)
 * instead of cascading away.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE payslips ADD COLUMN employee_name VARCHAR(255);
    ALTER TABLE payslips ALTER COLUMN employee_id DROP NOT NULL;
    ALTER TABLE payslips DROP CONSTRAINT payslips_employee_id_fkey;
    ALTER TABLE payslips ADD CONSTRAINT payslips_employee_id_fkey
      FOREIGN KEY (employee_id) REFERENCES employees(id) ON DELETE SET NULL;

    ALTER TABLE leave_requests ADD COLUMN employee_name VARCHAR(255);
    ALTER TABLE leave_requests ADD COLUMN employee_id_ref VARCHAR(50);
    ALTER TABLE leave_requests ALTER COLUMN employee_id DROP NOT NULL;
    ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_employee_id_fkey;
    ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_employee_id_fkey
      FOREIGN KEY (employee_id) REFERENCES employees(id) ON DELETE SET NULL;
  `);
};

/** Rows of employees deleted for good (employee_id NULL) cannot go back under NOT NULL: they are removed. */
export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM payslips WHERE employee_id IS NULL;
    DELETE FROM leave_requests WHERE employee_id IS NULL;
    ALTER TABLE payslips DROP CONSTRAINT payslips_employee_id_fkey;
    ALTER TABLE payslips ADD CONSTRAINT payslips_employee_id_fkey
      FOREIGN KEY (employee_id) REFERENCES employees(id) ON DELETE CASCADE;
    ALTER TABLE payslips ALTER COLUMN employee_id SET NOT NULL;
    ALTER TABLE payslips DROP COLUMN employee_name;

    ALTER TABLE leave_requests DROP CONSTRAINT leave_requests_employee_id_fkey;
    ALTER TABLE leave_requests ADD CONSTRAINT leave_requests_employee_id_fkey
      FOREIGN KEY (employee_id) REFERENCES employees(id) ON DELETE CASCADE;
    ALTER TABLE leave_requests ALTER COLUMN employee_id SET NOT NULL;
    ALTER TABLE leave_requests DROP COLUMN employee_id_ref;
    ALTER TABLE leave_requests DROP COLUMN employee_name;
  `);
};
