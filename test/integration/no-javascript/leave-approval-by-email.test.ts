import { describe, expect, it } from "vitest";
import { formatDateNa } from "~/utils/format";
import { createEmployeeWithManager, futureRange } from "../../support/leave";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";
import { approvalLinksIn, waitForMail } from "../../support/smtp-sink";

/**
 * Approval by email, rejected, as plain pages and form posts (the approval page ships no
 * JavaScript but a few inline lines that show "Processing..." on its button): the employee requests leave with the plain form, the approval mail
 * reaches the manager's personal address, and the manager rejects on the linked page by
 * confirming with their company email address. The employee sees the decision and gets a
 * mail; then neither link works. (test/e2e/leave-approval-by-email.test.ts keeps the
 * approval in Chromium as the browser's check of the same page.)
 */

const INVALID = "This approval link is invalid or has expired.";

/** No script file and no React: at most the form's few inline lines that show "Processing..." (issue 25). */
function expectNoScript(page: NoJsPage) {
  expect(page.document.querySelectorAll('script[src], script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
  for (const script of page.document.querySelectorAll("script")) expect(script.textContent).toContain('"Processing..."');
}

describe("leave approval by email, without JavaScript", () => {
  it("the manager rejects from the emailed link", async () => {
    const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
    const staffName = `${staff.user.firstName} ${staff.user.lastName}`;
    const range = futureRange(330, 2);
    const employee = await new NoJsBrowser().signIn(staff.user.id);
    let page = await employee.goto("/leave/new");
    const form = page.region("Request Leave");
    page.select(form.getByLabelText("Leave Type"), { label: "Vacation" });
    page.fill(form.getByLabelText("Start Date"), range.startDate);
    page.fill(form.getByLabelText("End Date"), range.endDate);
    page = await page.click(form.getByRole("button", { name: "Submit Request" }));
    expect(page.messageBox("Leave request submitted successfully", "status")).toBeTruthy();

    const [mail] = await waitForMail((sunk) => sunk.to.includes(managerAddress) && sunk.subject.includes(staffName));
    const links = approvalLinksIn(mail);

    const approver = new NoJsBrowser();
    let approval = await approver.goto(links.reject);
    expect(approval.screen.getByRole("heading", { name: "Reject Leave Request" })).toBeTruthy();
    expect(approval.screen.getByText(staffName)).toBeTruthy();
    expect(approval.screen.getByText(`${formatDateNa(range.startDate)} to ${formatDateNa(range.endDate)}`)).toBeTruthy();
    expectNoScript(approval);
    approval.fill(approval.screen.getByLabelText("Your company email address"), managerCompanyEmail);
    approval = await approval.click(approval.screen.getByRole("button", { name: "Confirm Rejection" }));
    const done = approval.screen.getByRole("status");
    expect(approval.within(done).getByRole("heading", { name: "Leave Request Rejected" })).toBeTruthy();
    expect(approval.text(done)).toContain("The employee has been notified");
    expect(approval.text(done)).toContain("You can now close this window.");
    expectNoScript(approval);

    page = await employee.goto("/leave");
    const requests = page.within(page.screen.getByRole("region", { name: "My Leave Requests" })).getAllByRole("listitem");
    expect(requests).toHaveLength(1);
    expect(page.text(requests[0])).toContain("Rejected");
    expect(page.within(requests[0]).queryAllByRole("link", { name: /^Edit/ })).toHaveLength(0);

    const [decision] = await waitForMail((sunk) => sunk.to.includes(staff.employee!.communicationEmail!) && /rejected/i.test(sunk.subject));
    expect(decision.text).toContain(`Your leave request has been rejected by ${managerCompanyEmail}.`);

    // Neither link of a decided request works any more.
    for (const link of [links.approve, links.reject]) {
      approval = await approver.goto(link);
      expect(approval.status).toBe(410);
      expect(approval.text(approval.messageBox("Invalid Link"))).toContain(INVALID);
    }
  });

  it("an address that is not an approval link shows Invalid Link", async () => {
    const visitor = new NoJsBrowser();
    const first = await visitor.goto("/leave-approval/not-a-token/approve");
    expect(first.status).toBe(410);
    for (const path of ["/leave-approval/not-a-token/approve", "/leave-approval/not-a-token/maybe", "/leave-approval/only-one-part"]) {
      const page = await visitor.goto(path);
      expect(page.text(page.messageBox("Invalid Link"))).toContain(INVALID);
      expectNoScript(page);
    }
  });
});
