import { describe, expect, it } from "vitest";
import { Employee } from "#models";
import { DIRECTORY_PAGE_SIZE } from "~/constants";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * Issue 25: the staff directory's paging text names the rows shown on every page
 * ("Showing 26-50 of 55"), and Previous/Next keep the search, as plain links.
 */

const COUNT = DIRECTORY_PAGE_SIZE * 2 + 5;

async function seedStaff(tag: string) {
  await Employee.bulkCreate(
    Array.from({ length: COUNT }, (_, i) => ({
      employeeId: `${tag}-${String(i).padStart(2, "0")}`,
      firstName: `Person${String(i).padStart(2, "0")}`,
      lastName: tag,
      email: `${tag.toLowerCase()}-${i}@namibcopper.com.na`,
      department: "Geology",
      position: "Geologist",
      employmentType: "full-time",
      startDate: "2024-01-15",
      status: "active",
    })),
  );
}

function pager(page: NoJsPage) {
  return page.within(page.screen.getByRole("navigation", { name: "Staff directory pages" }));
}

function names(page: NoJsPage) {
  return page.within(page.screen.getByRole("list", { name: "Staff" })).getAllByRole("listitem");
}

describe("staff directory paging", () => {
  it("says which rows each page shows: the first, a middle and the last partial page", async () => {
    const tag = unique("Paging");
    await seedStaff(tag);
    const { user } = await createTestUser();
    const browser = await new NoJsBrowser().signIn(user.id);

    let page = await browser.goto(`/directory?search=${tag}`);
    expect(page.text(pager(page).getByText(/^Showing/))).toBe(`Showing 1-${DIRECTORY_PAGE_SIZE} of ${COUNT}`);
    expect(names(page)).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(page.text(names(page)[0])).toContain("Person00");
    expect(pager(page).queryByRole("link", { name: "Previous" })).toBeNull();

    page = await page.click(pager(page).getByRole("link", { name: "Next" }));
    expect(page.url.searchParams.get("search")).toBe(tag);
    expect(page.url.searchParams.get("page")).toBe("2");
    expect(page.text(pager(page).getByText(/^Showing/))).toBe(`Showing ${DIRECTORY_PAGE_SIZE + 1}-${DIRECTORY_PAGE_SIZE * 2} of ${COUNT}`);
    expect(page.text(pager(page).getByText(/^Page/))).toBe("Page 2 of 3");
    expect(page.text(names(page)[0])).toContain(`Person${DIRECTORY_PAGE_SIZE}`);

    page = await page.click(pager(page).getByRole("link", { name: "Next" }));
    expect(page.text(pager(page).getByText(/^Showing/))).toBe(`Showing ${DIRECTORY_PAGE_SIZE * 2 + 1}-${COUNT} of ${COUNT}`);
    expect(names(page)).toHaveLength(5);
    expect(pager(page).queryByRole("link", { name: "Next" })).toBeNull();

    page = await page.click(pager(page).getByRole("link", { name: "Previous" }));
    expect(page.url.searchParams.get("page")).toBe("2");
  });

  it("shows the last page for a page past the end, and no range when nothing matches", async () => {
    const tag = unique("Paging");
    await seedStaff(tag);
    const { user } = await createTestUser();
    const browser = await new NoJsBrowser().signIn(user.id);
    let page = await browser.goto(`/directory?search=${tag}&page=9`);
    expect(page.text(pager(page).getByText(/^Showing/))).toBe(`Showing ${DIRECTORY_PAGE_SIZE * 2 + 1}-${COUNT} of ${COUNT}`);
    expect(names(page)).toHaveLength(5);

    page = await browser.goto(`/directory?search=${tag}-nobody`);
    expect(page.shows("No employees found")).toBe(true);
    expect(page.shows("Showing")).toBe(false);
  });
});
