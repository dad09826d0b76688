import { expect, test, type Page } from "@playwright/test";
import { LeaveRequest } from "#models";
import { addDays, monthOf, shiftMonth, todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { dayLabel, monthTitle } from "~/utils/month-grid";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * /leave-calendar: a month of approved leave, the selected day's side panel, the
 * month arrows and the legend. The month is years ahead, so only this test's leave is in it.
 */

function dayCell(page: Page, day: string, state: string) {
  return page.getByRole("link", { name: `${dayLabel(day)}, ${state}`, exact: true });
}

test("the calendar marks the days of an approved leave and lists it for a selected day", async ({ page, context }) => {
  const month = shiftMonth(monthOf(todayIso()), 40);
  const startDate = `${month}-10`;
  const endDate = `${month}-13`;
  const { employee } = await createTestUser({ firstName: "Ndinelao", department: "Metallurgy" });
  await LeaveRequest.create({ employeeId: employee!.id, leaveType: "sick", startDate, endDate, days: 4, status: "approved" });
  const name = `Ndinelao ${employee!.lastName}`;
  const { user: viewer } = await createTestUser();
  await signIn(context, viewer.id);

  const selected = `${month}-11`;
  await page.goto(`/leave-calendar?month=${month}&date=${selected}`);
  await expect(page.getByRole("heading", { name: "Leave Calendar", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: monthTitle(month), level: 2 })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);

  // The side panel: who is on leave on the selected day.
  const panel = page.getByRole("region", { name: `On leave on ${formatDateNa(selected)}` });
  const entry = panel.getByRole("listitem").filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Sick");
  await expect(entry).toContainText("Metallurgy");
  await expect(entry).toContainText(employee!.employeeId);
  await expect(entry).toContainText(`${formatDateNa(startDate)} – ${formatDateNa(endDate)}`);
  await expect(entry).toContainText("4 days");

  // Every day of the leave is marked, and only those.
  await expect(dayCell(page, selected, "selected, 1 on leave")).toBeVisible();
  for (const day of [startDate, `${month}-12`, endDate]) await expect(dayCell(page, day, "1 on leave")).toBeVisible();
  for (const day of [addDays(startDate, -1), addDays(endDate, 1)]) await expect(dayCell(page, day, "no one on leave")).toBeVisible();

  // Choosing another day of the leave, then a day without any.
  await dayCell(page, endDate, "1 on leave").click();
  await expect(page).toHaveURL(new RegExp(`\\?month=${month}&date=${endDate}$`));
  await expect(
    page
      .getByRole("region", { name: `On leave on ${formatDateNa(endDate)}` })
      .getByRole("listitem")
      .filter({ hasText: name }),
  ).toHaveCount(1);
  await expect(dayCell(page, endDate, "selected, 1 on leave")).toBeVisible();

  const free = `${month}-20`;
  await dayCell(page, free, "no one on leave").click();
  const freePanel = page.getByRole("region", { name: `On leave on ${formatDateNa(free)}` });
  await expect(freePanel.getByText("No one is on leave for this date", { exact: true })).toBeVisible();
  await expect(freePanel.getByRole("listitem")).toHaveCount(0);

  // The month arrows.
  const next = shiftMonth(month, 1);
  await page.getByRole("link", { name: `Next month, ${monthTitle(next)}` }).click();
  await expect(page.getByRole("heading", { name: monthTitle(next), level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: monthTitle(month), level: 2 })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`month=${next}`));
  await expect(dayCell(page, `${next}-11`, "no one on leave")).toBeVisible();

  await page.getByRole("link", { name: `Previous month, ${monthTitle(month)}` }).click();
  await page.getByRole("link", { name: `Previous month, ${monthTitle(shiftMonth(month, -1))}` }).click();
  await expect(page.getByRole("heading", { name: monthTitle(shiftMonth(month, -1)), level: 2 })).toBeVisible();
  await page.getByRole("link", { name: `Next month, ${monthTitle(month)}` }).click();
  await expect(page.getByRole("heading", { name: monthTitle(month), level: 2 })).toBeVisible();
  await expect(dayCell(page, `${month}-12`, "1 on leave")).toBeVisible();

  const legend = page.getByRole("list", { name: "Legend" });
  for (const label of ["Vacation", "Sick", "Personal", "Maternity", "Emergency"]) {
    await expect(legend.getByRole("listitem").filter({ hasText: label })).toHaveCount(1);
  }

  await page.getByRole("link", { name: "← Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});
