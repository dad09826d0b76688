import { expect, test, type Page } from "@playwright/test";
import { LeaveRequest } from "#models";
import { formatDateNa } from "~/utils/format";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { api, sessionCookieFor } from "../support/session";
import { approvalLinksIn, waitForMail } from "../support/smtp-sink";

/**
 * HR decides leave in the portal: rejects a pending request, finds it under the
 * Rejected filter, recalls the decision (the request is pending again, the old
 * emailed links die and the approver gets fresh ones), and the fresh link approves.
 * The reject step also works with JavaScript off.
 */

const UPDATED = "Leave request updated successfully";
const INVALID = "This approval link is invalid or has expired.";

/** The employee requests leave (the Leave tab's own journey is employee-leave.test.ts). */
async function pendingRequestOfNewEmployee(range: { startDate: string; endDate: string }) {
  const people = await createEmployeeWithManager();
  const response = await api("/api/leave-requests", {
    method: "POST",
    cookie: await sessionCookieFor(people.staff.user.id),
    body: { leaveType: "emergency", ...range, reason: "Flooded house in Oshakati" },
  });
  expect(response.status).toBe(201);
  const staffName = `${people.staff.user.firstName} ${people.staff.user.lastName}`;
  return { ...people, staffName };
}

function requestRow(page: Page, staffName: string) {
  return page.getByRole("row").filter({ hasText: staffName });
}

async function showStatus(page: Page, label: "Pending" | "Approved" | "Rejected", javaScriptEnabled = true) {
  await page.getByLabel("Status", { exact: true }).selectOption({ label });
  // One plain GET form for every filter: Filter submits it, with or without JavaScript.
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?status=${label.toLowerCase()}$`));
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

  await page.goto("/admin/leave-requests?status=pending");
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

  await row.getByRole("button", { name: `Reject leave of ${staffName}` }).click();
  await expect(messageBox(page, UPDATED, "status")).toBeVisible();
  await expect(page).toHaveURL(/\?status=pending$/);
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

  // Recall: pending again, and the approver is mailed fresh links.
  await row.getByRole("button", { name: `Recall decision on leave of ${staffName}` }).click();
  await expect(messageBox(page, UPDATED, "status")).toBeVisible();
  await expect(page).toHaveURL(/\?status=rejected$/);
  await expect(row).toHaveCount(0);
  await showStatus(page, "Pending");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pending", { useInnerText: true });
  await expect(row).not.toContainText(`by ${hrName}`);
  await expect(row.getByRole("button", { name: `Approve leave of ${staffName}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Reject leave of ${staffName}` })).toBeVisible();

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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("HR rejects a pending request with plain forms", async ({ page, context }) => {
    const range = futureRange(350, 2);
    const { staffName } = await pendingRequestOfNewEmployee(range);
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Jonas" });
    await signIn(context, hr.id);

    await page.goto("/admin/leave-requests?status=pending");
    const row = requestRow(page, staffName);
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `Reject leave of ${staffName}` }).click();

    await expect(page).toHaveURL(/\/admin\/leave-requests\?status=pending$/);
    await expect(messageBox(page, UPDATED, "status")).toBeVisible();
    await expect(row).toHaveCount(0);

    await showStatus(page, "Rejected", false);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Rejected", { useInnerText: true });
    await expect(row).toContainText(`by ${hr.firstName} ${hr.lastName}`);
  });
});

test.describe("filters and pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("HR filters leave requests by department, type and dates, pages through them, and a page past the end shows the last page", async ({
    page,
    context,
  }) => {
    // 2043 is this test's own year: no other test's leave lies there. Requested long ago and
    // decided, so they sort after (and never push off page 1) the other journeys' requests.
    const old = { requestedAt: new Date("2020-01-15T08:00:00Z"), status: "rejected" as const };
    const finance = await createTestUser({ department: "Finance", lastName: `Fin${Date.now()}` });
    const geology = await createTestUser({ department: "Geology" });
    for (let i = 0; i < 27; i++) {
      const day = `2043-03-${String(i + 1).padStart(2, "0")}`;
      await LeaveRequest.create({ employeeId: finance.employee!.id, leaveType: "personal", startDate: day, endDate: day, days: 1, ...old });
    }
    await LeaveRequest.create({
      employeeId: geology.employee!.id,
      leaveType: "personal",
      startDate: "2043-03-10",
      endDate: "2043-03-10",
      days: 1,
      ...old,
    });
    await LeaveRequest.create({
      employeeId: finance.employee!.id,
      leaveType: "sick",
      startDate: "2043-04-10",
      endDate: "2043-04-10",
      days: 1,
      ...old,
    });
    const { user: hr } = await createTestUser({ role: "hr" });
    await signIn(context, hr.id);

    await page.goto("/admin/leave-requests");
    await page.getByLabel("Leave type").selectOption({ label: "Personal" });
    await page.getByLabel("Department").selectOption("Finance");
    await page.getByLabel("From", { exact: true }).fill("2043-03-01");
    await page.getByLabel("To", { exact: true }).fill("2043-03-31");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/leaveType=personal/);
    await expect(page).toHaveURL(/department=Finance/);
    await expect(page).toHaveURL(/from=2043-03-01/);
    await expect(page).not.toHaveURL(/status=/);
    const pager = page.getByRole("navigation", { name: "Leave requests pages" });
    await expect(pager).toContainText("Showing 1-25 of 27");
    await expect(page.getByRole("row").filter({ hasText: finance.employee!.employeeId })).toHaveCount(25);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/department=Finance/);
    await expect(pager).toContainText("Showing 26-27 of 27");
    await expect(pager).toContainText("Page 2 of 2");
    await expect(page.getByLabel("Department")).toHaveValue("Finance");

    await page.goto(page.url().replace("page=2", "page=200"));
    await expect(pager).toContainText("Showing 26-27 of 27");
    await expect(pager.getByRole("link", { name: "Previous" })).toBeVisible();
  });
});
