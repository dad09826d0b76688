import type { Migration } from "../migrator";

/**
 * Leave as the Labour Act 11 of 2007 gives it (issue 23):
 * - employees.roster_days / roster_start: a repeating shift roster ("11110000" from a date) that
 *   replaces the 5- or 6-day week for working days, balances and entitlements when set;
 * - annual_leave_extensions: the written agreement (s. 23) that moves the employer's deadline
 *   to grant a finished cycle's annual leave from four to six months after the cycle;
 * - leave_opening_balances: what HR brings forward at go-live per employee and balance (days
 *   taken in the cycle that holds `as_of`, and annual days carried into it), with a note;
 * - annual_leave_overdue: per employee, carried annual days past the employer's deadline as last
 *   computed (after every decision and correction, and daily), so HR's Overview lists them
 *   with one query instead of computing every balance of the company.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE employees ADD COLUMN roster_days VARCHAR(56) CHECK (roster_days ~ '^[01]{2,56}$' AND roster_days LIKE '%1%' AND roster_days LIKE '%0%');
    ALTER TABLE employees ADD COLUMN roster_start DATE;
    ALTER TABLE employees ADD CONSTRAINT employees_roster_complete CHECK ((roster_days IS NULL) = (roster_start IS NULL));

    CREATE TABLE annual_leave_extensions (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      cycle_start DATE NOT NULL,
      agreed_on DATE NOT NULL,
      note VARCHAR(1000) NOT NULL,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (employee_id, cycle_start)
    );

    CREATE TABLE leave_opening_balances (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      balance_kind VARCHAR(20) NOT NULL CHECK (balance_kind IN ('annual', 'sick', 'compassionate', 'personal', 'emergency')),
      as_of DATE NOT NULL,
      taken INTEGER NOT NULL DEFAULT 0 CHECK (taken BETWEEN 0 AND 400),
      carried INTEGER NOT NULL DEFAULT 0 CHECK (carried BETWEEN 0 AND 400),
      note VARCHAR(1000),
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (employee_id, balance_kind),
      CHECK (carried = 0 OR balance_kind = 'annual')
    );

    CREATE TABLE annual_leave_overdue (
      employee_id INTEGER PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
      days INTEGER NOT NULL CHECK (days > 0),
      grant_by DATE NOT NULL,
      checked_on DATE NOT NULL
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE annual_leave_overdue;
    DROP TABLE leave_opening_balances;
    DROP TABLE annual_leave_extensions;
    ALTER TABLE employees DROP CONSTRAINT employees_roster_complete;
    ALTER TABLE employees DROP COLUMN roster_start;
    ALTER TABLE employees DROP COLUMN roster_days;
  `);
};
