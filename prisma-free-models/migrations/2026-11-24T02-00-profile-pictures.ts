import type { Migration } from "../migrator";

/**
 * Profile pictures (issue 13): the small copy the portal made (256 px, metadata stripped),
 * one row per employee, in its own table so reading employees never drags the bytes along.
 * Deleting the employee deletes the picture. `employees.profile_picture` keeps the URL the
 * screens show (`/api/employees/{id}/profile-picture?v=...`).
 */
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE employee_profile_pictures (
      employee_id INTEGER PRIMARY KEY REFERENCES employees (id) ON DELETE CASCADE,
      image BYTEA NOT NULL,
      content_type VARCHAR(50) NOT NULL,
      width INTEGER NOT NULL,
      height INTEGER NOT NULL,
      updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE employee_profile_pictures`);
};
