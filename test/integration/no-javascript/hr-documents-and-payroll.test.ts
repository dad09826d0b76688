import { describe, expect, it } from "vitest";
import { makePdf } from "../../support/documents";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";
import { payrollFile } from "../../support/payslips";

/**
 * HR's documents and payroll without JavaScript, as plain pages and multipart forms: a policy
 * and its new version (employees see the version in force), a SHE procedure uploaded as a
 * draft that reaches the SHE page once activated, and a payroll upload with row errors that
 * HR processes after its confirmation page. (test/e2e/hr-documents and hr-payroll-upload: the same with JavaScript.)
 */

function rowsWith(page: NoJsPage, role: "row" | "listitem", text: string) {
  return page.screen.queryAllByRole(role).filter((row) => page.shows(text, row));
}

const pdf = async (name: string, text: string) => [{ name, mimeType: "application/pdf", buffer: await makePdf(text) }];

describe("HR documents without JavaScript", () => {
  it("HR uploads a policy and a new version; the employee sees the version in force", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    const title = unique("Overtime Policy ");
    let page = await browser.goto("/admin/hr-documents");
    expect(page.url.pathname).toBe("/admin/hr-documents/policies");
    page = await page.click(page.screen.getByRole("link", { name: "Upload Policy" }));
    const dialog = page.region("Upload Policy");
    page.fill(dialog.getByLabelText(/^Title/), title);
    page.select(dialog.getByLabelText(/^Category/), "Pay & Benefits");
    expect((dialog.getByLabelText(/^Version/) as HTMLInputElement).value).toBe("1.0");
    page.fill(dialog.getByLabelText("Effective date (optional)"), "2026-01-01");
    page.chooseFiles(dialog.getByLabelText(/^File/), await pdf("overtime-v1.pdf", "Overtime v1"));
    page = await page.click(dialog.getByRole("button", { name: "Upload" }));
    expect(page.shows("Document uploaded")).toBe(true);
    expect(page.text(rowsWith(page, "row", title)[0])).toContain("Active");

    page = await page.click(page.screen.getByRole("link", { name: `New Version of ${title}` }));
    const version = page.region(`Upload New Version: ${title}`);
    expect((version.getByLabelText(/^Version/) as HTMLInputElement).value).toBe("1.1");
    expect((version.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe("Pay & Benefits");
    page.chooseFiles(version.getByLabelText(/^File/), await pdf("overtime-v1.1.pdf", "Overtime v1.1"));
    page = await page.click(version.getByRole("button", { name: "Upload" }));
    expect(page.shows("New version uploaded")).toBe(true);
    const rows = rowsWith(page, "row", title);
    expect(rows).toHaveLength(2);
    const [current] = rows.filter((row) => page.shows("v1.1", row));
    const [retired] = rows.filter((row) => page.shows("v1.0", row));
    expect(page.text(current)).toContain("Active");
    expect(page.text(retired)).toContain("Retired");
    expect(page.text(retired)).toContain("Replaced by a newer version");

    const { user } = await createTestUser();
    const employee = await new NoJsBrowser().signIn(user.id);
    const employeePage = await employee.goto("/hr-policies");
    expect(employeePage.screen.getByRole("heading", { name: "HR Documents & Policies" })).toBeTruthy();
    const items = rowsWith(employeePage, "listitem", title);
    expect(items).toHaveLength(1);
    expect(employeePage.text(items[0])).toContain("Version 1.1");
    const download = await employeePage.click(employeePage.within(items[0]).getByRole("link", { name: `Download ${title}` }));
    expect(download.headers.get("content-disposition")).toContain('filename="overtime-v1.1.pdf"');
  });

  it("a SHE procedure uploaded as a draft reaches the SHE page once HR activates it", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    const title = unique("Crusher isolation ");
    let page = await browser.goto("/admin/hr-documents/she");
    page = await page.click(page.screen.getByRole("link", { name: "Upload Procedure" }));
    const dialog = page.region("Upload Procedure");
    page.fill(dialog.getByLabelText(/^Title/), title);
    page.select(dialog.getByLabelText(/^Priority/), "high");
    page.select(dialog.getByLabelText(/^Status/), "draft");
    page.chooseFiles(dialog.getByLabelText(/^File/), await pdf("isolation.pdf", "Isolation"));
    page = await page.click(dialog.getByRole("button", { name: "Upload" }));
    expect(page.shows("Document uploaded")).toBe(true);
    expect(page.text(rowsWith(page, "row", title)[0])).toContain("Draft");

    const { user } = await createTestUser();
    const employee = await new NoJsBrowser().signIn(user.id);
    const sheSearch = `/she?section=sop&search=${encodeURIComponent(title)}`;
    let employeePage = await employee.goto(sheSearch);
    expect(employeePage.shows("No procedures match.")).toBe(true);

    page = await page.click(page.screen.getByRole("button", { name: `Activate ${title}` }));
    expect(page.shows("Document updated")).toBe(true);
    expect(page.text(rowsWith(page, "row", title)[0])).toContain("Active");
    employeePage = await employee.goto(sheSearch);
    expect(employeePage.text(employeePage.screen.getByRole("list", { name: "Standard operating procedures" }))).toContain(title);
  });
});

