import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * First-time passwords: (a) on the login screen, for an employee record without a
 * login; (b) the blocking set-up steps for a signed-in user without a password and
 * without a communication email, with and without JavaScript.
 */

const NEW_PASSWORD = "Kalahari#2026";

async function fillSetPassword(page: Page, email: string, password: string, confirmPassword: string) {
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(confirmPassword);
  await page.getByRole("button", { name: "Set Password" }).click();
}

test.describe("on the login screen", () => {
  test("an employee without a login sets a first password and then logs in", async ({ page }) => {
    const email = `${unique("hilma")}@namibcopper.com.na`;
    await createTestEmployee({ email, firstName: "Hilma", communicationEmail: `${unique()}@example.org` });

    await page.goto("/login?type=employee");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Set up your password (first time)" }).click();
    await expect(page.getByRole("heading", { name: "Set up your password" })).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters long", { exact: true })).toBeVisible();

    await fillSetPassword(page, email, NEW_PASSWORD, "Kalahari#2027");
    await expect(messageBox(page, "Passwords Don't Match")).toContainText("Please make sure both passwords are identical.");

    await fillSetPassword(page, email, "abcde", "abcde");
    await expect(messageBox(page, "Password Too Short")).toContainText("Password must be at least 8 characters long.");

    await fillSetPassword(page, email, NEW_PASSWORD, NEW_PASSWORD);
    await expect(messageBox(page, "Password Set Successfully", "status")).toContainText(
      "You can now log in with your credentials.",
    );
    await expect(page).toHaveURL(/\/login\?type=employee$/);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

    await page.getByLabel("Company Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login to Employee Portal" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Hilma!" })).toBeVisible();
  });

  test("an address that already has a password is refused", async ({ page }) => {
    const { email } = await createTestUser();
    await page.goto("/login?type=employee&view=set-password");
    await fillSetPassword(page, email, NEW_PASSWORD, NEW_PASSWORD);
    await expect(messageBox(page, "Registration Failed")).toContainText("Unable to set password. Please contact HR.");
    await expect(page.getByRole("heading", { name: "Set up your password" })).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`signed in without a password (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("sets a password, then a communication email, then reaches the dashboard", async ({ page, context }) => {
      const { user, email } = await createTestUser({ passwordSet: false, communicationEmail: null, firstName: "Johanna" });
      await signIn(context, user.id);

      await page.goto("/");
      await expect(page).toHaveURL(/\/setup\/password$/);
      const passwordDialog = page.getByRole("dialog", { name: "Set Up Your Security Password" });
      await expect(passwordDialog).toBeVisible();
      await expect(passwordDialog).toContainText(email);
      if (javaScriptEnabled) await waitForHydration(page);

      await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Confirm Password", { exact: true }).fill("Kalahari#2027");
      await page.getByRole("button", { name: "Set Password" }).click();
      await expect(messageBox(page, "Passwords Don't Match")).toContainText("Please make sure both password fields match.");
      await expect(page).toHaveURL(/\/setup\/password$/);

      await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Set Password" }).click();
      await expect(messageBox(page, "Password Set Successfully", "status")).toContainText(
        "Your password has been created for enhanced security.",
      );

      await expect(page).toHaveURL(/\/setup\/communication-email$/);
      await expect(page.getByRole("dialog", { name: "Set Up Communication Email" })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
      // Passes the browser's own email check (no dot is needed there) but not the portal's.
      await page.getByLabel("Communication Email", { exact: true }).fill("johanna@localhost");
      await page.getByRole("button", { name: "Save Communication Email" }).click();
      await expect(messageBox(page, "Invalid Email")).toContainText("Please enter a valid email address.");
      await expect(page).toHaveURL(/\/setup\/communication-email$/);

      await page.getByLabel("Communication Email", { exact: true }).fill(`${unique("johanna")}@example.org`);
      await page.getByRole("button", { name: "Save Communication Email" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(messageBox(page, "Communication Email Set", "status")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Welcome back, Johanna!" })).toBeVisible();
    });
  });
}
