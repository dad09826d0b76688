import { expect, test } from "@playwright/test";
import { LeaveRequest, Suggestion } from "#models";
import { decideAsHr } from "~/services/leave/decisions.server";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { asCurrentUser } from "../support/current-user";
import { createTestUser, unique } from "../support/factories";
import { futureRange, pendingRequestOfNewEmployee } from "../support/leave";

/**
 * Issue 24, "focus that stays": closing a dialog returns the focus to the control that opened
 * it; an action's message is announced without taking the focus; a success message hides itself,
 * an error stays until dismissed. The page clock is driven, never waited for.
 */

test("a dialog gives the focus back to the link that opened it, and the message does not take it", async ({ page, context }) => {
  const { user: staff } = await createTestUser();
  const title = unique("Shade nets at the crusher ");
  await Suggestion.create({ title, description: "Sun.", submittedBy: staff.id });
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.clock.install();
  await page.goto(`/admin/suggestions?search=${encodeURIComponent(title)}`);
  await waitForHydration(page);
  const opener = page.getByRole("link", { name: `Update ${title}` });

  await opener.click();
  const dialog = page.getByRole("dialog", { name: `Update: ${title}` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByLabel("Status").selectOption("under_review");
  await dialog.getByRole("button", { name: "Update Suggestion" }).click();
  const message = messageBox(page, "Suggestion Updated", "status");
  await expect(message).toBeVisible();
  await expect(message).not.toBeFocused();
  await expect(opener).toBeFocused();
  // A success message goes by itself.
  await page.clock.fastForward(7_000);
  await expect(message).toHaveCount(0);
});

test("an error message stays until it is dismissed", async ({ page, context }) => {
  const range = futureRange(420, 1);
  const { staff, staffName } = await pendingRequestOfNewEmployee(range);
  const request = (await LeaveRequest.findOne({ where: { employeeId: staff.employee!.id, status: "pending" } }))!;
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.clock.install();
  await page.goto(`/admin/leave-requests?status=pending&from=${range.startDate}&to=${range.endDate}`);
  await waitForHydration(page);
  // Another HR administrator decides it while this page is open.
  const { user: other } = await createTestUser({ role: "hr" });
  await decideAsHr(asCurrentUser(other, null), request.id, "approved");
  expect((await LeaveRequest.findByPk(request.id))!.status).toBe("approved");

  await page.getByRole("button", { name: `Approve leave of ${staffName}` }).click();
  const failure = messageBox(page, "Failed to update leave request");
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("already been decided");
  await page.clock.fastForward(30_000);
  await expect(failure).toBeVisible();
  await failure.getByRole("button", { name: "Dismiss" }).click();
  await expect(failure).toHaveCount(0);
});
