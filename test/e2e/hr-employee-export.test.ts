import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { EXPORT_HEADER } from "../support/employee-export";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * HR exports the directory as filtered: the "Export Excel" link downloads an .xlsx with
 * the same filter as the page, which opens with exceljs, holds exactly the filtered
 * employees with every field of the Employee form as typed cells (an .xlsx text cell is
 * never a formula, so no apostrophes). With JavaScript the file is fetched and saved and
 * the toast says Export successful; without JavaScript the link downloads the file (as HTTP
 * requests in test/integration/no-javascript/hr-admin-tools.test.ts).
 */

const col = (name: string) => EXPORT_HEADER.indexOf(name);

test("HR exports the filtered directory to Excel", async ({ page, context }) => {
  const tag = unique("Exp");
  await createTestEmployee({
    employeeId: `${tag}-1`,
    firstName: "Aina",
    lastName: tag,
    department: "Finance",
    position: "=cmd",
    salary: "21000.50",
  });
  await createTestEmployee({ employeeId: `${tag}-2`, firstName: "Bertha", lastName: tag, department: "Finance", position: "Accountant" });
  // Same search term, another department: filtered out.
  await createTestEmployee({ employeeId: `${tag}-3`, firstName: "Carl", lastName: tag, department: "Geology" });
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto(`/admin/employees?search=${tag}&department=Finance`);
  await waitForHydration(page);
  await expect(page.getByText(/^Showing 2 of 2 results/)).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Excel" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet("Employees")!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));

  expect(rows[0]).toEqual(EXPORT_HEADER);
  expect(rows).toHaveLength(3);
  const byId = new Map(rows.slice(1).map((row) => [row[col("Employee ID")], row]));
  expect([...byId.keys()].sort()).toEqual([`${tag}-1`, `${tag}-2`]);
  const aina = byId.get(`${tag}-1`)!;
  expect(aina.slice(0, 2)).toEqual(["Aina", tag]);
  expect(aina[col("Department")]).toBe("Finance");
  expect(aina[col("Position")]).toBe("=cmd"); // a text cell: never a formula, no apostrophe
  expect(aina[col("Salary (N$)")]).toBe(21000.5);
  expect(byId.get(`${tag}-2`)![col("Position")]).toBe("Accountant");
  await expect(page.getByRole("status").filter({ hasText: "Export successful" })).toBeVisible();

  // A failing export says so on the screen.
  await page.route("**/api/employees/export**", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await page.getByRole("link", { name: "Export Excel" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Export failed" })).toContainText(
    "Failed to export employee list. Please try again.",
  );
});
