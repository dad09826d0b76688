import { expect, test } from "@playwright/test";
import { messageBox } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * The login screens work as plain links and forms when JavaScript is off: the way from the
 * landing page to the dashboard and out again, in Chromium (the browser's own check of the
 * screens; the HR Admin link, Forgot password and the set-password view run as HTTP
 * requests in test/integration/no-javascript/login-screens.test.ts).
 */
test.use({ javaScriptEnabled: false });

test("an employee goes from the landing page to the dashboard and logs out without JavaScript", async ({ page }) => {
  const { email, password } = await createTestUser({ firstName: "Petrus" });

  await page.goto("/");
  await page.getByRole("navigation", { name: "Login" }).getByRole("link", { name: "Employee", exact: true }).click();
  await expect(page).toHaveURL(/\/terms\?type=employee$/);
  await expect(page.getByRole("heading", { name: "Terms of Use" })).toBeVisible();

  await page.getByRole("button", { name: "I Agree, Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please confirm that you have read and understood the Terms of Use.");
  await expect(page).toHaveURL(/\/terms/);

  await page.getByRole("checkbox", { name: "I have read and understood the Terms of Use." }).check();
  await page.getByRole("checkbox", { name: "I agree to comply with these terms and to use the portal responsibly." }).check();
  await page.getByRole("button", { name: "I Agree, Continue" }).click();
  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(page.getByRole("heading", { name: "Employee Portal" })).toBeVisible();

  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Login to Employee Portal" }).click();
  await expect(messageBox(page, "Login Failed")).toContainText("Invalid email or password. Please try again.");

  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login to Employee Portal" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Petrus!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/logout-success$/);
  await expect(page.getByRole("heading", { name: "Successfully Logged Out" })).toBeVisible();

  // The session is really gone: the home page is the landing page again.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
});
