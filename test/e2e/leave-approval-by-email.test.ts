import { expect, test, type Browser, type Page } from "@playwright/test";
import { LeaveRequest } from "#models";
import { formatDateNa } from "~/utils/format";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { approvalLinksIn, waitForMail } from "../support/smtp-sink";

/**
 * Approval by email: the employee requests leave, the approval mail reaches the
 * manager's personal address, and the manager decides on the linked page, which
 * works and ships no JavaScript, by confirming with their company email address.
 * The employee sees the decision and receives a mail about it; the link then is dead.
 * This journey stays in Chromium as the browser's own check of the page without JavaScript;
 * the rejection and the invalid links run as HTTP requests in
 * test/integration/no-javascript/leave-approval-by-email.test.ts.
 */

const INVALID = "This approval link is invalid or has expired.";

async function requestLeave(page: Page, range: { startDate: string; endDate: string }) {
  await page.goto("/leave/new");
  const dialog = page.getByRole("dialog", { name: "Request Leave" });
  await expect(dialog).toBeVisible();
  await waitForHydration(page);
  await dialog.getByLabel("Leave Type", { exact: true }).selectOption({ label: "Vacation" });
  await dialog.getByLabel("Start Date", { exact: true }).fill(range.startDate);
  await dialog.getByLabel("End Date", { exact: true }).fill(range.endDate);
  await dialog.getByRole("button", { name: "Submit Request" }).click();
  await expect(messageBox(page, "Leave request submitted successfully", "status")).toBeVisible();
}

/** The approver reads mail elsewhere: a browser of their own, with JavaScript off. */
async function approverPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { approver: await context.newPage(), close: () => context.close() };
}

/** No script file and no React: at most the form's few inline lines that show "Processing..." (issue 25). */
async function expectNoScript(page: Page) {
  await expect(page.locator('script[src], script[type="module"], link[rel="modulepreload"]')).toHaveCount(0);
  for (const text of await page.locator("script").allTextContents()) expect(text).toContain('"Processing..."');
}

test("the manager approves from the emailed link without JavaScript", async ({ page, context, browser }) => {
  const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
  const staffName = `${staff.user.firstName} ${staff.user.lastName}`;
  const range = futureRange(320, 4);
  await signIn(context, staff.user.id);
  await requestLeave(page, range);

  const [mail] = await waitForMail((mail) => mail.to.includes(managerAddress) && mail.subject.includes(staffName));
  expect(mail.to).toEqual([managerAddress]);
  expect(mail.text).toContain(`${staffName} has requested leave`);
  const links = approvalLinksIn(mail);
  expect(links.approve).toMatch(/\/leave-approval\/[^/]+\/approve$/);

  const { approver, close } = await approverPage(browser);
  const opened = await approver.goto(links.approve);
  expect(opened?.status()).toBe(200);
  await expect(approver.getByRole("heading", { name: "Approve Leave Request" })).toBeVisible();
  await expect(approver.getByText(staffName, { exact: true })).toBeVisible();
  await expect(approver.getByText(`${formatDateNa(range.startDate)} to ${formatDateNa(range.endDate)}`, { exact: true })).toBeVisible();
  await expect(approver.getByText("Vacation", { exact: true })).toBeVisible();
  await expect(
    approver.getByText("Only authorized approvers with company-domain email addresses can act on leave requests."),
  ).toBeVisible();
  await expectNoScript(approver);

  const email = approver.getByLabel("Your company email address");
  const confirm = approver.getByRole("button", { name: "Confirm Approval" });

  // Empty: the spec's "Email Required" from the server, not the browser's bubble (issue 25).
  let posts = 0;
  approver.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  await confirm.click();
  await expect(messageBox(approver, "Email Required")).toContainText("Please enter your email address");
  expect(posts).toBe(1);
  await expect(approver.getByRole("heading", { name: "Approve Leave Request" })).toBeVisible();

  // A personal address is refused: only company-domain addresses may decide.
  await email.fill("manager.private@gmail.com");
  await confirm.click();
  await expect(messageBox(approver, "Approval Failed")).toContainText(
    "Only authorized approvers with a company email address (@namibcopper.com.na) can decide leave requests.",
  );
  expect(posts).toBe(2);
  await expectNoScript(approver);

  // A company address that is not this request's approver is refused too.
  await approver.getByLabel("Your company email address").fill("someone.else@namibcopper.com.na");
  await approver.getByRole("button", { name: "Confirm Approval" }).click();
  await expect(messageBox(approver, "Approval Failed")).toContainText("This email address is not an approver for this leave request.");

  // The manager's company login email, typed in capitals: accepted.
  await approver.getByLabel("Your company email address").fill(managerCompanyEmail.toUpperCase());
  await approver.getByRole("button", { name: "Confirm Approval" }).click();
  const done = approver.getByRole("status");
  await expect(done.getByRole("heading", { name: "Leave Request Approved" })).toBeVisible();
  await expect(done).toContainText("The employee has been notified");
  await expect(done).toContainText("You can now close this window.");
  await expect(approver.getByRole("button", { name: "Confirm Approval" })).toHaveCount(0);
  await expectNoScript(approver);

  // The employee sees the decision; an approved request can no longer be edited.
  await page.goto("/leave");
  const request = page.getByRole("region", { name: "My Leave Requests" }).getByRole("listitem");
  await expect(request).toHaveCount(1);
  await expect(request).toContainText("Approved", { useInnerText: true });
  await expect(request).toContainText("4 days");
  await expect(request.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  // Nor by typing the edit address.
  const leave = await LeaveRequest.findOne({ where: { employeeId: staff.employee!.id } });
  await page.goto(`/leave/${leave!.id}/edit`);
  await waitForHydration(page);
  await expect(messageBox(page, "Failed to update leave request")).toContainText("Only pending leave requests can be edited.");
  await expect(page.getByRole("button", { name: "Update Request" })).toHaveCount(0);

  const [decision] = await waitForMail((mail) => mail.to.includes(staff.employee!.communicationEmail!) && /approved/i.test(mail.subject));
  expect(decision.subject).toBe(`Leave request approved: ${formatDateNa(range.startDate)} to ${formatDateNa(range.endDate)}`);
  expect(decision.text).toContain(`Your leave request has been approved by ${managerCompanyEmail}.`);

  // The link worked once: reopened, it is dead, and so is its reject twin.
  const reopened = await approver.goto(links.approve);
  expect(reopened?.status()).toBe(410);
  await expect(messageBox(approver, "Invalid Link")).toContainText(INVALID);
  await expect(approver.getByRole("button", { name: "Confirm Approval" })).toHaveCount(0);
  await approver.goto(links.reject);
  await expect(messageBox(approver, "Invalid Link")).toContainText(INVALID);
  await close();
});
