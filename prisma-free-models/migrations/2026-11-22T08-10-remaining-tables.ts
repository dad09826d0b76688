import type { Migration } from "../migrator";

/**
 * Every remaining table of the stored schema (spec 2 section 3), plus mail_outbox and api_tokens.
 * "File fields" are file_name, original_name, file_type, file_size and storage_path (files live on
 * our own disk; the path is relative to the storage root).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE affirmative_action_goals (
      id SERIAL PRIMARY KEY,
      department VARCHAR(255) NOT NULL,
      job_level VARCHAR(100),
      target_year INTEGER NOT NULL,
      women_target_percent DECIMAL(5,2) CHECK (women_target_percent BETWEEN 0 AND 100),
      disability_target_percent DECIMAL(5,2) CHECK (disability_target_percent BETWEEN 0 AND 100),
      racially_disadvantaged_target_percent DECIMAL(5,2)
        CHECK (racially_disadvantaged_target_percent BETWEEN 0 AND 100),
      notes TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE csv_imports (
      id SERIAL PRIMARY KEY,
      filename VARCHAR(255) NOT NULL,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      total_records INTEGER NOT NULL DEFAULT 0,
      valid_records INTEGER NOT NULL DEFAULT 0,
      invalid_records INTEGER NOT NULL DEFAULT 0,
      processed_records INTEGER NOT NULL DEFAULT 0,
      status VARCHAR(20) NOT NULL DEFAULT 'processing'
        CHECK (status IN ('processing', 'success', 'partial', 'failure')),
      error_log JSONB,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX csv_imports_created_idx ON csv_imports (created_at DESC);

    CREATE TABLE employee_activity (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      type VARCHAR(50) NOT NULL,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      performed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX employee_activity_employee_idx ON employee_activity (employee_id, created_at DESC);

    CREATE TABLE employee_document_folders (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL UNIQUE REFERENCES employees(id) ON DELETE CASCADE,
      drive_folder_id VARCHAR(255),
      folder_name VARCHAR(255) NOT NULL,
      folder_url TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE employee_documents (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      file_name VARCHAR(255),
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000),
      document_type VARCHAR(50) NOT NULL,
      description TEXT,
      drive_file_id VARCHAR(255),
      link_type VARCHAR(10) NOT NULL DEFAULT 'file' CHECK (link_type IN ('file', 'link')),
      external_url TEXT,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (link_type <> 'link' OR external_url IS NOT NULL)
    );
    CREATE INDEX employee_documents_employee_idx ON employee_documents (employee_id);

    CREATE TABLE deleted_documents (
      id SERIAL PRIMARY KEY,
      original_document_id INTEGER NOT NULL,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      file_name VARCHAR(255),
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000),
      document_type VARCHAR(50),
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      original_created_at TIMESTAMPTZ,
      deleted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      queried_at TIMESTAMPTZ,
      queried_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      query_reason TEXT,
      hr_notified BOOLEAN NOT NULL DEFAULT FALSE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX deleted_documents_employee_idx ON deleted_documents (employee_id);
    CREATE INDEX deleted_documents_deleted_at_idx ON deleted_documents (deleted_at DESC);

    CREATE TABLE document_deletion_requests (
      id SERIAL PRIMARY KEY,
      document_id INTEGER NOT NULL,
      requested_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      reason TEXT NOT NULL,
      status VARCHAR(20) NOT NULL DEFAULT 'pending',
      approved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      approval_reason TEXT,
      backup_path VARCHAR(1000),
      requested_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      resolved_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX document_deletion_requests_status_idx ON document_deletion_requests (status, requested_at DESC);
    CREATE INDEX document_deletion_requests_document_idx ON document_deletion_requests (document_id);

    CREATE TABLE document_backups (
      id SERIAL PRIMARY KEY,
      original_document_id INTEGER NOT NULL,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      file_name VARCHAR(255),
      original_name VARCHAR(255) NOT NULL,
      backup_path VARCHAR(1000) NOT NULL,
      backup_type VARCHAR(50) NOT NULL DEFAULT 'pre_deletion',
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX document_backups_document_idx ON document_backups (original_document_id);
    CREATE INDEX document_backups_employee_idx ON document_backups (employee_id);

    CREATE TABLE document_queries (
      id SERIAL PRIMARY KEY,
      deleted_document_id INTEGER REFERENCES deleted_documents(id) ON DELETE SET NULL,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      reason TEXT NOT NULL,
      status VARCHAR(20) NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'reviewed', 'restored', 'denied')),
      reviewed_at TIMESTAMPTZ,
      reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      review_note TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX document_queries_status_idx ON document_queries (status, created_at DESC);
    CREATE INDEX document_queries_deleted_document_idx ON document_queries (deleted_document_id);

    CREATE TABLE leave_requests (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      leave_type VARCHAR(20) NOT NULL
        CHECK (leave_type IN ('vacation', 'sick', 'personal', 'maternity', 'emergency')),
      start_date DATE NOT NULL,
      end_date DATE NOT NULL,
      days INTEGER NOT NULL,
      reason TEXT,
      status VARCHAR(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      approved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      approved_by_email VARCHAR(255),
      approval_token VARCHAR(128) UNIQUE,
      approval_token_expiry TIMESTAMPTZ,
      approver_emails TEXT,
      approval_method VARCHAR(20),
      approval_link_used BOOLEAN NOT NULL DEFAULT FALSE,
      requested_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      responded_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (end_date >= start_date)
    );
    CREATE INDEX leave_requests_employee_idx ON leave_requests (employee_id, start_date);
    CREATE INDEX leave_requests_status_idx ON leave_requests (status);
    CREATE INDEX leave_requests_dates_idx ON leave_requests (start_date, end_date);

    CREATE TABLE leave_request_documents (
      id SERIAL PRIMARY KEY,
      leave_request_id INTEGER NOT NULL REFERENCES leave_requests(id) ON DELETE CASCADE,
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX leave_request_documents_request_idx ON leave_request_documents (leave_request_id);

    CREATE TABLE payroll_periods (
      id SERIAL PRIMARY KEY,
      period_name VARCHAR(255) NOT NULL,
      start_date DATE NOT NULL,
      end_date DATE NOT NULL,
      pay_date DATE,
      status VARCHAR(20) NOT NULL DEFAULT 'draft',
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      csv_file_name VARCHAR(255),
      total_employees INTEGER NOT NULL DEFAULT 0,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (period_name, start_date, end_date),
      CHECK (end_date >= start_date)
    );
    CREATE INDEX payroll_periods_start_idx ON payroll_periods (start_date DESC);

    CREATE TABLE payslips (
      id SERIAL PRIMARY KEY,
      payroll_period_id INTEGER NOT NULL REFERENCES payroll_periods(id) ON DELETE CASCADE,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      employee_id_ref VARCHAR(50),
      gross_salary DECIMAL(10,2) NOT NULL DEFAULT 0,
      basic_salary DECIMAL(10,2) NOT NULL DEFAULT 0,
      allowances DECIMAL(10,2) NOT NULL DEFAULT 0,
      overtime DECIMAL(10,2) NOT NULL DEFAULT 0,
      bonuses DECIMAL(10,2) NOT NULL DEFAULT 0,
      deductions DECIMAL(10,2) NOT NULL DEFAULT 0,
      taxes DECIMAL(10,2) NOT NULL DEFAULT 0,
      net_salary DECIMAL(10,2) NOT NULL DEFAULT 0,
      working_days INTEGER,
      notes TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (payroll_period_id, employee_id)
    );
    CREATE INDEX payslips_employee_idx ON payslips (employee_id);

    CREATE TABLE events (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      event_type VARCHAR(20) NOT NULL
        CHECK (event_type IN ('meeting', 'training', 'holiday', 'announcement', 'deadline')),
      start_date TIMESTAMPTZ NOT NULL,
      end_date TIMESTAMPTZ,
      location VARCHAR(255),
      is_all_day BOOLEAN NOT NULL DEFAULT FALSE,
      created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR end_date >= start_date)
    );
    CREATE INDEX events_start_idx ON events (start_date);

    CREATE TABLE event_rsvps (
      id SERIAL PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      status VARCHAR(20) NOT NULL CHECK (status IN ('attending', 'not_attending', 'maybe')),
      responded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      UNIQUE (event_id, employee_id)
    );
    CREATE INDEX event_rsvps_employee_idx ON event_rsvps (employee_id);

    CREATE TABLE event_comments (
      id SERIAL PRIMARY KEY,
      event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      comment TEXT NOT NULL CHECK (btrim(comment) <> ''),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX event_comments_event_idx ON event_comments (event_id, created_at);

    CREATE TABLE hr_documents (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      category VARCHAR(100),
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      version VARCHAR(20) NOT NULL DEFAULT '1.0',
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      effective_date DATE,
      expiry_date DATE,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE document_access_log (
      id SERIAL PRIMARY KEY,
      document_id INTEGER NOT NULL REFERENCES hr_documents(id) ON DELETE CASCADE,
      employee_id INTEGER REFERENCES employees(id) ON DELETE CASCADE,
      accessed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      ip_address VARCHAR(64)
    );
    CREATE INDEX document_access_log_document_idx ON document_access_log (document_id, accessed_at DESC);
    CREATE INDEX document_access_log_employee_idx ON document_access_log (employee_id);

    CREATE TABLE grievances (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER REFERENCES employees(id) ON DELETE SET NULL,
      submitted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      is_anonymous BOOLEAN NOT NULL DEFAULT FALSE,
      title VARCHAR(255) NOT NULL,
      description TEXT NOT NULL,
      category VARCHAR(50) NOT NULL,
      priority VARCHAR(20) NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high', 'urgent')),
      status VARCHAR(20) NOT NULL DEFAULT 'submitted'
        CHECK (status IN ('open', 'submitted', 'assigned', 'in_progress', 'resolved', 'closed')),
      assigned_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
      assigned_at TIMESTAMPTZ,
      resolved_at TIMESTAMPTZ,
      resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      resolution TEXT,
      deleted_at TIMESTAMPTZ,
      deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (NOT is_anonymous OR (employee_id IS NULL AND submitted_by IS NULL))
    );
    CREATE INDEX grievances_deleted_status_idx ON grievances (deleted_at, status);
    CREATE INDEX grievances_employee_idx ON grievances (employee_id);

    CREATE TABLE grievance_comments (
      id SERIAL PRIMARY KEY,
      grievance_id INTEGER NOT NULL REFERENCES grievances(id) ON DELETE CASCADE,
      comment_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      comment TEXT NOT NULL,
      is_internal BOOLEAN NOT NULL DEFAULT FALSE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX grievance_comments_grievance_idx ON grievance_comments (grievance_id, created_at);

    CREATE TABLE suggestions (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER REFERENCES employees(id) ON DELETE CASCADE,
      submitted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      title VARCHAR(255) NOT NULL,
      description TEXT NOT NULL,
      category VARCHAR(50) NOT NULL DEFAULT 'general',
      status VARCHAR(20) NOT NULL DEFAULT 'pending' CHECK (status IN
        ('pending', 'submitted', 'under_review', 'approved', 'rejected', 'implemented', 'closed')),
      reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      reviewed_at TIMESTAMPTZ,
      review_notes TEXT,
      implementation_notes TEXT,
      deleted_at TIMESTAMPTZ,
      deleted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX suggestions_deleted_status_idx ON suggestions (deleted_at, status);
    CREATE INDEX suggestions_employee_idx ON suggestions (employee_id);

    CREATE TABLE ee_committee_members (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
      position VARCHAR(100) NOT NULL,
      department VARCHAR(255),
      start_date DATE NOT NULL,
      end_date DATE,
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      CHECK (end_date IS NULL OR end_date >= start_date)
    );
    CREATE UNIQUE INDEX ee_committee_members_active_employee_idx ON ee_committee_members (employee_id) WHERE is_active;

    CREATE TABLE ee_meeting_minutes (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      meeting_date DATE NOT NULL,
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      document_url TEXT,
      attendees TEXT,
      agenda TEXT,
      discussions TEXT,
      decisions TEXT,
      action_items TEXT,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX ee_meeting_minutes_date_idx ON ee_meeting_minutes (meeting_date DESC);

    CREATE TABLE ee_requests (
      id SERIAL PRIMARY KEY,
      employee_id INTEGER REFERENCES employees(id) ON DELETE CASCADE,
      submitted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      subject VARCHAR(255) NOT NULL,
      description TEXT NOT NULL,
      category VARCHAR(20) NOT NULL DEFAULT 'general'
        CHECK (category IN ('general', 'workplace', 'safety', 'welfare', 'other')),
      priority VARCHAR(20) NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
      status VARCHAR(20) NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'reviewed', 'discussed', 'resolved', 'closed')),
      reviewed_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      reviewed_at TIMESTAMPTZ,
      resolution TEXT,
      meeting_minutes_id INTEGER REFERENCES ee_meeting_minutes(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX ee_requests_employee_idx ON ee_requests (employee_id, created_at DESC);
    CREATE INDEX ee_requests_status_idx ON ee_requests (status);

    CREATE TABLE ee_policies (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      document_url TEXT,
      version VARCHAR(20) NOT NULL DEFAULT '1.0',
      effective_date DATE NOT NULL,
      is_active BOOLEAN NOT NULL DEFAULT TRUE,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE ee_documents (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      document_url TEXT,
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    CREATE TABLE she_documents (
      id SERIAL PRIMARY KEY,
      title VARCHAR(255) NOT NULL,
      description TEXT,
      category VARCHAR(50) NOT NULL DEFAULT 'safety',
      file_name VARCHAR(255) NOT NULL,
      original_name VARCHAR(255) NOT NULL,
      file_type VARCHAR(255),
      file_size INTEGER CHECK (file_size >= 0),
      storage_path VARCHAR(1000) NOT NULL,
      document_url TEXT,
      version VARCHAR(20),
      department VARCHAR(255) NOT NULL DEFAULT 'All Departments',
      priority VARCHAR(20) NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
      status VARCHAR(20) NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'archived')),
      uploaded_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX she_documents_status_idx ON she_documents (status, category);

    CREATE TABLE mail_outbox (
      id SERIAL PRIMARY KEY,
      to_addresses TEXT NOT NULL,
      subject TEXT NOT NULL,
      text_body TEXT,
      html_body TEXT,
      status VARCHAR(20) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      last_error TEXT,
      next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      sent_at TIMESTAMPTZ,
      related_type VARCHAR(50),
      related_id INTEGER,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);
    CREATE INDEX mail_outbox_related_idx ON mail_outbox (related_type, related_id);

    CREATE TABLE api_tokens (
      id SERIAL PRIMARY KEY,
      name VARCHAR(100) NOT NULL,
      token_hash VARCHAR(128) NOT NULL UNIQUE,
      token_prefix VARCHAR(12),
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      last_used_at TIMESTAMPTZ,
      revoked_at TIMESTAMPTZ,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX api_tokens_user_idx ON api_tokens (user_id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS api_tokens, mail_outbox, she_documents, ee_documents, ee_policies, ee_requests,
      ee_meeting_minutes, ee_committee_members, suggestions, grievance_comments, grievances,
      document_access_log, hr_documents, event_comments, event_rsvps, events, payslips, payroll_periods,
      leave_request_documents, leave_requests, document_queries, document_backups,
      document_deletion_requests, deleted_documents, employee_documents, employee_document_folders,
      employee_activity, csv_imports, affirmative_action_goals CASCADE;
  `);
};