describe("payroll upload without JavaScript", () => {
  it("HR uploads a payroll file as a plain form, sees the counts and the row errors, and processes the draft", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    const { employee, user, file } = await payrollFile();
    const periodName = `April 2026 ${unique()}`;

    let page = await browser.goto("/admin/payroll");
    expect(page.screen.getByRole("heading", { name: "Upload Payroll" })).toBeTruthy();
    page.fill(page.screen.getByLabelText(/^Period Name/), periodName);
    page.fill(page.screen.getByLabelText(/^Start Date/), "2026-04-01");
    page.fill(page.screen.getByLabelText(/^End Date/), "2026-04-30");
    page.chooseFiles(page.screen.getByLabelText(/^CSV File/), [file]);
    page = await page.click(page.screen.getByRole("button", { name: "Upload Payroll" }));

    expect(page.messageBox("Payroll uploaded: 1 processed, 2 errors", "status")).toBeTruthy();
    const errors = page.screen.getByRole("region", { name: /Rows not uploaded/ });
    expect(page.itemTexts(errors)).toEqual([
      "Row 3: employeeId NCM-9999 is not a current employee",
      `Row 4: employeeId ${employee.employeeId} appears more than once (first on row 2)`,
    ]);
    let [period] = rowsWith(page, "row", periodName);
    expect(page.text(period)).toContain("30 Apr 2026");
    expect(page.text(period)).toContain("Draft");
    expect(page.text(page.within(period).getAllByRole("cell")[2])).toBe("1");

    // The employee does not see the draft; HR processes it, and then the employee sees the payslip.
    const staff = await new NoJsBrowser().signIn(user.id);
    let staffPage = await staff.goto("/payslips");
    expect(staffPage.screen.getByRole("heading", { name: "My Payslips" })).toBeTruthy();
    expect(staffPage.shows(periodName)).toBe(false);

    // Process asks first (issue 24): a page that shows what will be published; only its Confirm publishes.
    page = await page.click(page.within(period).getByRole("link", { name: `Process ${periodName}` }));
    expect(page.path).toMatch(/^\/admin\/payroll\/\d+\/process$/);
    const confirmation = page.region(`Process ${periodName}`);
    for (const fact of ["Employees paid 1 payslip", "Rows not uploaded 2", "Gross total N$ 27,700.51", "Net total N$ 21,150.38"]) {
      expect(page.shows(fact, confirmation.element)).toBe(true);
    }
    // The employee paid is not among the active employees not paid.
    expect(page.shows(`(${employee.employeeId})`, confirmation.element)).toBe(false);
    staffPage = await staffPage.reload();
    expect(staffPage.shows(periodName)).toBe(false);
    page = await page.click(confirmation.getByRole("button", { name: "Confirm: publish to 1 employee" }));
    expect(page.messageBox(`Payroll processed: ${periodName} published to 1 employee`, "status")).toBeTruthy();
    [period] = rowsWith(page, "row", periodName);
    expect(page.text(period)).toContain("Processed");
    expect(page.within(period).queryAllByRole("button", { name: `Delete ${periodName}` })).toHaveLength(0);

    staffPage = await staffPage.reload();
    expect(rowsWith(staffPage, "row", periodName)).toHaveLength(1);
  });
});
