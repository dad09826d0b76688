import type { Migration } from "../migrator";

/** Users, employees, sessions and the sign-in tables everything else hangs off. */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE users (
      id SERIAL PRIMARY KEY,
      email VARCHAR(255) NOT NULL UNIQUE,
      first_name VARCHAR(255),
      last_name VARCHAR(255),
      profile_image_url TEXT,
      role VARCHAR(20) NOT NULL DEFAULT 'employee' CHECK (role IN ('hr', 'employee')),
      password_hash VARCHAR(255),
      password_set BOOLEAN NOT NULL DEFAULT FALSE,
      failed_login_attempts INTEGER NOT NULL DEFAULT 0,
      last_failed_login_at TIMESTAMPTZ,
      account_locked_until TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE employees (
      id SERIAL PRIMARY KEY,
      employee_id VARCHAR(50) NOT NULL UNIQUE,
      national_id VARCHAR(50),
      first_name VARCHAR(255) NOT NULL,
      last_name VARCHAR(255) NOT NULL,
      full_name VARCHAR(255),
      email VARCHAR(255),
      communication_email VARCHAR(255),
      phone VARCHAR(50),
      gender VARCHAR(20),
      ethnic VARCHAR(50),
      region VARCHAR(50),
      employed_from VARCHAR(255),
      department VARCHAR(255),
      position VARCHAR(255),
      designation VARCHAR(255),
      workstation VARCHAR(255),
      station VARCHAR(255),
      contract_type VARCHAR(50),
      driver_status VARCHAR(50),
      license_code VARCHAR(20),
      start_date DATE,
      contract_expiry_date DATE,
      renewal_phase VARCHAR(50),
      employment_type VARCHAR(20) NOT NULL DEFAULT 'fixed-term',
      manager_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      location VARCHAR(255),
      salary DECIMAL(10,2),
      status VARCHAR(20) NOT NULL DEFAULT 'active',
      leave_status VARCHAR(20) NOT NULL DEFAULT 'at work',
      tax_number VARCHAR(50),
      social_security_number VARCHAR(50),
      bank_name VARCHAR(100),
      account_number VARCHAR(50),
      account_type VARCHAR(30),
      branch_code VARCHAR(20),
      birthday DATE,
      address TEXT,
      emergency_contact VARCHAR(255),
      emergency_phone VARCHAR(50),
      profile_picture TEXT,
      vacation_days INTEGER,
      sick_days INTEGER,
      notes TEXT,
      user_id INTEGER UNIQUE REFERENCES users(id) ON DELETE SET NULL,
      namibian_citizen BOOLEAN,
      disability_status VARCHAR(20) CHECK (disability_status IN ('none', 'physical', 'mental', 'both')),
      race_category VARCHAR(50),
      oct_overtime_hours DECIMAL(5,2),
      nov_overtime_hours DECIMAL(5,2),
      dec_overtime_hours DECIMAL(5,2),
      deleted_at TIMESTAMPTZ,
      deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX employees_status_idx ON employees (status) WHERE deleted_at IS NULL;
    CREATE INDEX employees_department_idx ON employees (department) WHERE deleted_at IS NULL;
    CREATE INDEX employees_names_idx ON employees (lower(last_name), lower(first_name));
    CREATE INDEX employees_email_idx ON employees (lower(email));
    CREATE INDEX employees_deleted_at_idx ON employees (deleted_at) WHERE deleted_at IS NOT NULL;
    CREATE INDEX employees_manager_idx ON employees (manager_id);

    CREATE TABLE sessions (
      sid VARCHAR(128) PRIMARY KEY,
      sess JSON NOT NULL,
      expire TIMESTAMPTZ NOT NULL,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE
    );
    CREATE INDEX sessions_expire_idx ON sessions (expire);
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE active_sessions (
      id SERIAL PRIMARY KEY,
      session_id VARCHAR(128) NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      user_agent TEXT,
      ip_address VARCHAR(64),
      login_time TIMESTAMPTZ NOT NULL DEFAULT now(),
      last_activity TIMESTAMPTZ NOT NULL DEFAULT now(),
      is_active BOOLEAN NOT NULL DEFAULT TRUE
    );
    CREATE INDEX active_sessions_user_idx ON active_sessions (user_id);

    CREATE TABLE user_sessions (
      id SERIAL PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      employee_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      session_id VARCHAR(128) NOT NULL UNIQUE,
      ip_address VARCHAR(64),
      user_agent TEXT,
      login_time TIMESTAMPTZ NOT NULL DEFAULT now(),
      logout_time TIMESTAMPTZ,
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX user_sessions_user_idx ON user_sessions (user_id, login_time DESC);
    CREATE INDEX user_sessions_active_idx ON user_sessions (is_active) WHERE is_active;

    CREATE TABLE page_visits (
      id SERIAL PRIMARY KEY,
      session_id VARCHAR(128),
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      employee_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      page_path VARCHAR(500) NOT NULL,
      page_title VARCHAR(255),
      visit_time TIMESTAMPTZ NOT NULL DEFAULT now(),
      time_spent INTEGER,
      referrer VARCHAR(500)
    );
    CREATE INDEX page_visits_time_idx ON page_visits (visit_time DESC);
    CREATE INDEX page_visits_user_idx ON page_visits (user_id, visit_time DESC);

    CREATE TABLE password_reset_requests (
      id SERIAL PRIMARY KEY,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      employee_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      reason TEXT NOT NULL,
      status VARCHAR(20) NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'approved', 'rejected', 'completed')),
      reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      reviewed_at TIMESTAMPTZ,
      review_note TEXT,
      token VARCHAR(128) UNIQUE,
      token_expiry TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX password_reset_requests_status_idx ON password_reset_requests (status, created_at DESC);

    CREATE TABLE data_protection_audit (
      id SERIAL PRIMARY KEY,
      action VARCHAR(100) NOT NULL,
      document_id INTEGER,
      employee_id INTEGER,
      user_id INTEGER,
      details JSONB,
      ip_address VARCHAR(64),
      user_agent TEXT,
      timestamp TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX data_protection_audit_time_idx ON data_protection_audit (timestamp DESC);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS data_protection_audit, password_reset_requests, page_visits,
      user_sessions, active_sessions, sessions, employees, users CASCADE;
  `);
};
