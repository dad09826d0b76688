import { expect, test, type Browser, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { payrollFile } from "../support/payslips";

/**
 * HR uploads a payroll CSV on the Payroll tab with JavaScript after previewing the file's
 * first rows, and sees the toast with the counts and each refused row named by its
 * spreadsheet row. (As a plain multipart form without JavaScript: HTTP requests in
 * test/integration/no-javascript/hr-documents-and-payroll.test.ts.)
 */

async function fillPeriod(page: Page, periodName: string) {
  await page.getByLabel("Period Name").fill(periodName);
  await page.getByLabel("Start Date").fill("2026-04-01");
  await page.getByLabel("End Date").fill("2026-04-30");
}

async function expectResult(page: Page, periodName: string, employeeRef: string) {
  await expect(messageBox(page, "Payroll uploaded: 1 processed, 2 errors", "status")).toBeVisible();
  const errors = page.getByRole("region", { name: /Rows not uploaded/ });
  await expect(errors.getByRole("listitem")).toHaveText([
    "Row 3: employeeId NCM-9999 is not a current employee",
    `Row 4: employeeId ${employeeRef} appears more than once (first on row 2)`,
  ]);
  const period = page.getByRole("row").filter({ hasText: periodName });
  await expect(period).toContainText("30 Apr 2026");
  await expect(period).toContainText("Draft");
  await expect(period.getByRole("cell").nth(2)).toHaveText("1");
}

/**
 * The employee does not see the draft; HR's Process opens a dialog that shows what will be
 * published (issue 24), nothing is published until its Confirm, and then the employee sees the
 * payslip. (Without JavaScript the same confirmation is a page: the no-JavaScript journey.)
 */
async function processAndPublish(page: Page, periodName: string, employeeUserId: number, browser: Browser) {
  const employeeContext = await browser.newContext();
  await signIn(employeeContext, employeeUserId);
  const employeePage = await employeeContext.newPage();
  await employeePage.goto("/payslips");
  await expect(employeePage.getByRole("heading", { name: "My Payslips" })).toBeVisible();
  await expect(employeePage.getByText(periodName)).toHaveCount(0);

  const period = page.getByRole("row").filter({ hasText: periodName });
  await period.getByRole("link", { name: `Process ${periodName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Process ${periodName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Employees paid 1 payslip");
  await expect(dialog).toContainText("Rows not uploaded 2");
  await expect(dialog).toContainText("Gross total N$ 27,700.51");
  await expect(dialog).toContainText("Net total N$ 21,150.38");
  await expect(dialog.getByRole("list", { name: /Active employees not paid/ })).toBeVisible();
  // Cancel publishes nothing.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(period).toContainText("Draft");
  await employeePage.reload();
  await expect(employeePage.getByRole("heading", { name: "My Payslips" })).toBeVisible();
  await expect(employeePage.getByText(periodName)).toHaveCount(0);

  await period.getByRole("link", { name: `Process ${periodName}` }).click();
  await dialog.getByRole("button", { name: "Confirm: publish to 1 employee" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(messageBox(page, `Payroll processed: ${periodName} published to 1 employee`, "status")).toBeVisible();
  await expect(period).toContainText("Processed");
  await expect(period.getByRole("button", { name: `Delete ${periodName}` })).toHaveCount(0);

  await employeePage.reload();
  await expect(employeePage.getByRole("row").filter({ hasText: periodName })).toHaveCount(1);
  await employeeContext.close();
}

test("HR previews the chosen file, uploads it, and processes the draft after its confirmation", async ({ page, context, browser }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  const { employee, user, file } = await payrollFile();
  const periodName = `April 2026 ${unique()}`;

  await page.goto("/admin/payroll");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Payroll" })).toHaveAttribute("aria-current", "page");

  // Without a file the form says so before sending anything.
  await fillPeriod(page, periodName);
  await page.getByRole("button", { name: "Upload Payroll" }).click();
  await expect(page.getByText("Please select a CSV file")).toBeVisible();

  await page.getByLabel("CSV File").setInputFiles(file);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading")).toHaveText("Preview of payroll-april.csv (first 3 rows)");
  await expect(preview.getByRole("columnheader")).toHaveText([
    "EmployeeID",
    "BasicSalary",
    "Allowances",
    "Overtime",
    "WorkingDays",
    "Notes",
  ]);
  await expect(preview.getByRole("row").nth(1)).toContainText(employee.employeeId);
  await expect(preview.getByRole("row").nth(1)).toContainText("26000.50");

  await page.getByRole("button", { name: "Upload Payroll" }).click();
  await expectResult(page, periodName, employee.employeeId);
  // Rows were not uploaded: the period's name and dates stay for the corrected file (issue 24); the file and its preview go.
  await expect(page.getByLabel("Period Name")).toHaveValue(periodName);
  await expect(page.getByLabel("Start Date")).toHaveValue("2026-04-01");
  await expect(page.getByLabel("End Date")).toHaveValue("2026-04-30");
  await expect(page.getByLabel("CSV File")).toHaveValue("");
  await expect(preview).toHaveCount(0);
  await processAndPublish(page, periodName, user.id, browser);
});
