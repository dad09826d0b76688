import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/** Landing page -> Terms of Use dialog -> login form -> dashboard -> logout, with JavaScript. */

async function openTerms(page: Page, card: "Employee Login" | "HR Admin Login") {
  await page.getByRole("link", { name: card }).click();
  const dialog = page.getByRole("dialog", { name: "Terms of Use" });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    read: dialog.getByRole("checkbox", { name: "I have read and understood the Terms of Use." }),
    comply: dialog.getByRole("checkbox", { name: "I agree to comply with these terms and to use the portal responsibly." }),
    agree: dialog.getByRole("button", { name: "I Agree, Continue" }),
    cancel: dialog.getByRole("button", { name: "Cancel" }),
  };
}

async function logOutAndStayOut(page: Page) {
  await page.evaluate(() => {
    window.localStorage.setItem("e2e-marker", "set before logout");
    window.sessionStorage.setItem("e2e-marker", "set before logout");
  });
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/logout-success$/);
  await expect(page.getByRole("heading", { name: "Successfully Logged Out" })).toBeVisible();
  await expect(page.getByText("You have been successfully logged out of the HR Portal.")).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("e2e-marker"))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem("e2e-marker"))).toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(/\/logout-success$/);
  await expect(page.getByRole("heading", { name: "Successfully Logged Out" })).toBeVisible();
}

test("an employee agrees to the terms, logs in, and logs out", async ({ page }) => {
  const { email, password } = await createTestUser({ firstName: "Ndapewa", lastName: "Shikongo" });

  await page.goto("/");
  await waitForHydration(page);
  let terms = await openTerms(page, "Employee Login");
  expect(await terms.dialog.evaluate((element) => element.tagName)).toBe("DIALOG");
  await expect(page).toHaveURL(/\/$/);

  await expect(terms.read).not.toBeChecked();
  await expect(terms.agree).toBeDisabled();
  await expect(terms.comply).toBeDisabled();
  await terms.read.check();
  await expect(terms.agree).toBeEnabled();
  await expect(terms.comply).toBeEnabled();
  await terms.comply.check();

  // Cancel closes the dialog and resets both boxes.
  await terms.cancel.click();
  await expect(terms.dialog).toBeHidden();
  terms = await openTerms(page, "Employee Login");
  await expect(terms.read).not.toBeChecked();
  await expect(terms.comply).not.toBeChecked();
  await expect(terms.comply).toBeDisabled();
  await expect(terms.agree).toBeDisabled();

  // Unticking the first box disables the second again.
  await terms.read.check();
  await terms.read.uncheck();
  await expect(terms.comply).toBeDisabled();
  await expect(terms.agree).toBeDisabled();

  await terms.read.check();
  await terms.comply.check();
  await terms.agree.click();

  await expect(page).toHaveURL(/\/login\?type=employee$/);
  await expect(page.getByRole("heading", { name: "Employee Portal" })).toBeVisible();
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login to Employee Portal" }).click();

  await expect(page.getByRole("heading", { name: "Welcome back, Ndapewa!" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header.getByText("Employee", { exact: true })).toBeVisible();
  await expect(header.getByText("Ndapewa Shikongo", { exact: true })).toBeVisible();

  await logOutAndStayOut(page);
});

test("an HR administrator agrees to the terms, logs in to the HR dashboard, and logs out", async ({ page }) => {
  const { email, password } = await createTestUser({ role: "hr", firstName: "Selma", lastName: "Nakale" });

  await page.goto("/");
  await waitForHydration(page);
  const terms = await openTerms(page, "HR Admin Login");
  expect(await terms.dialog.evaluate((element) => element.tagName)).toBe("DIALOG");
  await expect(terms.agree).toBeDisabled();
  await expect(terms.comply).toBeDisabled();
  await terms.read.check();
  await terms.comply.check();
  await terms.agree.click();

  await expect(page).toHaveURL(/\/login\?type=admin$/);
  await expect(page.getByRole("heading", { name: "HR Admin Portal" })).toBeVisible();
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login to HR Admin Portal" }).click();

  await expect(page.getByRole("heading", { name: "HR Dashboard" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header.getByText("HR Administrator", { exact: true })).toBeVisible();
  await expect(header.getByText("Selma Nakale", { exact: true })).toBeVisible();

  await logOutAndStayOut(page);
});

test("the logout-success page clears browser storage itself when opened", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    window.localStorage.setItem("e2e-marker", "left behind");
    window.sessionStorage.setItem("e2e-marker", "left behind");
  });
  await page.goto("/logout-success");
  await expect(page.getByRole("heading", { name: "Successfully Logged Out" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("e2e-marker"))).toBeNull();
  expect(await page.evaluate(() => window.sessionStorage.getItem("e2e-marker"))).toBeNull();
});
