import { expect, test, type Locator, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { makePdf } from "../support/documents";
import { createTestUser, TEST_PASSWORD, unique } from "../support/factories";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 25, "nothing typed is lost": on a slow link a person types into the server-rendered
 * form for seconds before the page's JavaScript arrives. Each test holds every script of the
 * build (/build/*.js) until the form has been filled in (text, choices, ticks, a file), then
 * lets them through, waits for hydration, and checks that the form is now the modal dialog,
 * that every value (and the file) is still there, and that the form still submits.
 */

/** Opens a page with its JavaScript held back; the answer lets it through and waits for hydration. */
async function openWithScriptsHeld(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/build\/.*\.js(\?.*)?$/;
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded and load: the page is read as soon as its HTML arrives.
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    expect(await page.evaluate(() => "__remixRouter" in window), "typed before hydration").toBe(false);
    release();
    await waitForHydration(page);
    await page.unroute(scripts);
  };
}

/** The route dialog once JavaScript runs: the same element the server drew, now modal. */
async function modalDialog(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  return dialog;
}

function chosenFileName(input: Locator) {
  return input.evaluate((element: HTMLInputElement) => Array.from(element.files ?? [], (file) => `${file.name} ${file.size}`).join(", "));
}

test("Request Leave keeps its type, dates, tick and reason, counts the days, and submits", async ({ page, context }) => {
  const { staff } = await createEmployeeWithManager();
  const { startDate, endDate } = futureRange(200, 3);
  await signIn(context, staff.user.id);
  const hydrate = await openWithScriptsHeld(page, "/leave/new");
  const form = page.getByRole("region", { name: "Request Leave" });
  await form.getByLabel("Leave Type", { exact: true }).selectOption({ label: "Vacation" });
  await form.getByLabel("Start Date", { exact: true }).fill(startDate);
  await form.getByLabel("End Date", { exact: true }).fill(endDate);
  await form.getByLabel("If this request exceeds my leave balance, send it to HR to approve as an exception.").check();
  await form.getByLabel("Reason (optional)").fill("Typed before the scripts came: a family visit in Outjo");
  await hydrate();

  const dialog = await modalDialog(page, "Request Leave");
  await expect(dialog.getByLabel("Leave Type", { exact: true })).toHaveValue("vacation");
  await expect(dialog.getByLabel("Start Date", { exact: true })).toHaveValue(startDate);
  await expect(dialog.getByLabel("End Date", { exact: true })).toHaveValue(endDate);
  await expect(dialog.getByLabel("If this request exceeds my leave balance, send it to HR to approve as an exception.")).toBeChecked();
  await expect(dialog.getByLabel("Reason (optional)")).toHaveValue("Typed before the scripts came: a family visit in Outjo");
  // The day count reads the dates as typed, not the empty defaults.
  await expect(dialog.getByText("3 days (both dates included)", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(messageBox(page, "Leave request submitted successfully", "status")).toBeVisible();
});

test("Submit Grievance keeps title, category, priority and description, and goes on to the review", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Hileni" });
  const title = unique("Dust at the crusher ");
  const description = "The extraction fans at the primary crusher have been off for a week; the crews work in thick dust.";
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, "/grievance/new");
  const form = page.getByRole("region", { name: "Submit Grievance" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("safety_concerns");
  await form.getByLabel("Priority").selectOption("high");
  await form.getByLabel("Description").fill(description);
  await hydrate();

  const dialog = await modalDialog(page, "Submit Grievance");
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Category")).toHaveValue("safety_concerns");
  await expect(dialog.getByLabel("Priority")).toHaveValue("high");
  await expect(dialog.getByLabel("Description")).toHaveValue(description);
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByText("Step 2 of 2: check your grievance, then confirm.")).toBeVisible();
  await expect(dialog.getByText(title, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm & Submit" }).click();
  await expect(messageBox(page, "Grievance Submitted", "status")).toBeVisible();
});

test("New Suggestion keeps title, category and description, and submits", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Tuhafeni" });
  const title = unique("Shade at the bus stop ");
  const description = "A shade net at the shift bus stop by the main gate: the afternoon sun is fierce while we wait.";
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, "/suggestions/new");
  const form = page.getByRole("region", { name: "New Suggestion" });
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Category").selectOption("workplace");
  await form.getByLabel("Description").fill(description);
  await hydrate();

  const dialog = await modalDialog(page, "New Suggestion");
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Category")).toHaveValue("workplace");
  await expect(dialog.getByLabel("Description")).toHaveValue(description);
  await dialog.getByRole("button", { name: "Submit Suggestion" }).click();
  await expect(messageBox(page, "Suggestion Submitted", "status")).toBeVisible();
  await expect(page.getByRole("article", { name: title })).toBeVisible();
});

test("Submit EE Request keeps subject, description, category and priority, and submits", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Martha" });
  const subject = unique("Mentoring for artisans ");
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, "/ee-committee/requests/new");
  const form = page.getByRole("region", { name: "Submit EE Request" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Description").fill("A mentoring scheme for apprentice artisans from the designated groups.");
  await form.getByLabel("Category").selectOption({ index: 1 });
  const category = await form.getByLabel("Category").inputValue();
  await form.getByLabel("Priority").selectOption({ index: 2 });
  const priority = await form.getByLabel("Priority").inputValue();
  await hydrate();

  const dialog = await modalDialog(page, "Submit EE Request");
  await expect(dialog.getByLabel("Subject")).toHaveValue(subject);
  await expect(dialog.getByLabel("Description")).toHaveValue("A mentoring scheme for apprentice artisans from the designated groups.");
  await expect(dialog.getByLabel("Category")).toHaveValue(category);
  await expect(dialog.getByLabel("Priority")).toHaveValue(priority);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(messageBox(page, "EE request submitted", "status")).toBeVisible();
});

test("Reset Password keeps the three passwords and changes the password", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Josef" });
  const next = "Smelter#Shift2027";
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, "/profile/password");
  const form = page.getByRole("region", { name: "Reset Password" });
  await form.getByLabel("Current Password", { exact: true }).fill(TEST_PASSWORD);
  await form.getByLabel("New Password", { exact: true }).fill(next);
  await form.getByLabel("Confirm Password", { exact: true }).fill(next);
  await hydrate();

  const dialog = await modalDialog(page, "Reset Password");
  await expect(dialog.getByLabel("Current Password", { exact: true })).toHaveValue(TEST_PASSWORD);
  await expect(dialog.getByLabel("New Password", { exact: true })).toHaveValue(next);
  await expect(dialog.getByLabel("Confirm Password", { exact: true })).toHaveValue(next);
  await dialog.getByRole("button", { name: "Reset Password" }).click();
  await expect(messageBox(page, "Password Reset Successful", "status")).toBeVisible();
});

