import { describe, expect, it } from "vitest";
import { seedDirectory } from "../../support/directory";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * HR runs the directory without JavaScript, as plain pages and form posts: searches,
 * filters, sorts and pages (the form submits), creates an employee after a validation error,
 * deletes to the trash and restores. Every name carries a random tag so other tests' rows
 * never match. (test/e2e/hr-employees.test.ts: the same with JavaScript.)
 */

function results(page: NoJsPage) {
  return page.text(page.screen.getByText(/^Showing \d+ of \d+ results/));
}

function rowsNamed(page: NoJsPage, text: string) {
  return page
    .within(page.screen.getByRole("table", { name: "Employees" }))
    .getAllByRole("row")
    .filter((row) => page.shows(text, row));
}

describe("HR's employee directory without JavaScript", () => {
  it("HR searches, filters, sorts and pages with plain form posts and links", async () => {
    const tag = unique("Nojs");
    await seedDirectory(tag);
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/employees");
    page.fill(page.screen.getByLabelText("Search"), tag);
    page.select(page.screen.getByLabelText("Sort by"), "salary");
    page.select(page.screen.getByLabelText("Sort order"), "desc");
    page = await page.click(page.screen.getByRole("button", { name: "Apply" }));
    expect(results(page)).toMatch(/^Showing 25 of 27 results/);
    expect(page.text(page.within(page.screen.getByRole("table", { name: "Employees" })).getAllByRole("row")[1])).toContain("Person26");
    page = await page.click(page.screen.getByRole("link", { name: "Next" }));
    expect(results(page)).toMatch(/^Showing 2 of 27 results/);
    page.select(page.screen.getByLabelText("Department"), "Sustainability");
    page = await page.click(page.screen.getByRole("button", { name: "Apply" }));
    expect(results(page)).toMatch(/^Showing 3 of 3 results/);
  });

  it("HR creates, deletes and restores an employee with plain forms", async () => {
    const tag = unique("Form");
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/employees/new");
    page.fill(page.screen.getByLabelText("Employee ID *"), `${tag}-1`);
    page.fill(page.screen.getByLabelText("First Name *"), "Paulus");
    page.fill(page.screen.getByLabelText("Last Name *"), tag);
    page.select(page.screen.getByLabelText("Department *"), "Geology");
    page.fill(page.screen.getByLabelText("Position *"), "Driller");
    page.fill(page.screen.getByLabelText("Email"), "broken@");
    // The browser's own check would stop an invalid email; the server's answer is what is tested here.
    page.document.querySelector("form#employee-form")!.setAttribute("novalidate", "");
    page = await page.click(page.screen.getByRole("button", { name: "Create Employee" }));
    expect(page.shows("Invalid email format")).toBe(true);
    page.fill(page.screen.getByLabelText("Email"), "");
    page = await page.click(page.screen.getByRole("button", { name: "Create Employee" }));
    expect(page.messageBox("Employee created successfully", "status")).toBeTruthy();

    page = await browser.goto(`/admin/employees?search=${tag}`);
    page = await page.click(page.within(rowsNamed(page, tag)[0]).getByRole("link", { name: `Delete Paulus ${tag}` }));
    page = await page.click(page.screen.getByRole("button", { name: "Move to Trash" }));
    expect(page.messageBox("Employee moved to trash successfully", "status")).toBeTruthy();
    page = await browser.goto("/admin/trash");
    page = await page.click(page.screen.getByRole("button", { name: `Restore Paulus ${tag}` }));
    expect(page.messageBox("Employee restored successfully", "status")).toBeTruthy();
  });
});
