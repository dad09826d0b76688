import type { Seed } from "./seeder";

/**
 * Corrects demo installs seeded before the leave seed was fixed (issue 10): its rotation
 * of leave types gave some men maternity leave. Fresh installs no longer get such rows
 * (2026-11-22T09-00-demo-leave now keeps maternity for women); this turns the existing
 * ones into vacation. Only demo employees (NCM-) are touched; real data never is.
 */
export const up: Seed = async ({ context: sequelize }) => {
  await sequelize.query(
    `UPDATE leave_requests lr SET leave_type = 'vacation', updated_at = now()
       FROM employees e
      WHERE e.id = lr.employee_id AND e.employee_id LIKE 'NCM-%' AND e.gender = 'Male' AND lr.leave_type = 'maternity'`,
  );
};

/** Nothing to undo: which rows were changed is not recorded, and maternity leave for men was the fault. */
export const down: Seed = async () => {};
