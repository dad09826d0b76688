import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";

/**
 * Grievances (issue 14) with JavaScript (without it, the same journeys run as HTTP requests in
 * test/integration/no-javascript/grievances.test.ts): an employee submits a named
 * grievance in two steps (Edit goes back with everything kept) and an anonymous one (a
 * receipt code); HR moves the named one through statuses and adds an internal and a public
 * comment; the employee sees the status and only the public reply; the anonymous one's
 * status page answers its code without signing in.
 */

function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`grievances (JavaScript on)`, () => {
  test("an employee submits a named grievance in two steps; HR answers; the employee sees only the public reply", async ({
    page,
    context,
    browser,
  }) => {
    // Two people and about twenty-five page loads: 80 s measured on a busy machine.
    const title = unique("Broken ladder ");
    const { user: employee } = await createTestUser({ firstName: "Ndapewa" });
    await signIn(context, employee.id);

    // Form, review, Edit (everything kept), review again, confirm.
    await open(page, "/grievance");
    await expect(page.getByText("HR will contact you within 2 business days.")).toBeVisible();
    await page.getByRole("link", { name: "New Grievance" }).click();
    const dialog = routeDialog(page, "Submit Grievance");
    await dialog.getByLabel("Title").fill("Bad");
    await dialog.getByLabel("Description").fill("The ladder to the crusher platform has a cracked rung.");
    await dialog.getByLabel("Category").selectOption("safety_concerns");
    await dialog.getByLabel("Priority").selectOption("high");
    await dialog.getByRole("button", { name: "Review" }).click();
    await expect(dialog.getByText("Title must be at least 5 characters")).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByRole("button", { name: "Review" }).click();
    await expect(dialog.getByText("Step 2 of 2")).toBeVisible();
    await expect(dialog.getByText(title)).toBeVisible();
    await dialog.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue(title);
    await expect(dialog.getByLabel("Description")).toHaveValue("The ladder to the crusher platform has a cracked rung.");
    await expect(dialog.getByLabel("Category")).toHaveValue("safety_concerns");
    await expect(dialog.getByLabel("Priority")).toHaveValue("high");
    await dialog.getByLabel("Description").fill("The ladder to the crusher platform has a cracked rung since Monday.");
    await dialog.getByRole("button", { name: "Review" }).click();
    await expect(dialog.getByText("since Monday.")).toBeVisible();
    await dialog.getByRole("button", { name: "Confirm & Submit" }).click();
    await expect(messageBox(page, "Grievance Submitted", "status")).toBeVisible();
    const card = page.getByRole("article", { name: title });
    await expect(card).toContainText("Submitted");

    // HR: in progress, an internal and a public comment, then resolved with a resolution.
    const hrContext = await browser.newContext();
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(hrContext, hr.id);
    const hrPage = await hrContext.newPage();
    await open(hrPage, "/admin/grievances");
    await expect(hrPage.getByText("New Grievances")).toBeVisible();
    await hrPage.getByRole("link", { name: `View ${title}` }).click();
    const view = routeDialog(hrPage, title);
    await view.getByLabel("Status", { exact: true }).selectOption("in_progress");
    await view.getByRole("button", { name: "Update Status" }).click();
    await expect(messageBox(hrPage, "Grievance Updated", "status").first()).toBeVisible(); // the live toast of the same change may show beside it
    await expect(hrPage.getByRole("row", { name: new RegExp(title) })).toContainText("In Progress");
    await hrPage.getByRole("link", { name: `View ${title}` }).click();
    await view.getByLabel("Add a comment").fill("Internal: the ladder was reported last month too.");
    await view.getByLabel("Internal note (HR only: never shown to the employee)").check();
    await view.getByRole("button", { name: "Add Comment" }).click();
    await expect(view.getByText("Internal: the ladder was reported last month too.")).toBeVisible();
    await view.getByLabel("Add a comment").fill("A new ladder is ordered; the platform is closed until then.");
    await view.getByRole("button", { name: "Add Comment" }).click();
    await expect(view.getByText("A new ladder is ordered")).toBeVisible();
    await view.getByLabel("Status", { exact: true }).selectOption("resolved");
    await view.getByRole("button", { name: "Update Status" }).click();
    await expect(view.getByText("Please describe the resolution")).toBeVisible();
    await view.getByLabel(/^Resolution/).fill("Ladder replaced on Thursday.");
    await view.getByRole("button", { name: "Update Status" }).click();
    await expect(messageBox(hrPage, "Grievance Updated", "status").first()).toBeVisible(); // the live toast of the same change may show beside it
    await expect(hrPage.getByRole("row", { name: new RegExp(title) })).toContainText("Resolved");
    await hrContext.close();

    // The employee: the status and the public reply only.
    await open(page, "/grievance");
    await expect(card).toContainText("Resolved");
    await expect(card).toContainText("Ladder replaced on Thursday.");
    await expect(card).toContainText("A new ladder is ordered; the platform is closed until then.");
    await expect(card).not.toContainText("Internal: the ladder");
  });

  test("an employee submits anonymously, keeps the receipt code, and reads the status signed out", async ({ page, context, browser }) => {
    const { user: employee } = await createTestUser({ firstName: "Ndapewa" });
    await signIn(context, employee.id);
    const anonymousTitle = unique("Night shift pressure ");
    await open(page, "/grievance/new");
    const dialog = routeDialog(page, "Submit Grievance");
    await dialog.getByLabel("Title").fill(anonymousTitle);
    await dialog.getByLabel("Description").fill("Crews are pressured to skip the lockout checks to finish early.");
    await dialog.getByLabel("Submit anonymously").check();
    await dialog.getByRole("button", { name: "Review" }).click();
    await expect(dialog.getByText("Anonymous: nothing that identifies you is stored")).toBeVisible();
    await dialog.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByLabel("Submit anonymously")).toBeChecked();
    await expect(dialog.getByLabel("Title")).toHaveValue(anonymousTitle);
    await dialog.getByRole("button", { name: "Review" }).click();
    await dialog.getByRole("button", { name: "Confirm & Submit" }).click();
    await expect(page).toHaveURL(/\/grievance\/anonymous\/receipt$/);
    const code = (await page.getByTestId("receipt-code").textContent())!.trim();
    expect(code).toMatch(/^GRV(-[A-Z0-9]{4}){5}$/);
    // Not among the employee's own grievances: nothing links it to them.
    await open(page, "/grievance");
    await expect(page.getByRole("heading", { name: "My Grievances" })).toBeVisible();
    await expect(page.getByRole("article", { name: anonymousTitle })).toHaveCount(0);

    const outside = await browser.newContext();
    const statusPage = await outside.newPage();
    await statusPage.goto("/grievance/anonymous/status");
    await statusPage.getByLabel("Receipt code").fill(code);
    await statusPage.getByRole("button", { name: "Check status" }).click();
    await expect(statusPage.getByRole("article", { name: anonymousTitle })).toContainText("Submitted");
    await statusPage.getByLabel("Receipt code").fill("GRV-AAAA-BBBB-CCCC-DDDD-EEEE");
    await statusPage.getByRole("button", { name: "Check status" }).click();
    await expect(statusPage.getByText("No grievance matches this receipt code.", { exact: false })).toBeVisible();
    await outside.close();
  });
});
