import { expect, test, type BrowserContext } from "@playwright/test";
import { messageBox, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";
import { baseUrl, recordedSignIn } from "../support/session";

/**
 * HR's activity monitor: what an employee opened shows on Page Visits, and HR ends the
 * employee's sessions from the Sessions tab, after which the employee's next click lands
 * on the login page. With JavaScript here; as plain HTML forms without it, as HTTP requests in
 * test/integration/no-javascript/hr-admin-tools.test.ts. The tabs at phone width without
 * JavaScript stay in Chromium (a layout check).
 */

async function signInRecorded(context: BrowserContext, user: Parameters<typeof recordedSignIn>[0]) {
  const cookie = await recordedSignIn(user);
  const separator = cookie.indexOf("=");
  await context.addCookies([{ name: cookie.slice(0, separator), value: cookie.slice(separator + 1), url: baseUrl() }]);
}

test(`HR sees an employee's visits and logs them out everywhere (with JavaScript)`, async ({ browser }) => {
  const staff = await createTestUser({ firstName: "Aina", department: "Processing Plant" });
  const hr = await createTestUser({ role: "hr" });
  const employeeContext = await browser.newContext();
  await signInRecorded(employeeContext, staff.user);
  const employeePage = await employeeContext.newPage();
  await employeePage.goto("/leave");
  await waitForHydration(employeePage);
  await employeePage.goto("/payslips");

  const hrContext = await browser.newContext();
  await signInRecorded(hrContext, hr.user);
  const page = await hrContext.newPage();
  await page.goto("/admin/activity?tab=visits");
  await waitForHydration(page);
  // The employee box applies after a pause in typing, as every filter does with JavaScript.
  await page.getByLabel("Employee").fill(staff.employee!.employeeId);
  await expect(page.getByText(`Aina ${staff.employee!.lastName} (${staff.employee!.employeeId})`)).toBeVisible();
  const visits = page.getByRole("table", { name: "Page visits" });
  await expect(visits.getByRole("row").filter({ hasText: "/payslips" })).toContainText("Payslips");
  await expect(visits.getByRole("row").filter({ hasText: "/leave" })).toContainText("Leave Requests");

  await page.getByRole("link", { name: "Sessions", exact: true }).click();
  const sessions = page.getByRole("table", { name: "Sessions" });
  await expect(sessions.getByRole("row").filter({ hasText: "Processing Plant" })).toContainText("Active");
  await page.getByRole("button", { name: `Log out Aina ${staff.employee!.lastName} everywhere` }).click();
  await expect(messageBox(page, "Force Logout Successful", "status")).toContainText("Logged out 1 sessions affecting 1 users");
  await expect(sessions.getByRole("row").filter({ hasText: "Processing Plant" })).toContainText("Ended");

  await employeePage.getByRole("link", { name: "EE Committee", exact: true }).click();
  await expect(employeePage).toHaveURL(/\/login/);
  await employeeContext.close();
  await hrContext.close();
});

test("the monitor's tabs work from the URL at phone width without JavaScript", async ({ browser }) => {
  const hr = await createTestUser({ role: "hr" });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await signInRecorded(context, hr.user);
  const page = await context.newPage();
  await page.goto("/admin/activity");
  await expect(page.getByText("Total Sessions")).toBeVisible();
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { name: "Browser Usage" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Department Activity" })).toBeVisible();
  await page.getByRole("link", { name: "Session Control" }).click();
  await expect(page.getByText("HR Admin").first()).toBeVisible();
  await expect(page.getByText("Force Logout All")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
