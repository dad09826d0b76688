import { expect, test, type Page } from "@playwright/test";
import { messageBox } from "../support/browser";
import { createTestUser } from "../support/factories";

/** Five wrong passwords lock the account for 15 minutes, even against the right password. */

const INVALID = "Invalid email or password. Please try again.";
const LOCKED = "Too many failed login attempts. Please try again in 15 minutes.";

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  // Wait for this attempt's answer, so an identical message from the previous one is not mistaken for it.
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/login",
  );
  await page.getByRole("button", { name: "Login to Employee Portal" }).click();
  await answered;
}

test("the fifth wrong password locks the account and then the right one is refused", async ({ page }) => {
  const { email, password } = await createTestUser();
  await page.goto("/login?type=employee");
  const failure = messageBox(page, "Login Failed");

  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await submitLogin(page, email, `wrong-password-${attempt}`);
    await expect(failure).toContainText(INVALID);
  }

  await submitLogin(page, email, "wrong-password-5");
  await expect(failure).toContainText(LOCKED);
  await expect(failure).not.toContainText(INVALID);

  await submitLogin(page, email, password);
  await expect(failure).toContainText(LOCKED);
  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(page.getByRole("heading", { name: "Employee Portal" })).toBeVisible();
});
