import { expect, test, type Page } from "@playwright/test";
import { attemptLogin } from "~/services/accounts/login.server";
import { employeeWithPendingRequest } from "../support/accounts";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";
import { waitForMail } from "../support/smtp-sink";

/**
 * Forgotten passwords end in a working reset (issue 11 part 2): HR reviews the request in
 * Password Resets and approves it; the employee opens the link from the mail (read from
 * the SMTP sink) and chooses a new password. And the in-portal Reset Password dialog. With
 * JavaScript here; without it (the dialogs are pages then) as HTTP requests in
 * test/integration/no-javascript/password-resets.test.ts.
 */

const NEW_PASSWORD = "Otjiwarongo#2026";

function requestRow(page: Page, name: string) {
  return page.getByRole("row").filter({ hasText: name });
}

/** The route dialog: a modal <dialog> (without JavaScript a section of the page, tested over HTTP). */
function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

test.describe(`password resets (JavaScript on)`, () => {
  test("HR approves a reset request and the employee sets a new password from the mailed link", async ({ page, context, browser }) => {
    const staff = await employeeWithPendingRequest("Forgot it after two weeks of leave");
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(context, hr.id);

    await page.goto("/admin/password-resets");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Password Reset Management" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Pending \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
    const row = requestRow(page, staff.name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(staff.employee!.employeeId);
    await expect(row).toContainText(staff.email);
    await expect(row).toContainText("Forgot it after two weeks of leave");
    await expect(row).toContainText("Pending", { useInnerText: true });

    await row.getByRole("link", { name: `Review request of ${staff.name}` }).click();
    const dialog = routeDialog(page, "Review Password Reset Request");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(staff.employee!.employeeId);
    await dialog.getByLabel("Note (optional)").fill("Confirmed in person at the Rosh Pinah office");
    await dialog.getByRole("button", { name: "Approve" }).click();

    await expect(messageBox(page, "Request Updated", "status")).toContainText("Password reset request approved successfully");
    await expect(page).toHaveURL(/\/admin\/password-resets$/);
    await expect(row).toHaveCount(0);
    await page.getByRole("link", { name: /^Reviewed \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?status=reviewed$/);
    await expect(row).toContainText("Approved", { useInnerText: true });
    await expect(row).toContainText(`by Helena ${hr.lastName}`);
    await expect(row.getByRole("link", { name: `View request of ${staff.name}` })).toBeVisible();

    const [mail] = await waitForMail((sunk) => sunk.to.includes(staff.ownMailbox) && sunk.subject === "Reset your HR portal password");
    expect(mail.text).toContain("Note from HR: Confirmed in person at the Rosh Pinah office");
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);

    const employeeContext = await browser.newContext();
    const employeePage = await employeeContext.newPage();
    await employeePage.goto(`${link.pathname}${link.search}`);
    await waitForHydration(employeePage);
    await expect(employeePage.getByRole("heading", { name: "Reset Your Password" })).toBeVisible();
    await employeePage.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await employeePage.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await employeePage.getByRole("button", { name: "Reset Password" }).click();
    await expect(employeePage.getByRole("heading", { name: "Password Reset Successful" })).toBeVisible();
    await expect(employeePage).toHaveURL(/\/$/);
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);

    // The link worked once: opened again it says so at once.
    await employeePage.goto(`${link.pathname}${link.search}`);
    await expect(employeePage.getByRole("alert")).toContainText("This password reset link is invalid or has expired.");
    await employeeContext.close();
  });

  test("an employee changes their password with the dashboard's Reset Password button", async ({ page, context }) => {
    const staff = await createTestUser({ firstName: "Tangeni" });
    await signIn(context, staff.user.id);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Actions" }).getByRole("link", { name: "Reset Password" }).click();
    const dialog = routeDialog(page, "Reset Password");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(staff.email);

    await dialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(messageBox(page, "Failed to reset password")).toContainText("Please fill in all fields");

    await dialog.getByLabel("Current Password", { exact: true }).fill("Not#MyPassword1");
    await dialog.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(messageBox(page, "Failed to reset password")).toContainText("Your current password is not correct.");
    await expect(dialog.getByLabel("Current Password", { exact: true })).toHaveAccessibleDescription(
      "Your current password is not correct.",
    );

    await dialog.getByLabel("Current Password", { exact: true }).fill(staff.password);
    await dialog.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Reset Password" }).click();
    await expect(messageBox(page, "Password Reset Successful", "status")).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    // This session stays signed in.
    await expect(page.getByRole("heading", { name: "Personal Information" })).toBeVisible();
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);
  });
});

test("the HR list refreshes itself every 30 seconds while it is open", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.clock.install();
  await page.goto("/admin/password-resets");
  await waitForHydration(page);
  const staff = await employeeWithPendingRequest("Arrived while HR was looking");
  await page.clock.fastForward(20_000);
  await expect(requestRow(page, staff.name)).toHaveCount(0);
  await page.clock.fastForward(11_000);
  await expect(requestRow(page, staff.name)).toHaveCount(1);
});
