import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { EXPORT_HEADER } from "../../support/employee-export";
import { createTestEmployee, createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";
import { recordedSignIn } from "../../support/session";

/**
 * HR's tools without JavaScript, as plain pages and form posts: the activity monitor (what an
 * employee opened shows on Page Visits; HR ends the employee's sessions, after which the
 * employee's next click lands on the login page), the Export Excel link, and typing a
 * manager's Employee ID. (The Chromium journeys in test/e2e: the same with JavaScript.)
 */

/** A browser signed in the way the login form does it (with the sign-in records the monitor shows). */
async function recordedBrowser(user: Parameters<typeof recordedSignIn>[0]) {
  const cookie = await recordedSignIn(user);
  return new NoJsBrowser().withCookie(cookie);
}

function rowsWith(page: NoJsPage, table: Element, text: string) {
  return page
    .within(table)
    .getAllByRole("row")
    .filter((row) => page.shows(text, row));
}

describe("HR's tools without JavaScript", () => {
  it("HR sees an employee's visits and logs them out everywhere", async () => {
    const staff = await createTestUser({ firstName: "Aina", department: "Processing Plant" });
    const hr = await createTestUser({ role: "hr" });
    const employee = await recordedBrowser(staff.user);
    await employee.goto("/leave");
    let employeePage = await employee.goto("/payslips");

    const hrBrowser = await recordedBrowser(hr.user);
    let page = await hrBrowser.goto("/admin/activity?tab=visits");
    page.fill(page.screen.getByLabelText("Employee"), staff.employee!.employeeId);
    page = await page.click(page.screen.getByRole("button", { name: "Apply Filters" }));
    expect(page.shows(`Aina ${staff.employee!.lastName} (${staff.employee!.employeeId})`)).toBe(true);
    const visits = page.screen.getByRole("table", { name: "Page visits" });
    expect(page.text(rowsWith(page, visits, "/payslips")[0])).toContain("Payslips");
    expect(page.text(rowsWith(page, visits, "/leave")[0])).toContain("Leave Requests");

    page = await page.click(page.screen.getByRole("link", { name: "Sessions" }));
    expect(page.text(rowsWith(page, page.screen.getByRole("table", { name: "Sessions" }), "Processing Plant")[0])).toContain("Active");
    page = await page.click(page.screen.getByRole("button", { name: `Log out Aina ${staff.employee!.lastName} everywhere` }));
    expect(page.text(page.messageBox("Force Logout Successful", "status"))).toContain("Logged out 1 sessions affecting 1 users");
    expect(page.text(rowsWith(page, page.screen.getByRole("table", { name: "Sessions" }), "Processing Plant")[0])).toContain("Ended");

    // The tab bar is there twice (phone and desktop layouts; the stylesheet shows one): either link goes to the same page.
    employeePage = await employeePage.click(employeePage.screen.getAllByRole("link", { name: "EE Committee" })[0]);
    expect(employeePage.url.pathname).toBe("/login");
  });

  it("the Export Excel link downloads the file", async () => {
    const tag = unique("ExpNoJs");
    await createTestEmployee({ employeeId: `${tag}-1`, firstName: "Aina", lastName: tag, nationalId: "02031500123" });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    const page = await browser.goto(`/admin/employees?search=${tag}`);
    const download = await page.click(page.screen.getByRole("link", { name: "Export Excel" }));
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as unknown as ArrayBuffer);
    const row = (workbook.getWorksheet("Employees")!.getRow(2).values as unknown[]).slice(1);
    expect(row[EXPORT_HEADER.indexOf("National ID")]).toBe("02031500123");
  });

  it("HR types the manager's Employee ID, and a name that matches nobody is refused with a hint", async () => {
    const boss = await createTestEmployee({ firstName: "Aune", lastName: unique("Kambonde") });
    const person = await createTestEmployee({ firstName: "Petrus", lastName: unique("Shoombe") });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto(`/admin/employees/${person.id}/edit`);
    page.fill(page.screen.getByLabelText("Manager"), "Somebody Unknown");
    page = await page.click(page.screen.getByRole("button", { name: "Save Changes" }));
    expect(page.shows("No employee matches the manager typed.")).toBe(true);
    page.fill(page.screen.getByLabelText("Manager"), boss.employeeId);
    page = await page.click(page.screen.getByRole("button", { name: "Save Changes" }));
    expect(page.shows("Employee updated successfully")).toBe(true);
    page = await browser.goto(`/admin/employees/${person.id}`);
    expect(page.screen.getAllByRole("definition").some((definition) => page.shows(`Aune ${boss.lastName}`, definition))).toBe(true);
  });
});
