import { expect, test } from "@playwright/test";
import { LeaveRequest } from "#models";
import { addDays, todayIso } from "~/utils/dates";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/** The employee dashboard's On Leave Today card lists colleagues on approved leave today. */

test("a colleague on approved leave today shows on the dashboard and in the calendar", async ({ page, context }) => {
  const today = todayIso();
  const { employee } = await createTestUser({ firstName: "Albertina", department: "Processing Plant" });
  await LeaveRequest.create({
    employeeId: employee!.id,
    leaveType: "personal",
    startDate: addDays(today, -1),
    endDate: addDays(today, 1),
    days: 3,
    status: "approved",
  });
  // Someone whose leave is still pending is not on leave.
  const { employee: pending } = await createTestUser({ firstName: "Petrina" });
  await LeaveRequest.create({ employeeId: pending!.id, leaveType: "sick", startDate: today, endDate: today, days: 1, status: "pending" });
  const name = `Albertina ${employee!.lastName}`;

  const { user } = await createTestUser({ firstName: "Frieda" });
  await signIn(context, user.id);
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Welcome back, Frieda!" })).toBeVisible();

  const card = page.getByRole("region", { name: "On Leave Today" });
  const entry = card.getByRole("listitem").filter({ hasText: name });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Processing Plant");
  await expect(entry).toContainText("Personal");
  await expect(card.getByRole("listitem").filter({ hasText: `Petrina ${pending!.lastName}` })).toHaveCount(0);
  await expect(card.getByText("No one is on leave for this date")).toHaveCount(0);

  await card.getByRole("link", { name: "Open leave calendar" }).click();
  await expect(page).toHaveURL(/\/leave-calendar$/);
  await expect(page.getByRole("heading", { name: "Leave Calendar", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("Personal");
});
