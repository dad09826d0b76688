import { expect, test } from "@playwright/test";
import { PasswordResetRequest } from "#models";
import { settleAccountRequests } from "../support/jobs";
import { messageBox, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";

/**
 * "Forgot your password?" files a request for HR and answers every address the same way: it
 * says that HR reviews the request and mails the link once approved (issue 25), never that a link
 * "has been sent".
 */

const SENT =
  "Your request has gone to HR for review. If the address belongs to an employee or partner, a link to reset your password is emailed to you once HR approves the request; the link works for 24 hours.";

test("an employee requests a password reset from the login form", async ({ page }) => {
  const { email, user } = await createTestUser();

  await page.goto("/login?type=employee");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Request" })).toBeVisible();

  await page.getByRole("button", { name: "Request Password Reset" }).click();
  await expect(messageBox(page, "Email Required")).toContainText("Please enter your company email address.");
  expect(await PasswordResetRequest.count({ where: { userId: user.id } })).toBe(0);

  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Request Password Reset" }).click();

  await expect(messageBox(page, "Reset Link Sent", "status")).toContainText(SENT);
  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();

  await settleAccountRequests();
  const requests = await PasswordResetRequest.findAll({ where: { userId: user.id } });
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ reason: "Employee forgot password", status: "pending" });
});

test("an unknown address gets the same answer", async ({ page }) => {
  await page.goto("/login?type=employee&view=forgot");
  await expect(page.getByRole("heading", { name: "Password Reset Request" })).toBeVisible();
  await page.getByLabel("Company Email", { exact: true }).fill(`${unique("nobody")}@namibcopper.com.na`);
  await page.getByRole("button", { name: "Request Password Reset" }).click();

  await expect(messageBox(page, "Reset Link Sent", "status")).toContainText(SENT);
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();
});

test("Back to Login returns to the login form", async ({ page }) => {
  await page.goto("/login?type=admin");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Request" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/login\?type=admin$/);
  await expect(page.getByRole("heading", { name: "HR Admin Portal" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Login to HR Admin Portal" })).toBeVisible();
});
