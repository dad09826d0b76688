import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { seedColleagues } from "../support/directory";
import { createTestUser, unique } from "../support/factories";

/**
 * The employees' Staff Directory: search by name and filter by department, active
 * colleagues only (inactive and trashed ones never appear); employee IDs, national IDs
 * and login emails reach only HR, who also sees the note about Admin Documents. (The search
 * without JavaScript runs as HTTP requests in test/integration/no-javascript/employee-pages.test.ts.)
 */

function staff(page: Page) {
  return page.getByRole("list", { name: "Staff" }).getByRole("listitem");
}

function searchBox(page: Page) {
  return page.getByRole("search", { name: "Staff directory" }).getByLabel("Search");
}

async function expectNoPrivateFields(page: Page, colleagues: Awaited<ReturnType<typeof seedColleagues>>) {
  // The HTML (which includes the loader data) must not carry them at all, not just hide them.
  const html = await page.content();
  for (const colleague of colleagues) {
    expect(html).not.toContain(colleague.employeeId);
    expect(html).not.toContain(colleague.nationalId!);
    expect(html).not.toContain(colleague.email!);
  }
}

test("an employee searches colleagues by name and department and sees no private fields", async ({ page, context }) => {
  const tag = unique("Staff");
  const colleagues = await seedColleagues(tag);
  const { user } = await createTestUser();
  await signIn(context, user.id);
  await page.goto("/directory");
  await waitForHydration(page);
  await expect(page.getByText("Employee document folders are managed in Admin Documents.")).toHaveCount(0);

  await searchBox(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(staff(page)).toHaveCount(3);
  await expect(staff(page).filter({ hasText: "Ndapewa" })).toContainText(`${tag.toLowerCase()}-1@example.org`);
  await expect(staff(page).filter({ hasText: "Inactive" })).toHaveCount(0);
  await expect(staff(page).filter({ hasText: "Trashed" })).toHaveCount(0);

  await page.getByLabel("Department").selectOption("Geology");
  await expect(page).toHaveURL(/department=Geology/);
  await expect(staff(page)).toHaveCount(2);
  await expect(staff(page).filter({ hasText: "Johannes" })).toHaveCount(0);
  await expect(page.getByText("Showing 1-2 of 2")).toBeVisible();
  await expectNoPrivateFields(page, colleagues);

  // Search by a first name alone.
  await searchBox(page).fill(`Tuyeni ${tag}`);
  await expect(staff(page)).toHaveCount(1);
  await expect(staff(page)).toContainText("Tuyeni");
  await expectNoPrivateFields(page, colleagues);
});

test("HR sees employee IDs, national IDs and login emails, and the Admin Documents note", async ({ page, context }) => {
  const tag = unique("Staff");
  await seedColleagues(tag);
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto(`/directory?search=${tag}`);
  await expect(page.getByText("Employee document folders are managed in Admin Documents.")).toBeVisible();
  await expect(staff(page)).toHaveCount(3);
  const ndapewa = staff(page).filter({ hasText: "Ndapewa" });
  await expect(ndapewa).toContainText(`${tag}-1`);
  await expect(ndapewa).toContainText("ID 90010100001");
  await expect(ndapewa).toContainText(`${tag.toLowerCase()}-1@namibcopper.com.na`);
  // HR can also search by employee ID.
  await page.goto(`/directory?search=${tag}-3`);
  await expect(staff(page)).toHaveCount(1);
  await expect(staff(page)).toContainText("Johannes");
});
