import { describe, expect, it } from "vitest";
import { LeaveRequest } from "#models";
import { DECISION_NOTE_MESSAGES } from "~/schemas/leave";
import { createTestUser } from "../../support/factories";
import { futureRange, pendingRequestOfNewEmployee } from "../../support/leave";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * HR decides leave without JavaScript, as plain pages and form posts: rejects a pending
 * request and finds it under the Rejected filter; filters by department, type and dates and
 * pages through the list. (test/e2e/hr-leave-management.test.ts: the same with JavaScript.)
 */

const UPDATED = "Leave request updated successfully";

function requestRows(page: NoJsPage, staffName: string) {
  return page.screen.queryAllByRole("row").filter((row) => page.shows(staffName, row));
}

describe("HR's leave requests without JavaScript", () => {
  it("HR rejects a pending request with plain forms", async () => {
    const range = futureRange(350, 2);
    const { staff, staffName } = await pendingRequestOfNewEmployee(range);
    // Its own dates: pending requests list the oldest first, so other files' may fill page 1.
    const dates = `from=${range.startDate}&to=${range.endDate}`;
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Jonas" });
    const browser = await new NoJsBrowser().signIn(hr.id);

    let page = await browser.goto(`/admin/leave-requests?status=pending&${dates}`);
    expect(requestRows(page, staffName)).toHaveLength(1);
    // Reject opens the decision page: the note to the employee is required (issue 24).
    page = await page.click(page.within(requestRows(page, staffName)[0]).getByRole("link", { name: `Reject leave of ${staffName}` }));
    expect(page.screen.getByRole("heading", { name: `Reject Leave: ${staffName}` })).toBeTruthy();
    page = await page.click(page.screen.getByRole("button", { name: "Reject Leave" }));
    expect(page.status).toBe(400);
    expect(page.description(page.screen.getByLabelText("Note to the employee"))).toContain(DECISION_NOTE_MESSAGES.required);
    const note = "Two fitters are already away that week.";
    page.fill(page.screen.getByLabelText("Note to the employee"), note);
    page = await page.click(page.screen.getByRole("button", { name: "Reject Leave" }));
    expect(page.path).toBe(`/admin/leave-requests?status=pending&${dates}`);
    expect(page.messageBox(UPDATED, "status")).toBeTruthy();
    expect(requestRows(page, staffName)).toHaveLength(0);

    // One plain GET form for every filter: Filter submits it.
    page.select(page.screen.getByLabelText("Status"), { label: "Rejected" });
    page = await page.click(page.screen.getByRole("button", { name: "Filter" }));
    expect(page.url.search).toBe(`?status=rejected&${dates}`);
    expect((page.screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("rejected");
    const rows = requestRows(page, staffName);
    expect(rows).toHaveLength(1);
    expect(page.text(rows[0])).toContain("Rejected");
    expect(page.text(rows[0])).toContain(`by ${hr.firstName} ${hr.lastName}`);
    expect(page.text(rows[0])).toContain(`Note: ${note}`);

    // The employee reads the note on the Leave tab.
    const own = await (await new NoJsBrowser().signIn(staff.user.id)).goto("/leave");
    const item = own.screen.getAllByTestId("leave-request").find((found) => own.shows("Rejected", found))!;
    expect(own.text(item)).toContain(`Note from HR: ${note}`);
  });

  it("HR filters leave requests by department, type and dates, pages through them, and a page past the end shows the last page", async () => {
    // 2043 is this test's own year: no other test's leave lies there. Requested long ago and
    // decided, so they sort after (and never push off page 1) the other journeys' requests.
    const old = { requestedAt: new Date("2020-01-15T08:00:00Z"), status: "rejected" as const };
    const finance = await createTestUser({ department: "Finance", lastName: `Fin${Date.now()}` });
    const geology = await createTestUser({ department: "Geology" });
    for (let i = 0; i < 27; i++) {
      const day = `2043-03-${String(i + 1).padStart(2, "0")}`;
      await LeaveRequest.create({ employeeId: finance.employee!.id, leaveType: "personal", startDate: day, endDate: day, days: 1, ...old });
    }
    const oneDay = (date: string) => ({ startDate: date, endDate: date, days: 1, ...old });
    await LeaveRequest.create({ employeeId: geology.employee!.id, leaveType: "personal", ...oneDay("2043-03-10") });
    await LeaveRequest.create({ employeeId: finance.employee!.id, leaveType: "sick", ...oneDay("2043-04-10") });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);

    let page = await browser.goto("/admin/leave-requests");
    page.select(page.screen.getByLabelText("Leave type"), { label: "Personal" });
    page.select(page.screen.getByLabelText("Department"), "Finance");
    page.fill(page.screen.getByLabelText("From"), "2043-03-01");
    page.fill(page.screen.getByLabelText("To"), "2043-03-31");
    page = await page.click(page.screen.getByRole("button", { name: "Filter" }));
    expect(page.url.search).toMatch(/leaveType=personal/);
    expect(page.url.search).toMatch(/department=Finance/);
    expect(page.url.search).toMatch(/from=2043-03-01/);
    expect(page.url.search).not.toMatch(/status=/);
    const pager = () => page.screen.getByRole("navigation", { name: "Leave requests pages" });
    expect(page.text(pager())).toContain("Showing 1-25 of 27");
    expect(requestRows(page, finance.employee!.employeeId)).toHaveLength(25);

    page = await page.click(page.within(pager()).getByRole("link", { name: "Next" }));
    expect(page.url.search).toMatch(/page=2/);
    expect(page.url.search).toMatch(/department=Finance/);
    expect(page.text(pager())).toContain("Showing 26-27 of 27");
    expect(page.text(pager())).toContain("Page 2 of 2");
    expect((page.screen.getByLabelText("Department") as HTMLSelectElement).value).toBe("Finance");

    page = await browser.goto(page.path.replace("page=2", "page=200"));
    expect(page.text(pager())).toContain("Showing 26-27 of 27");
    expect(page.within(pager()).getByRole("link", { name: "Previous" })).toBeTruthy();
  });
});
