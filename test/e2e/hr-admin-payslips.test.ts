import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { createTestPayslip } from "../support/payslips";

/**
 * Admin Payslips hydrates without a mismatch: the page the server rendered is the page
 * React renders in the browser, with no hydration warning or error in the console.
 */

function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(message.text());
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

// An HR officer's browser in Windhoek, not the server's UTC and en-US.
test.use({ locale: "en-NA", timezoneId: "Africa/Windhoek" });

const HYDRATION = /hydrat|did not match|server rendered|Minified React error #(418|423|425)/i;

test("Admin Payslips loads without a hydration error, with and without an employee chosen", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  const staff = await createTestUser({ firstName: "Ndapewa", lastName: `Shikongo${unique("")}` });
  await createTestPayslip(staff.employee!);
  await signIn(context, hr.id);
  const messages = collectConsole(page);

  for (const path of ["/admin/payslips", `/admin/payslips?employee=${staff.employee!.id}`]) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Employee Payslips" })).toBeVisible();
    // Give React a moment to report a mismatch found while hydrating.
    await page.waitForTimeout(500);
  }
  expect(messages.filter((text) => HYDRATION.test(text))).toEqual([]);
});
