import type { Migration } from "../migrator";

/**
 * The directory's search text as a stored generated column instead of an index
 * expression: PostgreSQL builds the lower-cased text once per write rather than for
 * every row a search looks at, and the trigram index sits on the column. Same text as
 * before (names, employee ID, login email, position, department).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE employees ADD COLUMN search_text text GENERATED ALWAYS AS (
      lower(first_name || ' ' || last_name || ' ' || employee_id || ' ' || coalesce(email, '') || ' ' || coalesce(position, '') || ' ' || coalesce(department, ''))
    ) STORED;
    CREATE INDEX employees_search_text_trgm_idx ON employees USING gin (search_text gin_trgm_ops) WHERE deleted_at IS NULL;
    DROP INDEX IF EXISTS employees_search_trgm_idx;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE INDEX employees_search_trgm_idx ON employees USING gin (
      lower(first_name || ' ' || last_name || ' ' || employee_id || ' ' || coalesce(email, '') || ' ' || coalesce(position, '') || ' ' || coalesce(department, ''))
      gin_trgm_ops
    ) WHERE deleted_at IS NULL;
    DROP INDEX IF EXISTS employees_search_text_trgm_idx;
    ALTER TABLE employees DROP COLUMN search_text;
  `);
};
