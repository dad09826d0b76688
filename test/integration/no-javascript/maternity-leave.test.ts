import { describe, expect, it } from "vitest";
import { LEAVE_MESSAGES } from "~/schemas/leave";
import { formatDateNa } from "~/utils/format";
import { approvedMaternityLeave } from "../../support/maternity";
import { NoJsBrowser } from "../../support/no-js";

/**
 * Recording the date of birth on approved maternity leave without JavaScript (Labour Act s. 26,
 * issue 23): the employee from My Leave Requests, HR from the leave list, each a plain page that
 * posts, with the server's refusal shown on the field (test/support/maternity.ts: expected
 * 2 March 2026, the leave from 2 February to 26 April). test/e2e/maternity-leave.test.ts: the
 * employee's dialog with JavaScript.
 */

describe("maternity leave without JavaScript", () => {
  it("the employee records the date of birth on approved leave and its end moves to 8 weeks after the birth", async () => {
    const { staff, request } = await approvedMaternityLeave();
    const browser = await new NoJsBrowser().signIn(staff.user.id);

    let page = await browser.goto("/leave");
    page = await page.click(page.screen.getByRole("link", { name: "Record the date of birth on maternity leave from 2026-02-02" }));
    expect(page.url.pathname).toBe(`/leave/${request.id}/edit`);
    let form = page.region("Record Date of Birth");

    // Further than 10 months from the expected date: the server refuses it on the field.
    page.fill(form.getByLabelText("Date of birth"), "2025-01-01");
    page = await page.click(form.getByRole("button", { name: "Record Date of Birth" }));
    expect(page.status).toBe(400);
    form = page.region("Record Date of Birth");
    expect(page.description(form.getByLabelText("Date of birth"))).toBe(LEAVE_MESSAGES.birthDateFarFromExpected);

    // Born two weeks late (16 March): eight weeks after it end on 10 May, past the twelve weeks (26 April).
    page.fill(form.getByLabelText("Date of birth"), "2026-03-16");
    page = await page.click(form.getByRole("button", { name: "Record Date of Birth" }));
    expect(page.url.pathname).toBe("/leave");
    expect(page.text(page.messageBox("Date of birth recorded", "status"))).toContain(
      `Your maternity leave now ends on ${formatDateNa("2026-05-10")}.`,
    );
    const [item] = page.within(page.screen.getByRole("region", { name: "My Leave Requests" })).getAllByRole("listitem");
    expect(page.text(item)).toContain(`${formatDateNa("2026-02-02")} to ${formatDateNa("2026-05-10")}`);
    expect(page.text(item)).toContain(`Born ${formatDateNa("2026-03-16")}`);
    expect(page.text(item)).toContain("Approved");
  });

  it("HR records it from the leave list with a plain form", async () => {
    const { hrLogin, request, name } = await approvedMaternityLeave();
    const browser = await new NoJsBrowser().signIn(hrLogin.id);

    let page = await browser.goto("/admin/leave-requests?leaveType=maternity&from=2026-02-02&to=2026-02-02");
    let row = page.screen.getByTestId(`leave-row-${request.id}`);
    expect(page.text(row)).toContain(`Expected ${formatDateNa("2026-03-02")}`);
    page = await page.click(page.within(row).getByRole("link", { name: `Record the date of birth on the maternity leave of ${name}` }));
    expect(page.url.pathname).toBe(`/admin/leave-requests/${request.id}/birth`);
    const form = page.region(`Record Date of Birth: ${name}`);
    // Born three weeks late (23 March): the leave runs to 17 May.
    page.fill(form.getByLabelText("Date of birth"), "2026-03-23");
    page = await page.click(form.getByRole("button", { name: "Record Date of Birth" }));
    expect(page.url.pathname).toBe("/admin/leave-requests");
    expect(page.text(page.messageBox("Date of birth recorded", "status"))).toContain(formatDateNa("2026-05-17"));
    page = await browser.goto("/admin/leave-requests?leaveType=maternity&from=2026-02-02&to=2026-02-02");
    row = page.screen.getByTestId(`leave-row-${request.id}`);
    expect(page.text(row)).toContain(`Born ${formatDateNa("2026-03-23")}`);
    expect(page.text(row)).toContain(formatDateNa("2026-05-17"));
  });
});
