import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { AffirmativeActionGoal, EeCommitteeMember } from "#models";
import { makePdf } from "../../support/documents";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * Employment equity without JavaScript (issue 16), as plain pages and form posts: an
 * employee submits an EE request and sees it; HR uploads minutes and a policy that an
 * employee downloads; HR adds a committee member from the search, records an affirmative
 * action goal and downloads the report. (test/e2e/employment-equity.test.ts is the same in
 * Chromium with JavaScript.)
 */

function rowsWith(page: NoJsPage, role: "row" | "listitem", text: string, within: Element = page.document.body) {
  return page
    .within(within)
    .queryAllByRole(role)
    .filter((row) => page.shows(text, row));
}

const pdfFile = async (name: string, text: string) => ({ name, mimeType: "application/pdf", buffer: await makePdf(text) });

describe("employment equity without JavaScript", () => {
  it("an employee submits an EE request and sees it in their list", async () => {
    const { user } = await createTestUser({ firstName: "Ester" });
    const browser = await new NoJsBrowser().signIn(user.id);
    const subject = unique("Braille signs at the clinic ");
    let page = await browser.goto("/ee-committee");
    expect(page.url.pathname).toBe("/ee-committee/members");
    const sections = page.within(page.screen.getByRole("navigation", { name: "EE Committee sections" }));
    page = await page.click(sections.getByRole("link", { name: "Requests" }));
    page = await page.click(page.screen.getByRole("link", { name: "Submit EE Request" }));
    let dialog = page.region("Submit EE Request");
    // Nothing typed: the fields are marked required, the form says novalidate (the page's own
    // messages, not the browser's bubbles), and the server answers with the spec's messages.
    expect(dialog.getByLabelText(/^Subject/).hasAttribute("required")).toBe(true);
    page = await page.click(dialog.getByRole("button", { name: "Submit Request" }));
    dialog = page.region("Submit EE Request");
    expect(page.shows("Subject is required", dialog.element)).toBe(true);
    expect(page.shows("Description is required", dialog.element)).toBe(true);

    page.fill(dialog.getByLabelText(/^Subject/), subject);
    page.fill(dialog.getByLabelText(/^Description/), "Two colleagues read Braille; the clinic's signs are print only.");
    page.select(dialog.getByLabelText(/^Category/), "welfare");
    page = await page.click(dialog.getByRole("button", { name: "Submit Request" }));
    expect(page.url.pathname).toBe("/ee-committee/requests");
    expect(page.shows("EE request submitted")).toBe(true);
    const [row] = rowsWith(page, "row", subject);
    expect(page.text(row)).toContain("Welfare");
    expect(page.text(row)).toContain("Pending");
  });

  it("HR uploads minutes and a policy; an employee previews and downloads them", async () => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);
    const title = unique("EE committee, November ");
    let page = await hrBrowser.goto("/ee-committee/minutes");
    page = await page.click(page.screen.getByRole("link", { name: "Upload Meeting Minutes" }));
    let dialog = page.region("Upload Meeting Minutes");
    // Nothing typed yet: the spec's messages (the browser's own bubbles are off).
    page.chooseFiles(dialog.getByLabelText(/^File/), [await pdfFile("minutes.pdf", "Minutes of 18 November")]);
    page = await page.click(dialog.getByRole("button", { name: "Upload" }));
    dialog = page.region("Upload Meeting Minutes");
    const errors = [...dialog.element.querySelectorAll("p.field-error")].map((error) => page.text(error));
    expect(errors).toContain("Title is required");
    expect(errors).toContain("Meeting date is required");
    page.fill(dialog.getByLabelText(/^Title/), title);
    page.fill(dialog.getByLabelText(/^Meeting date/), "2026-11-18");
    page.fill(dialog.getByLabelText("Decisions (optional)"), "Braille signs at the clinic");
    page.chooseFiles(dialog.getByLabelText(/^File/), [await pdfFile("minutes.pdf", "Minutes of 18 November")]);
    page = await page.click(dialog.getByRole("button", { name: "Upload" }));
    expect(page.url.pathname).toBe("/ee-committee/minutes");
    expect(page.shows("Meeting minutes uploaded")).toBe(true);
    expect(rowsWith(page, "listitem", title)).not.toHaveLength(0);

    const sections = page.within(page.screen.getByRole("navigation", { name: "EE Committee sections" }));
    page = await page.click(sections.getByRole("link", { name: "Policies" }));
    page = await page.click(page.screen.getByRole("link", { name: "Upload Policy" }));
    let policy = page.region("Upload Policy");
    const policyTitle = unique("Recruitment policy ");
    page.fill(policy.getByLabelText(/^Title/), policyTitle);
    expect((policy.getByLabelText(/^Version/) as HTMLInputElement).value).toBe("1.0");
    // No effective date (the browser's check bypassed): the spec's message, and nothing stored.
    page.chooseFiles(policy.getByLabelText(/^File/), [await pdfFile("policy.pdf", "Recruitment policy")]);
    policy.getByLabelText(/^Effective date/).removeAttribute("required");
    page = await page.click(policy.getByRole("button", { name: "Upload" }));
    expect(page.shows("Effective date is required")).toBe(true);
    // What was typed is still there; only the file has to be chosen again.
    policy = page.region("Upload Policy");
    expect((policy.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(policyTitle);
    page.chooseFiles(policy.getByLabelText(/^File/), [await pdfFile("policy.pdf", "Recruitment policy")]);
    page.fill(policy.getByLabelText(/^Effective date/), "2027-01-01");
    page = await page.click(policy.getByRole("button", { name: "Upload" }));
    expect(page.shows("Policy uploaded")).toBe(true);
    expect(rowsWith(page, "listitem", policyTitle)).not.toHaveLength(0);

    // An employee sees both and downloads the minutes.
    const { user } = await createTestUser();
    const employee = await new NoJsBrowser().signIn(user.id);
    let employeePage = await employee.goto("/ee-committee/minutes");
    expect(rowsWith(employeePage, "listitem", title)).not.toHaveLength(0);
    expect(employeePage.screen.queryAllByRole("link", { name: "Upload Meeting Minutes" })).toHaveLength(0);
    employeePage = await employeePage.click(employeePage.screen.getByRole("link", { name: `Download ${title}` }));
    expect(employeePage.status).toBe(200);
    expect(employeePage.headers.get("content-disposition")).toContain('filename="minutes.pdf"');
    expect(employeePage.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("HR adds a committee member, records a goal and downloads the report", async () => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const lastName = unique("Amupolo");
    const { employee } = await createTestUser({ firstName: "Josefina", lastName, department: "Finance" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);
    try {
      let page = await hrBrowser.goto("/ee-committee/members");
      page = await page.click(page.screen.getByRole("link", { name: "Add Member" }));
      let dialog = page.region("Add EE Committee Member");
      page.fill(dialog.getByLabelText(/^Find employee/), lastName);
      page = await page.click(dialog.getByRole("button", { name: "Search" }));
      dialog = page.region("Add EE Committee Member");
      page.check(dialog.getByLabelText(new RegExp(`Josefina ${lastName}`)));
      page = await page.click(dialog.getByRole("button", { name: "Add Member" }));
      // Position missing: the spec's message... then fixed.
      expect(page.shows("Position is required")).toBe(true);
      dialog = page.region("Add EE Committee Member");
      page.fill(dialog.getByLabelText(/^Position/), "Treasurer");
      page.check(dialog.getByLabelText(new RegExp(`Josefina ${lastName}`)));
      page = await page.click(dialog.getByRole("button", { name: "Add Member" }));
      expect(page.url.pathname).toBe("/ee-committee/members");
      expect(page.text(rowsWith(page, "row", lastName)[0])).toContain("Treasurer");

      page = await hrBrowser.goto("/admin/employment-equity?from=2099-01-01&to=2099-12-31");
      page = await page.click(page.screen.getByRole("link", { name: "Add Goal" }));
      const goal = page.region("Add Goal");
      page.select(goal.getByLabelText(/^Department/), "Finance");
      page.fill(goal.getByLabelText("Women (%)"), "55");
      page.fill(goal.getByLabelText("Racially disadvantaged (%)"), "80");
      page = await page.click(goal.getByRole("button", { name: "Save Goal" }));
      expect(page.shows("Goal saved")).toBe(true);
      expect(page.url.search).toContain("from=2099-01-01");
      const goals = page.screen.getByRole("table", { name: "Affirmative action goals" });
      expect(page.text(rowsWith(page, "row", "Finance", goals)[0])).toContain("of 55%");

      const download = await page.click(page.screen.getByRole("link", { name: "Download .xlsx" }));
      expect(download.headers.get("content-disposition")).toContain("attachment");
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(download.body as unknown as ArrayBuffer);
      let found = false;
      workbook.getWorksheet("Goals")!.eachRow((sheetRow) => {
        if (sheetRow.getCell(1).value === "Finance" && sheetRow.getCell(3).value === 2099) found = sheetRow.getCell(5).value === 0.55;
      });
      expect(found).toBe(true);
    } finally {
      await AffirmativeActionGoal.destroy({ where: { department: "Finance", targetYear: 2099 } });
      await EeCommitteeMember.destroy({ where: { employeeId: employee!.id } });
    }
  });
});
