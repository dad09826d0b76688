import { expect, test } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * Issue 24, "filters tell the truth": on every filtered list a change applies at once with
 * JavaScript (without it, on Filter: the no-JavaScript journeys), and a select always shows the
 * filter of the list under it, also after Clear Filters and Back (the controls are uncontrolled
 * form fields, so a client-side navigation must set them again).
 */

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
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toHaveCount(0);
    await select.selectOption({ label: option });
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

test("HR's directory: a change applies at once, and Back shows the earlier filter in its controls", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto("/admin/employees");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  const status = page.getByLabel("Status", { exact: true });
  await status.selectOption("inactive");
  await expect(page).toHaveURL(/status=inactive/);
  await page.getByLabel("Department", { exact: true }).selectOption("Finance");
  await expect(page).toHaveURL(/department=Finance/);
  await page.goBack();
  await expect(page).not.toHaveURL(/department=/);
  await expect(page.getByLabel("Department", { exact: true })).toHaveValue("");
  await expect(status).toHaveValue("inactive");
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(status).toHaveValue("");
});
