import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";

/**
 * The suggestion box (issue 14) with JavaScript (the same journey without JavaScript is
 * test/integration/no-javascript/suggestions.test.ts, as HTTP requests): an employee submits a
 * suggestion (the category is required), HR finds it by search, updates its status with
 * review notes, and the employee sees the new status and the notes after a reload.
 */

function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`suggestions (JavaScript on)`, () => {
  test("an employee suggests; HR updates it; the employee sees the status and notes after a reload", async ({ page, context, browser }) => {
    const title = unique("Water points at the pit ");
    const { user: employee } = await createTestUser({ firstName: "Johannes" });
    await signIn(context, employee.id);

    await open(page, "/suggestions");
    await expect(page.getByRole("heading", { name: "My Suggestions" })).toBeVisible();
    await page.getByRole("link", { name: "New Suggestion" }).click();
    const dialog = routeDialog(page, "New Suggestion");
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Cold drinking water points along the haul road for the crews in summer.");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(dialog.getByText("Please select a category")).toBeVisible();
    await dialog.getByLabel("Category").selectOption("workplace");
    await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
    await expect(messageBox(page, "Suggestion Submitted", "status")).toBeVisible();
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Pending Review");

    const hrContext = await browser.newContext();
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(hrContext, hr.id);
    const hrPage = await hrContext.newPage();
    await open(hrPage, "/admin/suggestions");
    await hrPage.getByLabel("Search").fill(title);
    await expect(hrPage.getByRole("row", { name: new RegExp(title) })).toContainText("Johannes");
    await hrPage.getByRole("link", { name: `Update ${title}` }).click();
    const update = routeDialog(hrPage, `Update: ${title}`);
    await update.getByLabel("Status").selectOption("rejected");
    await update.getByLabel("Review notes (optional)").fill("The haul road has water tankers already; see the SHE notice.");
    await update.getByRole("button", { name: "Update Suggestion" }).click();
    // One toast: HR's own confirmation (the live update goes to the submitter and the other HR users only).
    await expect(messageBox(hrPage, "Suggestion Updated", "status").filter({ hasText: `"${title}" is now Not Accepted.` })).toBeVisible();
    await expect(hrPage.getByRole("row", { name: new RegExp(title) })).toContainText("Not Accepted");
    await hrContext.close();

    await page.reload();
    await expect(card).toContainText("Not Accepted");
    await expect(card).toContainText("The haul road has water tankers already; see the SHE notice.");
  });
});
