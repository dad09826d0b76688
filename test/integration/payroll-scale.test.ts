import { afterAll, describe, expect, it } from "vitest";
import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { createTestUser } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * A mine's payroll at its real size (issue 24): 10,000 payslips at the top of the amount range
 * (N$ 99,999,999.99 each) add up to N$ 999,999,999,900.00. The totals are sums PostgreSQL
 * computes as unbounded NUMERIC; the portal must read them exactly, not answer 500.
 */
const PERIOD = "Scale test period";
let periodId = 0;

afterAll(async () => {
  const db = getDb();
  await db.query(`DELETE FROM payslips WHERE payroll_period_id = $1`, { bind: [periodId] });
  await db.query(`DELETE FROM payroll_periods WHERE id = $1`, { bind: [periodId] });
  await db.query(`DELETE FROM employees WHERE employee_id LIKE 'SCALE-%'`);
});

describe("a payroll period of 10,000 employees at the top of the salary range", () => {
  it("answers its totals exactly on the Payroll tab and in the API", async () => {
    const db = getDb();
    const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
    await db.query(
      `INSERT INTO employees (employee_id, first_name, last_name, full_name, email, department, position, start_date, status)
       SELECT 'SCALE-' || n, 'Scale', 'Worker ' || n, 'Scale Worker ' || n, 'scale' || n || '@namibcopper.com.na', 'Geology', 'Driller', '2020-01-06', 'active'
         FROM generate_series(1, 10000) AS n`,
    );
    const [period] = await db.query<{ id: number }>(
      `INSERT INTO payroll_periods (period_name, start_date, end_date, pay_date, status, total_employees, created_at, updated_at)
       VALUES ($1, '2039-01-01', '2039-01-31', '2039-01-25', 'draft', 10000, now(), now()) RETURNING id`,
      { bind: [PERIOD], type: QueryTypes.SELECT },
    );
    periodId = period.id;
    await db.query(
      `INSERT INTO payslips (payroll_period_id, employee_id, gross_salary, basic_salary, allowances, overtime, bonuses, deductions, taxes, net_salary, created_at, updated_at)
       SELECT $1, e.id, 99999999.99, 99999999.99, 0, 0, 0, 0, 0, 99999999.99, now(), now()
         FROM employees e WHERE e.employee_id LIKE 'SCALE-%'`,
      { bind: [periodId] },
    );
    const cookie = await sessionCookieFor(hr.id);
    const listed = await api("/api/payroll/periods", { cookie });
    expect(listed.status).toBe(200);
    const mine = (listed.json!.periods ?? listed.json).find((item: { id: number }) => item.id === periodId);
    expect(mine.totals).toMatchObject({ gross: "999999999900.00", net: "999999999900.00" });
    const page = await fetch(`${baseUrl()}/admin/payroll`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("N$ 999,999,999,900.00");
    // Process's confirmation sums the same in SQL (issue 24): every one of the 10,000 paid, none of them missing.
    const confirmation = await fetch(`${baseUrl()}/admin/payroll/${periodId}/process`, { headers: { Cookie: cookie } });
    expect(confirmation.status).toBe(200);
    const html = await confirmation.text();
    expect(html).toMatch(/Gross total<\/dt>\s*<dd[^>]*>N\$ 999,999,999,900\.00</);
    expect(html).toMatch(/Net total<\/dt>\s*<dd[^>]*>N\$ 999,999,999,900\.00</);
    expect(html).toContain("10,000 payslips");
    expect(html).not.toContain("(SCALE-");
  });
});
