import { expect, test } from "@playwright/test";
import { messageBox } from "../support/browser";
import { createTestUser } from "../support/factories";

/** Every login screen works as plain links and forms when JavaScript is off. */
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

test("the HR Admin link leads to the HR login form without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "HR Admin Login" }).click();
  await expect(page).toHaveURL(/\/terms\?type=admin$/);
  await page.getByRole("checkbox", { name: "I have read and understood the Terms of Use." }).check();
  await page.getByRole("button", { name: "I Agree, Continue" }).click();
  await expect(page).toHaveURL(/\/login\?type=admin$/);
  await expect(page.getByRole("button", { name: "Login to HR Admin Portal" })).toBeVisible();
});

test("forgot password works as links and a plain form", async ({ page }) => {
  const { email } = await createTestUser();

  await page.goto("/login?type=employee");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Request" })).toBeVisible();
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Request Password Reset" }).click();

  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(messageBox(page, "Reset Link Sent", "status")).toContainText(
    "Password reset link has been sent to your email address. Please check your inbox.",
  );
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();
});

test("the set-password view links back to the login form", async ({ page }) => {
  await page.goto("/login?type=employee&view=set-password");
  await page.getByRole("link", { name: "Already have a password? Log in" }).click();
  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();
});
