import { describe, expect, it } from "vitest";
import { Employee, SheDocument } from "#models";
import { addDays, todayIso } from "~/utils/dates";
import { weekdayOf } from "~/utils/public-holidays";
import { seedColleagues } from "../../support/directory";
import { createSheDocument } from "../../support/documents-db";
import { createTestUser, unique } from "../../support/factories";
import { createEmployeeWithManager, midweekHolidays } from "../../support/leave";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * Employee pages without JavaScript, as plain pages and form posts: leave over a public
 * holiday (the answer names the working days), the SHE page's filters, and the staff
 * directory's search. (test/e2e: leave-balances, she and staff-directory, with JavaScript.)
 */

function expectAnnualBalance(page: NoJsPage) {
  const balances = page.region("Leave Balances");
  const annual = balances.getAllByRole("row").find((row) => page.within(row).queryAllByRole("rowheader", { name: /^Annual/ }).length)!;
  // Entitled 20, and last cycle's unused days carried in (never forfeited, issue 23).
  expect(page.text(page.within(annual).getAllByRole("cell")[0])).toBe("20+20 carried from earlier cycles");
  expect(page.shows("Monday to Friday", balances.element)).toBe(true);
}

async function requestLeave(page: NoJsPage, startDate: string, endDate: string) {
  const form = page.region("Request Leave");
  page.select(form.getByLabelText("Leave Type"), { label: "Vacation" });
  page.fill(form.getByLabelText("Start Date"), startDate);
  page.fill(form.getByLabelText("End Date"), endDate);
  return page.click(form.getByRole("button", { name: "Submit Request" }));
}

describe("employee pages without JavaScript", () => {
  it("the answer names the working days of leave over a public holiday", async () => {
    const { staff } = await createEmployeeWithManager();
    await Employee.update({ gender: "Female" }, { where: { id: staff.employee!.id } });
    const range = midweekHolidays()[1];
    const browser = await new NoJsBrowser().signIn(staff.user.id);
    let page = await browser.goto("/leave");
    expectAnnualBalance(page);
    page = await page.click(page.screen.getByRole("link", { name: "New Request" }));
    expect(page.url.pathname).toBe("/leave/new");
    page = await requestLeave(page, range.startDate, range.endDate);
    expect(page.url.pathname).toBe("/leave");
    expect(page.text(page.messageBox("Leave request submitted successfully", "status"))).toContain(
      "2 working days (3 days inclusive of both dates).",
    );
    const [request] = page.within(page.screen.getByRole("region", { name: "My Leave Requests" })).getAllByRole("listitem");
    expect(page.text(request)).toContain("2 working days");

    // A weekend alone holds no working day: refused with a clear message.
    let saturday = addDays(todayIso(), 14);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    page = await requestLeave(await browser.goto("/leave/new"), saturday, addDays(saturday, 1));
    expect(page.text(page.messageBox("Failed to submit leave request"))).toContain(
      "These dates hold no working days (weekends and public holidays are not counted). Please choose other dates.",
    );
  });

  it("an employee filters the standard operating procedures", async () => {
    const tag = unique("sop");
    const docs = await Promise.all([
      createSheDocument(`Lockout ${tag}`, "safety", "active"),
      createSheDocument(`Hydration ${tag}`, "health", "active"),
      createSheDocument(`Archived ${tag}`, "health", "archived"),
    ]);
    try {
      const { user } = await createTestUser();
      const browser = await new NoJsBrowser().signIn(user.id);
      let page = await browser.goto("/she");
      expect(page.text(page.screen.getByRole("list", { name: "SHE alerts" }))).toContain("Blasting schedule change");
      page.fill(page.screen.getByLabelText("Search procedures"), tag);
      page = await page.click(page.screen.getByRole("button", { name: "Filter" }));
      const list = () => page.screen.getByRole("list", { name: "Standard operating procedures" });
      expect(page.within(list()).getAllByRole("listitem")).toHaveLength(2);
      page.select(page.screen.getByLabelText("Category"), "health");
      page = await page.click(page.screen.getByRole("button", { name: "Filter" }));
      expect(page.within(list()).getAllByRole("listitem")).toHaveLength(1);
      expect(page.text(list())).toContain(`Hydration ${tag}`);
      expect(
        page
          .within(list())
          .getByRole("link", { name: `Preview Hydration ${tag}` })
          .getAttribute("target"),
      ).toBe("_blank");
      page = await page.click(page.screen.getByRole("link", { name: "Training Materials" }));
      expect(page.shows("Training materials will be available soon.")).toBe(true);
    } finally {
      await SheDocument.destroy({ where: { id: docs.map((doc) => doc.id) } });
    }
  });

  it("an employee searches the staff directory with the plain form", async () => {
    const tag = unique("Staff");
    const colleagues = await seedColleagues(tag);
    const { user } = await createTestUser();
    const browser = await new NoJsBrowser().signIn(user.id);
    let page = await browser.goto("/directory");
    const search = page.within(page.screen.getByRole("search", { name: "Staff directory" }));
    page.fill(search.getByLabelText("Search"), `Johannes ${tag}`);
    page = await page.click(page.screen.getByRole("button", { name: "Search" }));
    expect(page.url.search).toMatch(/search=Johannes/);
    const staff = page.within(page.screen.getByRole("list", { name: "Staff" })).getAllByRole("listitem");
    expect(staff).toHaveLength(1);
    expect(page.text(staff[0])).toContain("Johannes");
    // The HTML (which includes the loader data) must not carry private fields at all, not just hide them.
    const html = page.body.toString("utf8");
    for (const colleague of colleagues) {
      expect(html).not.toContain(colleague.employeeId);
      expect(html).not.toContain(colleague.nationalId!);
      expect(html).not.toContain(colleague.email!);
    }
  });
});
