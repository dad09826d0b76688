import { expect, test } from "@playwright/test";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/factories";

/** The public pages, the not-found page, and where a signed-in employee may and may not go. */

test("the management team page shows six executives and the vision, and links home", async ({ page }) => {
  await page.goto("/management-team");
  await expect(page.getByRole("heading", { name: "Management Team", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
  const executives = page.getByRole("main").getByRole("listitem");
  await expect(executives).toHaveCount(6);
  await expect(executives.getByRole("heading", { level: 3 })).toHaveCount(6);
  await expect(executives.filter({ hasText: "Managing Director" })).toHaveCount(1);

  await page.getByRole("link", { name: "Back to HR Portal" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
});

test("an unknown address answers 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page/anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
});

test("the reset-password page without a token warns and goes home after about 3 seconds", async ({ page }) => {
  await page.goto("/reset-password");
  const shownAt = Date.now();
  await expect(page.getByRole("alert")).toContainText("Invalid Link");
  await expect(page.getByRole("alert")).toContainText("This password reset link is invalid. Please request a new one.");
  await expect(page).toHaveURL(/\/$/);
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
});

test.describe("signed in as an employee", () => {
  test("the login page sends the employee to the dashboard", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Kennedy" });
    await signIn(context, user.id);
    await page.goto("/login?type=employee");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Kennedy!" })).toBeVisible();
  });

  test("the leadership tab opens from the dashboard menu", async ({ page, context }) => {
    // On a phone every tab is listed by name in the collapsible menu. (On a desktop the
    // one-tab "Company Info" group is itself the link, so no link there is named Leadership.)
    await page.setViewportSize({ width: 390, height: 844 });
    const { user } = await createTestUser({ firstName: "Maria" });
    await signIn(context, user.id);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome back, Maria!" })).toBeVisible();

    const tabs = page.getByRole("navigation", { name: "Employee dashboard" });
    await tabs.getByText(/^Menu/).click();
    await tabs.getByRole("link", { name: "Leadership" }).click();
    await expect(page).toHaveURL(/\/leadership$/);
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(6);
    // The dashboard's cards belong to its home: on a tab, the tab's own content comes first.
    await expect(page.getByRole("heading", { name: "Welcome back, Maria!" })).toHaveCount(0);
    await expect(tabs.getByText("Menu: Leadership")).toBeVisible();
  });

  test("the HR overview answers Access Denied", async ({ page, context }) => {
    const { user } = await createTestUser();
    await signIn(context, user.id);
    const response = await page.goto("/admin/overview");
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "HR Dashboard" })).toHaveCount(0);
  });
});
