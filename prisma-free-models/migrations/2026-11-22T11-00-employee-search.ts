import type { Migration } from "../migrator";

/**
 * The HR directory's search: one trigram index on the lower-cased text it searches
 * (the expression is SEARCH_EXPRESSION in app/services/employees.server.ts; they must
 * stay identical), so `LIKE '%term%'` is an index scan at any size. pg_trgm ships with
 * PostgreSQL's contrib (and with the embedded server). Plus the sort keys of the live
 * directory.
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX employees_search_trgm_idx ON employees USING gin (
      lower(first_name || ' ' || last_name || ' ' || employee_id || ' ' || coalesce(email, '') || ' ' || coalesce(position, '') || ' ' || coalesce(department, ''))
      gin_trgm_ops
    ) WHERE deleted_at IS NULL;
    CREATE INDEX employees_live_name_idx ON employees (lower(last_name), lower(first_name), id) WHERE deleted_at IS NULL;
    CREATE INDEX employees_live_start_date_idx ON employees (start_date) WHERE deleted_at IS NULL;
    CREATE INDEX employees_live_salary_idx ON employees (salary) WHERE deleted_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS employees_search_trgm_idx;
    DROP INDEX IF EXISTS employees_live_name_idx;
    DROP INDEX IF EXISTS employees_live_start_date_idx;
    DROP INDEX IF EXISTS employees_live_salary_idx;
  `);
};
