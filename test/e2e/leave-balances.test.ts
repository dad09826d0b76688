import { expect, test, type Page } from "@playwright/test";
import { Employee } from "#models";
import { formatDateNa } from "~/utils/format";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createEmployeeWithManager, midweekHolidays } from "../support/leave";

/**
 * Issue 17: an employee sees her leave balance on the Leave tab and requests leave over a public
 * holiday; the form counts the working days as she picks the dates (with JavaScript), and the
 * answer names them (without: as HTTP requests in test/integration/no-javascript/employee-pages.test.ts).
 */

async function employee() {
  const { staff } = await createEmployeeWithManager();
  await Employee.update({ gender: "Female" }, { where: { id: staff.employee!.id } });
  return staff;
}

async function expectAnnualBalance(page: Page) {
  const balances = page.getByRole("region", { name: "Leave Balances" });
  await expect(balances).toBeVisible();
  const annual = balances.getByRole("row").filter({ has: page.getByRole("rowheader", { name: /^Annual/ }) });
  // Entitled 20, and last cycle's unused days carried in (never forfeited, issue 23).
  await expect(annual.getByRole("cell").first()).toHaveText("20+20 carried from earlier cycles");
  await expect(balances).toContainText("Monday to Friday");
}

test.describe("with JavaScript", () => {
  test("an employee sees her balance and the working days of leave over a public holiday", async ({ page, context }) => {
    const staff = await employee();
    const range = midweekHolidays()[0];
    await signIn(context, staff.user.id);
    await page.goto("/leave");
    await waitForHydration(page);
    await expectAnnualBalance(page);

    await page.getByRole("link", { name: "New Request" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Leave" });
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await dialog.getByLabel("Leave Type", { exact: true }).selectOption({ label: "Vacation" });
    await dialog.getByLabel("Start Date", { exact: true }).fill(range.startDate);
    await dialog.getByLabel("End Date", { exact: true }).fill(range.endDate);
    const count = dialog.getByTestId("leave-day-count");
    await expect(count).toHaveText("2 working days · 3 days (both dates included)");
    await expect(dialog.getByText("Annual leave left:", { exact: false })).toBeVisible();

    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\/leave$/);
    await expect(messageBox(page, "Leave request submitted successfully", "status")).toContainText(
      "2 working days (3 days inclusive of both dates).",
    );
    const request = page.getByRole("region", { name: "My Leave Requests" }).getByRole("listitem").first();
    await expect(request).toContainText(`${formatDateNa(range.startDate)} to ${formatDateNa(range.endDate)}`);
    await expect(request).toContainText("2 working days");
  });
});
