import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestEmployee, createTestUser } from "../support/factories";
import { createTestPayslip } from "../support/payslips";

/**
 * The dashboards as layout routes (issue 9): error pages inside the frame, the frame's
 * data loaded once across tab switches, no toast from a query string, a visible
 * progress indicator, keyboard access, and phone widths with nothing off-screen.
 */

const EMPLOYEE_TAB_URLS = ["/profile", "/leave", "/leadership", "/directory", "/stats", "/payslips"];
const HR_TAB_URLS = [
  "/admin/overview",
  "/admin/statistics",
  "/admin/employees",
  "/admin/leave-requests",
  "/admin/payroll",
  "/admin/payslips",
  "/admin/outbox",
  "/admin/trash",
  "/admin/import",
  "/admin/api-tokens",
];

function employeeFrame(page: Page) {
  return page.getByRole("navigation", { name: "Employee dashboard" });
}

function hrFrame(page: Page) {
  return page.getByRole("navigation", { name: "HR dashboard" });
}

test.describe("error pages inside the frame", () => {
  test("an employee's unknown leave request keeps the header, logout and tabs", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Selma" });
    await signIn(context, user.id);
    const response = await page.goto("/leave/999999/edit");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Leave request not found.")).toBeVisible();
    await expect(employeeFrame(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByTestId("header-user-name")).toHaveText(/Selma/);
  });

  test("HR's unknown employee names what was not found, inside the HR frame", async ({ page, context }) => {
    const { user } = await createTestUser({ role: "hr" });
    await signIn(context, user.id);
    const response = await page.goto("/admin/employees/999999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Employee not found.")).toBeVisible();
    await expect(hrFrame(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("an employee on any HR page gets 403 inside their own frame, never the HR tabs", async ({ page, context }) => {
    const { user } = await createTestUser();
    await signIn(context, user.id);
    for (const path of ["/admin/overview", "/admin/employees", "/admin/payslips", "/admin/employees/1/edit"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      await expect(page.getByText("You are not allowed to see this page.")).toBeVisible();
      await expect(employeeFrame(page)).toBeVisible();
      await expect(hrFrame(page)).toHaveCount(0);
    }
  });
});

test("moving between tabs loads only the tab, not the frame again", async ({ page, context }) => {
  const { user } = await createTestUser();
  await signIn(context, user.id);
  const frameLoads: string[] = [];
  const tabLoads: string[] = [];
  page.on("request", (request) => {
    const data = new URL(request.url()).searchParams.get("_data");
    if (data === "routes/_employee") frameLoads.push(request.url());
    else if (data?.startsWith("routes/_employee.")) tabLoads.push(data);
  });
  await page.goto("/profile");
  await waitForHydration(page);
  const nav = employeeFrame(page);
  // Requests is a menu (Leave, Grievance, My Suggestions).
  await nav.locator("details:has(> summary:has-text('Requests')) > summary").click();
  await nav.getByRole("link", { name: "Leave", exact: true }).click();
  await expect(page).toHaveURL(/\/leave$/);
  await expect(page.getByRole("heading", { name: "My Leave Requests" })).toBeVisible();
  // HR Services is a menu too (Payslips, HR Documents & Policies).
  await nav.locator("details:has(> summary:has-text('HR Services')) > summary").click();
  await nav.getByRole("link", { name: "Payslips", exact: true }).click();
  await expect(page).toHaveURL(/\/payslips$/);
  await expect(page.getByRole("heading", { name: "My Payslips" })).toBeVisible();
  expect(tabLoads).toEqual(["routes/_employee.leave", "routes/_employee.payslips"]);
  expect(frameLoads).toEqual([]);
});

test("a toast never comes from the query string", async ({ page, context }) => {
  const { user } = await createTestUser({ role: "hr" });
  await signIn(context, user.id);
  await page.goto("/admin/api-tokens?revoked=1");
  await expect(page.getByRole("heading", { name: "API Tokens" })).toBeVisible();
  await expect(page.getByText("Token revoked")).toHaveCount(0);
});

test("a slow navigation shows a progress indicator and marks the page busy", async ({ page, context }) => {
  const { user } = await createTestUser();
  await signIn(context, user.id);
  await page.goto("/profile");
  await waitForHydration(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_data=routes%2F_employee\.leave$|_data=routes\/_employee\.leave$/, async (route) => {
    await held;
    await route.continue();
  });
  await employeeFrame(page).locator("details:has(> summary:has-text('Requests')) > summary").click();
  await employeeFrame(page).getByRole("link", { name: "Leave", exact: true }).click();
  await expect(page.getByRole("progressbar", { name: "Loading…" })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("heading", { name: "My Leave Requests" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.locator("body")).toHaveAttribute("aria-busy", "false");
});

test.describe("keyboard", () => {
  test("the first Tab reaches the skip link, which moves to the content", async ({ page, context }) => {
    const { user } = await createTestUser();
    await signIn(context, user.id);
    await page.goto("/leave");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("a menu closes on Escape and on a click outside", async ({ page, context }) => {
    const { user } = await createTestUser();
    await signIn(context, user.id);
    await page.goto("/profile");
    await waitForHydration(page);
    const group = employeeFrame(page).locator("details:has(> summary:has-text('Company Info'))");
    await group.locator("summary").click();
    await expect(group.getByRole("link", { name: "Leadership" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(group.getByRole("link", { name: "Leadership" })).toBeHidden();
    await expect(group.locator("summary")).toBeFocused();
    await group.locator("summary").click();
    await expect(group.getByRole("link", { name: "Leadership" })).toBeVisible();
    await page.getByTestId("header-user-name").click();
    await expect(group.getByRole("link", { name: "Leadership" })).toBeHidden();
  });

  test("the Terms dialog opens with focus on its first real control", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Employee Login" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "I have read and understood the Terms of Use." })).toBeFocused();
  });

  test("after a form action its message is announced without taking the focus", async ({ page, context }) => {
    const { user } = await createTestUser({ role: "hr" });
    await signIn(context, user.id);
    await createTestEmployee({ deletedAt: new Date(Date.now() - 31 * 86_400_000) });
    await page.goto("/admin/trash");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Cleanup Expired" }).click();
    await page
      .getByRole("dialog", { name: "Cleanup Expired Records" })
      .getByRole("button", { name: /^Delete \d+ expired records?$/ })
      .click();
    const toast = page.getByRole("status").filter({ hasText: "expired record" });
    await expect(toast).toBeVisible();
    // Issue 24: the live region announces it; the focus stays where the person works.
    await expect(toast).not.toBeFocused();
    await expect(page.locator(":focus")).not.toHaveAttribute("role", "status");
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("no employee tab is wider than the screen, and a tab's content comes first", async ({ page, context }) => {
    // Long addresses, as real ones are, must wrap rather than widen the page.
    const { user, employee } = await createTestUser({
      firstName: "Ndeshi",
      communicationEmail: "ndeshipanda.iipumbu-shikongo@example-mail.com.na",
    });
    await createTestPayslip(employee!);
    await signIn(context, user.id);
    for (const path of ["/", ...EMPLOYEE_TAB_URLS]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      if (path !== "/") await expect(page.getByRole("heading", { name: "Welcome back, Ndeshi!" }), path).toHaveCount(0);
    }
    // My Payslips: net pay and View PDF in view without scrolling sideways.
    await page.goto("/payslips");
    const row = page.locator("tbody tr").first();
    await expect(row.getByText(/^N\$/).last()).toBeInViewport();
    await expect(row.locator("td[data-label='Net']")).toBeInViewport();
    await expect(row.getByRole("link", { name: /View PDF/ })).toBeInViewport();
  });

  test("no HR tab is wider than the screen; leave decisions stay in reach", async ({ page, context }) => {
    const { user } = await createTestUser({ role: "hr" });
    await signIn(context, user.id);
    for (const path of HR_TAB_URLS) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("the dashboard home shows its cards, and a width of 768 px is still a phone", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Ndeshi" });
    await signIn(context, user.id);
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Welcome back, Ndeshi!" })).toBeVisible();
    await expect(employeeFrame(page).getByText(/^Menu/)).toBeVisible();
    await page.setViewportSize({ width: 769, height: 900 });
    await expect(employeeFrame(page).getByText(/^Menu/)).toBeHidden();
  });
});
