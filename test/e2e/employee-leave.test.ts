import { expect, test, type Page } from "@playwright/test";
import { addDays } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createEmployeeWithManager, futureRange } from "../support/leave";

/**
 * The Leave tab: an employee with a manager requests leave in the Request Leave dialog
 * (validation, the live day count, the toast, the list) and edits the pending request;
 * the same request as plain pages and forms (JavaScript off) runs as HTTP requests in
 * test/integration/no-javascript/payslips-and-leave.test.ts.
 */

const REQUIRED = "Please fill in all required fields";
const END_BEFORE_START = "End date must be after start date";
const OVERLAP = "You already have a leave request covering some of these dates.";

function myLeaveRequests(page: Page) {
  return page.getByRole("region", { name: "My Leave Requests" }).getByRole("listitem");
}

test.describe("with JavaScript", () => {
  test("an employee requests leave in the dialog and edits the pending request", async ({ page, context }) => {
    const { staff } = await createEmployeeWithManager();
    const { startDate, endDate } = futureRange(300, 3);
    await signIn(context, staff.user.id);

    await page.goto("/leave");
    await waitForHydration(page);
    const list = page.getByRole("region", { name: "My Leave Requests" });
    await expect(list.getByText("No leave requests found", { exact: true })).toBeVisible();
    await expect(list.getByRole("link", { name: "Submit Your First Request" })).toBeVisible();

    await list.getByRole("link", { name: "New Request" }).click();
    await expect(page).toHaveURL(/\/leave\/new$/);
    const dialog = page.getByRole("dialog", { name: "Request Leave" });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.tagName)).toBe("DIALOG");
    await waitForHydration(page);

    const leaveType = dialog.getByLabel("Leave Type", { exact: true });
    const start = dialog.getByLabel("Start Date", { exact: true });
    const end = dialog.getByLabel("End Date", { exact: true });
    const submit = dialog.getByRole("button", { name: "Submit Request" });

    // Nothing filled in: the browser checks the form with the server's schema and sends nothing.
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await submit.click();
    await expect(leaveType).toHaveAccessibleDescription(REQUIRED);
    await expect(start).toHaveAccessibleDescription(REQUIRED);
    await expect(end).toHaveAccessibleDescription(REQUIRED);
    await expect(page).toHaveURL(/\/leave\/new$/);
    expect(posts).toBe(0);

    // An end date before the start date.
    await leaveType.selectOption({ label: "Vacation" });
    await start.fill(startDate);
    await end.fill(addDays(startDate, -1));
    await submit.click();
    await expect(end).toHaveAccessibleDescription(END_BEFORE_START);
    await expect(dialog.getByText(/both dates included/)).toHaveCount(0);
    expect(posts).toBe(0);

    // A valid range: the day count shows as the dates change, both dates included.
    await end.fill(endDate);
    await expect(dialog.getByText("3 days (both dates included)", { exact: true })).toBeVisible();
    await expect(end).not.toHaveAccessibleDescription(END_BEFORE_START);
    await dialog.getByLabel("Reason (optional)").fill("Family visit in Swakopmund");
    await submit.click();

    await expect(messageBox(page, "Leave request submitted successfully", "status")).toBeVisible();
    await expect(page).toHaveURL(/\/leave$/);
    await expect(dialog).toBeHidden();
    const requests = myLeaveRequests(page);
    await expect(requests).toHaveCount(1);
    const request = requests.first();
    await expect(request).toContainText("Vacation");
    await expect(request).toContainText("Pending", { useInnerText: true });
    await expect(request).toContainText(`${formatDateNa(startDate)} to ${formatDateNa(endDate)}`);
    await expect(request).toContainText("3 days");
    await expect(request).toContainText("Family visit in Swakopmund");
    await expect(list.getByText("No leave requests found", { exact: true })).toHaveCount(0);

    // Edit (shown while pending) opens the same form filled in; change the type.
    await request.getByRole("link", { name: /^Edit/ }).click();
    const editDialog = page.getByRole("dialog", { name: "Edit Leave Request" });
    await expect(editDialog).toBeVisible();
    await waitForHydration(page);
    await expect(editDialog.getByLabel("Leave Type", { exact: true })).toHaveValue("vacation");
    await expect(editDialog.getByLabel("Start Date", { exact: true })).toHaveValue(startDate);
    await expect(editDialog.getByLabel("End Date", { exact: true })).toHaveValue(endDate);
    await expect(editDialog.getByText("3 days (both dates included)", { exact: true })).toBeVisible();
    await editDialog.getByLabel("Leave Type", { exact: true }).selectOption({ label: "Personal" });
    await editDialog.getByRole("button", { name: "Update Request" }).click();

    await expect(messageBox(page, "Leave request updated successfully", "status")).toBeVisible();
    await expect(page).toHaveURL(/\/leave$/);
    await expect(editDialog).toBeHidden();
    await expect(requests).toHaveCount(1);
    await expect(request).toContainText("Personal");
    await expect(request).not.toContainText("Vacation");
    await expect(request).toContainText("Pending", { useInnerText: true });
    await expect(request).toContainText(`${formatDateNa(startDate)} to ${formatDateNa(endDate)}`);

    // A second request overlapping the first is refused by the server, on the start date.
    await list.getByRole("link", { name: "New Request" }).click();
    const again = page.getByRole("dialog", { name: "Request Leave" });
    await expect(again).toBeVisible();
    await waitForHydration(page);
    await again.getByLabel("Leave Type", { exact: true }).selectOption({ label: "Sick" });
    await again.getByLabel("Start Date", { exact: true }).fill(endDate);
    await again.getByLabel("End Date", { exact: true }).fill(addDays(endDate, 2));
    await again.getByRole("button", { name: "Submit Request" }).click();
    await expect(messageBox(page, "Failed to submit leave request")).toContainText(OVERLAP);
    await expect(again.getByLabel("Start Date", { exact: true })).toHaveAccessibleDescription(OVERLAP);
    await expect(page).toHaveURL(/\/leave\/new$/);
    await again.getByRole("link", { name: "Cancel" }).click();
    await expect(again).toBeHidden();
    await expect(requests).toHaveCount(1);
  });

  test("closing the Request Leave dialog returns to the list without a request", async ({ page, context }) => {
    const { staff } = await createEmployeeWithManager();
    await signIn(context, staff.user.id);

    await page.goto("/leave");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Submit Your First Request" }).click();
    const dialog = page.getByRole("dialog", { name: "Request Leave" });
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/leave$/);
    await expect(page.getByText("No leave requests found", { exact: true })).toBeVisible();
  });
});
