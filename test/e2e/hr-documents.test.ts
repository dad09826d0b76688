import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { makePdf } from "../support/documents";
import { createTestUser, unique } from "../support/factories";

/**
 * HR Documents (issue 15): HR uploads a policy and a new version of it (the old one is
 * retired and kept); employees see only the version in force on HR Documents & Policies.
 * A SHE procedure uploaded as a draft reaches the SHE page only once HR activates it.
 * With JavaScript; without it (the dialogs are pages then) the same journeys run as HTTP
 * requests in test/integration/no-javascript/hr-documents-and-payroll.test.ts.
 */
function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`HR documents (JavaScript on)`, () => {
  test("HR uploads a policy and a new version; the employee sees the version in force", async ({ page, context, browser }) => {
    const { user: hr } = await createTestUser({ role: "hr" });
    await signIn(context, hr.id);
    const title = unique("Overtime Policy ");
    await open(page, "/admin/hr-documents");
    await expect(page).toHaveURL(/\/admin\/hr-documents\/policies$/);
    await page.getByRole("link", { name: "Upload Policy" }).click();
    const dialog = routeDialog(page, "Upload Policy");
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").selectOption("Pay & Benefits");
    await expect(dialog.getByLabel("Version")).toHaveValue("1.0");
    await dialog.getByLabel("Effective date (optional)").fill("2026-01-01");
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "overtime-v1.pdf", mimeType: "application/pdf", buffer: await makePdf("Overtime v1") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Document uploaded")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Active");

    await page.getByRole("link", { name: `New Version of ${title}` }).click();
    const version = routeDialog(page, `Upload New Version: ${title}`);
    await expect(version).toBeVisible();
    await waitForHydration(page);
    await expect(version.getByLabel("Version")).toHaveValue("1.1");
    await expect(version.getByLabel("Category")).toHaveValue("Pay & Benefits");
    await version
      .getByLabel("File")
      .setInputFiles({ name: "overtime-v1.1.pdf", mimeType: "application/pdf", buffer: await makePdf("Overtime v1.1") });
    await version.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("New version uploaded")).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: title });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "v1.1" })).toContainText("Active");
    await expect(rows.filter({ hasText: "v1.0" })).toContainText("Retired");
    await expect(rows.filter({ hasText: "v1.0" })).toContainText("Replaced by a newer version");

    const employeeContext = await browser.newContext();
    const { user } = await createTestUser();
    await signIn(employeeContext, user.id);
    const employeePage = await employeeContext.newPage();
    await employeePage.goto("/hr-policies");
    await expect(employeePage.getByRole("heading", { name: "HR Documents & Policies" })).toBeVisible();
    const item = employeePage.getByRole("listitem").filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Version 1.1");
    const download = employeePage.waitForEvent("download");
    await item.getByRole("link", { name: `Download ${title}` }).click();
    expect((await download).suggestedFilename()).toBe("overtime-v1.1.pdf");
    await employeeContext.close();
  });

  test("a SHE procedure uploaded as a draft reaches the SHE page once HR activates it", async ({ page, context, browser }) => {
    const { user: hr } = await createTestUser({ role: "hr" });
    await signIn(context, hr.id);
    const title = unique("Crusher isolation ");
    await open(page, "/admin/hr-documents/she");
    await page.getByRole("link", { name: "Upload Procedure" }).click();
    const dialog = routeDialog(page, "Upload Procedure");
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByLabel("Status").selectOption("draft");
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "isolation.pdf", mimeType: "application/pdf", buffer: await makePdf("Isolation") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Document uploaded")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Draft");

    const employeeContext = await browser.newContext();
    const { user } = await createTestUser();
    await signIn(employeeContext, user.id);
    const employeePage = await employeeContext.newPage();
    const sheSearch = `/she?section=sop&search=${encodeURIComponent(title)}`;
    await employeePage.goto(sheSearch);
    await expect(employeePage.getByText("No procedures match.")).toBeVisible();

    await page.getByRole("button", { name: `Activate ${title}` }).click();
    await expect(page.getByText("Document updated")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Active");
    await employeePage.goto(sheSearch);
    await expect(employeePage.getByRole("list", { name: "Standard operating procedures" })).toContainText(title);
    await employeeContext.close();
  });
});