test("an event's comment keeps its text and is posted", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr", firstName: "Selma" });
  const { user } = await createTestUser({ firstName: "Petrus" });
  const title = unique("Safety day ");
  const created = await api("/api/events", {
    method: "POST",
    cookie: await sessionCookieFor(hr.id),
    body: {
      title,
      eventType: "training",
      startDate: "2031-03-02T09:30",
      endDate: "",
      location: "Canteen",
      description: "Annual safety day.",
    },
  });
  expect(created.status, created.text).toBe(201);
  const eventId = (created.json!.event as { id: number }).id;
  const comment = "Typed before the scripts came: will there be transport from the Khomas shaft?";
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, `/events/${eventId}`);
  await page.getByRole("region", { name: title }).getByLabel("Add a comment").fill(comment);
  await hydrate();

  const dialog = await modalDialog(page, title);
  await expect(dialog.getByLabel("Add a comment")).toHaveValue(comment);
  await dialog.getByRole("button", { name: "Post Comment" }).click();
  await expect(messageBox(page, "Comment added successfully", "status")).toBeVisible();
  await expect(page.getByRole("dialog", { name: title }).getByText(comment, { exact: true })).toBeVisible();
});

test("Upload Document keeps the type, the description and the chosen file, and uploads it", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Loide" });
  const name = `${unique("first-aid-")}.pdf`;
  const pdf = await makePdf("First aid level 2");
  await signIn(context, user.id);
  const hydrate = await openWithScriptsHeld(page, "/documents/upload");
  const form = page.getByRole("region", { name: "Upload Document" });
  await form.getByLabel("Document type").selectOption("certificate");
  await form.getByLabel(/^Description/).fill("First aid certificate, level 2");
  await form.getByLabel("File", { exact: true }).setInputFiles({ name, mimeType: "application/pdf", buffer: pdf });
  await hydrate();

  const dialog = await modalDialog(page, "Upload Document");
  await expect(dialog.getByLabel("Document type")).toHaveValue("certificate");
  await expect(dialog.getByLabel(/^Description/)).toHaveValue("First aid certificate, level 2");
  expect(await chosenFileName(dialog.getByLabel("File", { exact: true }))).toBe(`${name} ${pdf.length}`);
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(messageBox(page, "Document uploaded successfully", "status")).toBeVisible();
  await expect(page.getByRole("link", { name: `Download ${name}` })).toBeVisible();
});

test("the Terms of Use page keeps both ticks and continues to the login", async ({ page }) => {
  const hydrate = await openWithScriptsHeld(page, "/terms?type=employee");
  await page.getByLabel("I have read and understood the Terms of Use.").check();
  await page.getByLabel("I agree to comply with these terms and to use the portal responsibly.").check();
  await hydrate();

  await expect(page.getByLabel("I have read and understood the Terms of Use.")).toBeChecked();
  await expect(page.getByLabel("I agree to comply with these terms and to use the portal responsibly.")).toBeChecked();
  await page.getByRole("button", { name: "I Agree, Continue" }).click();
  await expect(page).toHaveURL(/\/login\?type=employee/);
});
