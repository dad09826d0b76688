import { expect, test, type Page } from "@playwright/test";
import { formatDateNa } from "~/utils/format";
import { DECISION_NOTE_MESSAGES } from "~/schemas/leave";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";
import { futureRange, pendingRequestOfNewEmployee } from "../support/leave";
import { approvalLinksIn, waitForMail } from "../support/smtp-sink";

/**
 * HR decides leave in the portal: rejects a pending request, finds it under the
 * Rejected filter, recalls the decision (the request is pending again, the old
 * emailed links die and the approver gets fresh ones), and the fresh link approves.
 * The reject step and the filters also work with JavaScript off: those journeys run as HTTP
 * requests in test/integration/no-javascript/hr-leave-management.test.ts.
 */

const UPDATED = "Leave request updated successfully";
const INVALID = "This approval link is invalid or has expired.";

function requestRow(page: Page, staffName: string) {
  return page.getByRole("row").filter({ hasText: staffName });
}

async function showStatus(page: Page, label: "Pending" | "Approved" | "Rejected") {
  // With JavaScript the filter applies as it changes (without it, on Filter).
  await waitForHydration(page);
  await page.getByLabel("Status", { exact: true }).selectOption({ label });
  await expect(page).toHaveURL(new RegExp(`\\?status=${label.toLowerCase()}(&|$)`));
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue(label.toLowerCase());
}

test("HR rejects a request, recalls the decision, and the approver's fresh link approves it", async ({ page, context, browser }) => {
  const range = futureRange(340, 3);
  const { staff, staffName, managerAddress, managerCompanyEmail } = await pendingRequestOfNewEmployee(range);
  const fromManager = (mail: { to: string[]; subject: string }) => mail.to.includes(managerAddress) && mail.subject.includes(staffName);
  const [firstMail] = await waitForMail(fromManager);
  const oldLinks = approvalLinksIn(firstMail);

  const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
  const hrName = `${hr.firstName} ${hr.lastName}`;
  await signIn(context, hr.id);

  // Its own dates: pending requests list the oldest first, so other files' may fill page 1.
  await page.goto(`/admin/leave-requests?status=pending&from=${range.startDate}&to=${range.endDate}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Leave Request Management" })).toBeVisible();
  const row = requestRow(page, staffName);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(staff.employee!.employeeId);
  await expect(row).toContainText("Emergency");
  await expect(row).toContainText(`${formatDateNa(range.startDate)} – ${formatDateNa(range.endDate)}`);
  await expect(row).toContainText("Flooded house in Oshakati");
  await expect(row).toContainText("Pending", { useInnerText: true });
  await expect(row.getByRole("button", { name: "Recall Decision" })).toHaveCount(0);

  // Reject opens a dialog over the list: the note to the employee is required (issue 24).
  const rejectLink = row.getByRole("link", { name: `Reject leave of ${staffName}` });
  await rejectLink.click();
  const dialog = page.getByRole("dialog", { name: `Reject Leave: ${staffName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Reject Leave" }).click();
  await expect(dialog.getByText(DECISION_NOTE_MESSAGES.required)).toBeVisible();
  const note = "The crusher overhaul needs the whole shift that week.";
  await dialog.getByLabel("Note to the employee").fill(note);
  await dialog.getByRole("button", { name: "Reject Leave" }).click();
  await expect(messageBox(page, UPDATED, "status")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\?status=pending&from=/);
  await expect(row).toHaveCount(0);

  await showStatus(page, "Rejected");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Rejected", { useInnerText: true });
  await expect(row).toContainText(`by ${hrName}`);
  await expect(row.getByRole("button", { name: `Approve leave of ${staffName}` })).toHaveCount(0);

  const [rejectedMail] = await waitForMail(
    (mail) => mail.to.includes(staff.employee!.communicationEmail!) && /rejected/i.test(mail.subject),
  );
  expect(rejectedMail.text).toContain(`Your leave request has been rejected by ${hrName}.`);
  expect(rejectedMail.text).toContain(note);
  await expect(row).toContainText(`Note: ${note}`);

  // Recall: pending again, and the approver is mailed fresh links.
  await row.getByRole("button", { name: `Recall decision on leave of ${staffName}` }).click();
  await expect(messageBox(page, UPDATED, "status")).toBeVisible();
  await expect(page).toHaveURL(/\?status=rejected&from=/);
  await expect(row).toHaveCount(0);
  await showStatus(page, "Pending");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pending", { useInnerText: true });
  await expect(row).not.toContainText(`by ${hrName}`);
  await expect(row.getByRole("button", { name: `Approve leave of ${staffName}` })).toBeVisible();
  await expect(row.getByRole("link", { name: `Reject leave of ${staffName}` })).toBeVisible();

  const [recallMail] = await waitForMail((mail) => fromManager(mail) && mail.text.includes("recalled"));
  const newLinks = approvalLinksIn(recallMail);
  expect(newLinks.approve).not.toBe(oldLinks.approve);
  await waitForMail((mail) => mail.to.includes(staff.employee!.communicationEmail!) && mail.subject === "Leave request decision recalled");

  // The approver, on a phone without JavaScript: the first mail's link is dead, the new one works.
  const approverContext = await browser.newContext({ javaScriptEnabled: false });
  const approver = await approverContext.newPage();
  await approver.goto(oldLinks.approve);
  await expect(messageBox(approver, "Invalid Link")).toContainText(INVALID);
  await approver.goto(newLinks.approve);
  await expect(approver.getByRole("heading", { name: "Approve Leave Request" })).toBeVisible();
  await approver.getByLabel("Your company email address").fill(managerCompanyEmail);
  await approver.getByRole("button", { name: "Confirm Approval" }).click();
  await expect(approver.getByRole("status").getByRole("heading", { name: "Leave Request Approved" })).toBeVisible();
  await approverContext.close();

  await showStatus(page, "Approved");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Approved", { useInnerText: true });
  await expect(row).toContainText(`by ${managerCompanyEmail}`);
  await expect(row.getByRole("button", { name: `Recall decision on leave of ${staffName}` })).toBeVisible();
});
