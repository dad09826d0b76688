import { expect, test } from "@playwright/test";
import { Employee } from "#models";
import { LEAVE_ADJUSTMENT_MESSAGES } from "~/schemas/leave-adjustments";
import { todayIso } from "~/utils/dates";
import { createTestUser } from "../support/factories";
import { messageBox, signIn, waitForHydration } from "../support/browser";

/**
 * HR's leave record of an employee (issue 23), in Chromium with JavaScript, on a phone's width:
 * overdue annual leave (never forfeited), a balance brought forward at go-live, and the written
 * agreement that gives six months. (Without JavaScript: test/integration/leave-act.test.ts.)
 */
test("HR brings a balance forward and records the written agreement on a phone", async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
  const staff = await createTestUser({ firstName: "Ndeshi" });
  // Entered today with no leave on record: the cycle before (1 March 2025 - 28 February 2026) is
  // counted unused, and its 20 days were to be granted by 30 June 2026.
  await Employee.update({ startDate: "2024-03-01" }, { where: { id: staff.employee!.id } });
  await signIn(context, hr.id);

  await page.goto(`/admin/employees/${staff.employee!.id}`);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Leave record: grant deadlines and balances brought forward" }).click();
  const record = page.getByRole("dialog", { name: `Leave record: Ndeshi ${staff.user.lastName}` });
  await expect(record).toBeVisible();
  await expect(record.getByText("Overdue: 20 days from earlier cycles should have been granted by 30 Jun 2026").first()).toBeVisible();
  await waitForHydration(page);

  // Go-live: 3 days taken in this cycle, 5 carried from the old system (the 3 come out of the
  // carried days first, oldest first: 2 are left, overdue).
  const opening = record.getByRole("form", { name: "Bring a balance forward" });
  await opening.getByLabel("As of").fill("2026-03-01");
  await opening.getByLabel("Days taken in the cycle").fill("3");
  await opening.getByLabel("Days carried in (annual only)").fill("5");
  await opening.getByLabel("Note").fill("From the payroll system");
  await opening.getByRole("button", { name: "Record Opening Balance" }).click();
  await expect(messageBox(page, LEAVE_ADJUSTMENT_MESSAGES.openingRecorded, "status")).toBeVisible();
  await expect(record.getByText("as of 01 Mar 2026: 3 taken, 5 carried")).toBeVisible();
  await expect(record.getByText("Overdue: 2 days from earlier cycles should have been granted by 30 Jun 2026").first()).toBeVisible();
  // The form is empty again for the next entry.
  await expect(opening.getByLabel("Days carried in (annual only)")).toHaveValue("0");

  // The written agreement moves that deadline to six months after the cycle: still past, later.
  const agreement = record.getByRole("form", { name: "Record a written agreement" });
  await agreement.getByLabel("Date of the agreement").fill(todayIso());
  await agreement.getByLabel("Note").fill("Signed copy in the personnel file");
  await agreement.getByRole("button", { name: "Record Agreement" }).click();
  await expect(messageBox(page, LEAVE_ADJUSTMENT_MESSAGES.extensionRecorded, "status")).toBeVisible();
  await expect(record.getByText("Overdue: 2 days from earlier cycles should have been granted by 31 Aug 2026").first()).toBeVisible();

  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
