import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { createTestPayslip, createTestPeriod } from "../support/payslips";

/**
 * The payslip screens hydrate without a mismatch: the page the server rendered is the
 * page React renders in the browser, with no hydration warning or error in the console.
 *
 * The cause found: dates formatted in the render with Intl, which the server (Node's ICU)
 * and a browser (its own ICU) may spell differently ("25 Sep 2026" or "25 Sept 2026").
 * To make that difference show here, the browser's date formatting is made to differ on
 * purpose; the pages must not format dates in the browser at all.
 */

function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|419|422|423|425)/i;

// An HR officer's browser in Windhoek, not the server's UTC and en-US.
test.use({ locale: "en-NA", timezoneId: "Africa/Windhoek" });

test.beforeEach(async ({ page }) => {
  // A browser whose ICU spells dates differently from the server's.
  await page.addInitScript(() => {
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format")!.get!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, "format", {
      configurable: true,
      get() {
        const original = format.call(this) as (date?: Date | number) => string;
        return (date?: Date | number) => `${original(date)} (browser)`;
      },
    });
  });
});

test("Admin Payslips and Payroll load without a hydration error, with and without an employee chosen", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  const staff = await createTestUser({ firstName: "Ndapewa", lastName: `Shikongo${unique("")}` });
  await createTestPayslip(staff.employee!, {
    period: await createTestPeriod({
      periodName: `September 2026 ${unique("run-")}`,
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      payDate: "2026-09-25",
    }),
  });
  await signIn(context, hr.id);
  const messages = collectConsole(page);

  for (const path of [
    "/admin/payslips",
    `/admin/payslips?employee=${staff.employee!.id}`,
    `/admin/payslips?q=${encodeURIComponent("Ndapewa Shikongo")}`,
    "/admin/payroll",
  ]) {
    await page.goto(path);
    await waitForHydration(page);
    // React reports a mismatch found while hydrating from a task it schedules after the commit:
    // once the browser is idle, that task has run.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  }
  await page.goto(`/admin/payslips?employee=${staff.employee!.id}`);
  await expect(page.getByRole("cell", { name: "25 Sep 2026" })).toBeVisible();
  expect(messages.filter((text) => HYDRATION.test(text))).toEqual([]);
});
