import { describe, expect, it } from "vitest";
import { addDays } from "~/utils/dates";
import { formatDateNa } from "~/utils/format";
import { createTestUser, unique } from "../../support/factories";
import { createEmployeeWithManager, futureRange } from "../../support/leave";
import { NoJsBrowser } from "../../support/no-js";
import { employeeWithPayslips } from "../../support/payslips";

/**
 * Two everyday forms without JavaScript, as plain pages and form posts: an employee requests
 * leave on the Request Leave page (the server's checks, the toast, the list), and HR finds an
 * employee's payslips with the plain search form and downloads one as CSV.
 * (test/e2e/employee-leave.test.ts and employee-payslips.test.ts: the same with JavaScript.)
 */

const END_BEFORE_START = "End date must be after start date";

describe("the Leave tab without JavaScript", () => {
  it("the Request Leave form is a page that posts and returns to the list", async () => {
    const { staff } = await createEmployeeWithManager();
    const { startDate, endDate } = futureRange(310, 2);
    const browser = await new NoJsBrowser().signIn(staff.user.id);

    let page = await browser.goto("/leave");
    page = await page.click(page.screen.getByRole("link", { name: "New Request" }));
    expect(page.url.pathname).toBe("/leave/new");
    expect(page.screen.getByRole("heading", { name: "Request Leave" })).toBeTruthy();
    // A page, not a modal: the server draws the dialog open in the page's flow (only JavaScript
    // promotes that same element to a modal, issue 25), and its form is a named region of the page.
    expect(page.region("Request Leave").element.closest("dialog")!.hasAttribute("open")).toBe(true);

    let form = page.region("Request Leave");
    // The server checks what the browser cannot: this end date is after today but before the start.
    page.select(form.getByLabelText("Leave Type"), { label: "Sick" });
    page.fill(form.getByLabelText("Start Date"), startDate);
    page.fill(form.getByLabelText("End Date"), addDays(startDate, -1));
    page = await page.click(form.getByRole("button", { name: "Submit Request" }));
    expect(page.text(page.messageBox("Failed to submit leave request"))).toContain(END_BEFORE_START);
    form = page.region("Request Leave");
    expect(page.description(form.getByLabelText("End Date"))).toBe(END_BEFORE_START);

    page.select(form.getByLabelText("Leave Type"), { label: "Sick" });
    page.fill(form.getByLabelText("Start Date"), startDate);
    page.fill(form.getByLabelText("End Date"), endDate);
    page = await page.click(form.getByRole("button", { name: "Submit Request" }));

    expect(page.url.pathname).toBe("/leave");
    expect(page.messageBox("Leave request submitted successfully", "status")).toBeTruthy();
    const requests = page.within(page.screen.getByRole("region", { name: "My Leave Requests" })).getAllByRole("listitem");
    expect(requests).toHaveLength(1);
    const request = page.text(requests[0]);
    expect(request).toContain("Sick");
    expect(request).toContain("Pending");
    expect(request).toContain(`${formatDateNa(startDate)} to ${formatDateNa(endDate)}`);
    expect(request).toContain("2 days");
  });
});

describe("HR's payslips without JavaScript", () => {
  it("HR searches with the plain form, selects the employee and downloads a payslip", async () => {
    const lastName = `Haufiku${unique("")}`;
    const staff = await employeeWithPayslips(lastName);
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);

    let page = await browser.goto("/admin/payslips");
    page.fill(page.screen.getByRole("searchbox", { name: "Search employees" }), lastName);
    page = await page.click(page.screen.getByRole("button", { name: "Search" }));
    expect(page.url.search).toBe(`?q=${encodeURIComponent(lastName)}`);
    const employees = page.within(page.screen.getByRole("list", { name: "Employees" })).getAllByRole("link");
    expect(employees).toHaveLength(1);
    expect(page.text(employees[0])).toContain("2 payslips");
    page = await page.click(employees[0]);
    expect(page.url.search).toMatch(/&employee=\d+$/);
    expect(page.screen.getByRole("heading", { name: `Payslips of ${staff.name}` })).toBeTruthy();

    const row = page.screen.getByTestId(`payslip-row-${staff.october.id}`);
    expect(page.text(row)).toContain("N$ 21,150.37");
    const download = await page.click(page.within(row).getByRole("link", { name: /Download CSV/ }));
    expect(download.headers.get("content-disposition")).toContain(`filename="payslip-${staff.employee!.employeeId}-2026-10.csv"`);
    expect(download.body.toString("utf8")).toContain("Gross,27400.37");
  });
});
