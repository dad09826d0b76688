import { expect, test, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * Issue 24, "filters tell the truth": on every filtered list a change applies on Filter, and a
 * select always shows the filter of the list under it, also after Clear Filters and Back (the
 * controls are uncommitted form fields, so a client-side navigation must redraw them).
 */

async function filterBy(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
}

test("leave requests, suggestions and EE requests: Clear Filters and Back keep every select true to the list", async ({
  page,
  context,
}) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);

  for (const [path, label, option, value, empty] of [
    ["/admin/leave-requests", "Status", "Rejected", "rejected", ""],
    ["/admin/suggestions", "Status", "Under Review", "under_review", "all"],
    ["/ee-committee/requests", "Status", "Resolved", "resolved", ""],
  ] as const) {
    await page.goto(path);
    await waitForHydration(page);
    const select = page.getByLabel(label, { exact: true });
    // Choosing alone changes nothing: the list changes on Filter.
    await select.selectOption({ label: option });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await filterBy(page, label, option);
    await expect(page).toHaveURL(new RegExp(`status=${value}`));
    await expect(select).toHaveValue(value);

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(select).toHaveValue(empty);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`status=${value}`));
    await expect(select).toHaveValue(value);
  }
});
