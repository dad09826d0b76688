import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * HR exports the directory as filtered: the "Export Excel" link downloads an .xlsx with
 * the same filter as the page, which opens with exceljs, holds exactly the filtered
 * employees, and has formula-like cells neutralised.
 */

const HEADER = [
  "Employee ID", "First Name", "Last Name", "Email", "Communication Email", "Phone", "Department", "Position", "Status",
  "Leave Status", "Employment Type", "Contract Type", "Start Date", "Gender", "Region", "Workstation", "Salary",
];

test("HR exports the filtered directory to Excel", async ({ page, context }) => {
  const tag = unique("Exp");
  await createTestEmployee({ employeeId: `${tag}-1`, firstName: "Aina", lastName: tag, department: "Finance", position: "=cmd", salary: "21000.50" });
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

  expect(rows[0]).toEqual(HEADER);
  expect(rows).toHaveLength(3);
  const byId = new Map(rows.slice(1).map((row) => [row[0], row]));
  expect([...byId.keys()].sort()).toEqual([`${tag}-1`, `${tag}-2`]);
  const aina = byId.get(`${tag}-1`)!;
  expect(aina.slice(1, 3)).toEqual(["Aina", tag]);
  expect(aina[6]).toBe("Finance");
  expect(aina[7]).toBe("'=cmd"); // neutralised: plain text, never a formula
  expect(aina[16]).toBe(21000.5);
  expect(byId.get(`${tag}-2`)![7]).toBe("Accountant");
});
