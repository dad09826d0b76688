import { expect, test } from "@playwright/test";
import { LEAVE_MESSAGES } from "~/schemas/leave";
import { addDays, todayIso } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { approvedMaternityLeave } from "../support/maternity";

/**
 * Recording the date of birth on approved maternity leave in the dialog, with JavaScript (Labour
 * Act s. 26, issue 23): the browser checks the date with the server's schema before sending it,
 * and the leave then ends eight weeks after a late birth. The same as plain pages:
 * test/integration/no-javascript/maternity-leave.test.ts.
 */
test("an employee records the date of birth on approved maternity leave in the dialog", async ({ page, context }) => {
  const { staff, request } = await approvedMaternityLeave();
  await signIn(context, staff.user.id);
  await page.goto("/leave");
  await waitForHydration(page);

  await page.getByRole("link", { name: "Record the date of birth on maternity leave from 2026-02-02" }).click();
  await expect(page).toHaveURL(new RegExp(`/leave/${request.id}/edit$`));
  const dialog = page.getByRole("dialog", { name: "Record Date of Birth" });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);

  // A date after today is refused in the browser, with the schema's message, and nothing is sent.
  let posts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST") posts += 1;
  });
  const birth = dialog.getByLabel("Date of birth", { exact: true });
  await birth.fill(addDays(todayIso(), 1));
  await dialog.getByRole("button", { name: "Record Date of Birth" }).click();
  await expect(birth).toHaveAccessibleDescription(LEAVE_MESSAGES.birthDateInFuture);
  expect(posts).toBe(0);

  // Born two weeks late: the leave runs to eight weeks after the birth.
  await birth.fill("2026-03-16");
  await dialog.getByRole("button", { name: "Record Date of Birth" }).click();
  await expect(page).toHaveURL(/\/leave$/);
  await expect(messageBox(page, "Date of birth recorded", "status")).toContainText(formatDateNa("2026-05-10"));
  const item = page.getByRole("region", { name: "My Leave Requests" }).getByRole("listitem").first();
  await expect(item).toContainText(`${formatDateNa("2026-02-02")} to ${formatDateNa("2026-05-10")}`);
  await expect(item).toContainText(`Born ${formatDateNa("2026-03-16")}`);
});
