import { expect, test } from "@playwright/test";
import { percentOfActive } from "~/utils/stats";
import { signIn } from "../support/browser";
import { createTestEmployee, createTestUser } from "../support/factories";

/** HR reads the statistics dashboard from the Statistics tab; the Overview's quick actions lead to the right screens. */

test("HR opens Statistics and sees the cards and panels with percentages of active employees", async ({ page, context }) => {
  const { user } = await createTestUser({ role: "hr" });
  await createTestEmployee({
    gender: "Female",
    region: "//Karas",
    ethnic: "Damara",
    contractType: "Permanent",
    driverStatus: "Non-Driver",
  });
  await signIn(context, user.id);

  await page.goto("/admin/overview");
  const quickActions = page.getByRole("region", { name: "Quick Actions" });
  await expect(quickActions.getByRole("link", { name: "Manage Employees" })).toHaveAttribute("href", "/admin/employees");
  await expect(quickActions.getByRole("link", { name: "Upload Payroll" })).toHaveAttribute("href", "/admin/payroll");
  await expect(quickActions.getByRole("link", { name: "Import Data" })).toHaveAttribute("href", "/admin/import");
  const reports = quickActions.getByRole("link", { name: "Download Reports" });
  await expect(reports).toHaveAttribute("href", "/api/leave-reports/csv");
  await expect(reports).toHaveAttribute("target", "_blank");

  await page.getByRole("link", { name: "Statistics" }).first().click();
  await expect(page).toHaveURL(/\/admin\/statistics$/);

  // Other journeys add employees to the same database at the same time, so every figure is
  // checked against the Active card of the same page rather than a separate reading.
  const figures = page.getByRole("region", { name: "Figures" });
  const card = (label: string) => figures.locator(".card").filter({ has: page.getByText(label, { exact: true }) });
  for (const label of ["Total", "Active", "Pending", "Events"]) await expect(card(label)).toContainText(/\d+/);
  const active = Number((await card("Active").innerText()).match(/\d+/)![0]);
  expect(active).toBeGreaterThanOrEqual(2);

  for (const title of [
    "Gender Distribution",
    "Contract Types",
    "Driver Status",
    "Leave Status",
    "By Department",
    "By Region",
    "By Ethnic Group",
  ]) {
    await expect(page.getByRole("region", { name: title })).toBeVisible();
  }

  async function expectRow(panel: string, label: string) {
    const row = page.getByRole("region", { name: panel }).getByRole("listitem").filter({ hasText: label });
    const [, count, percent] = (await row.innerText()).match(/(\d+)\s*\((\d+)%\)/)!;
    expect(Number(count)).toBeGreaterThanOrEqual(1);
    expect(Number(percent)).toBe(percentOfActive(Number(count), active));
  }
  await expectRow("By Region", "||Karas");
  await expectRow("Gender Distribution", "Female");
  await expectRow("By Ethnic Group", "Damara");

  // Each panel lists its rows largest first.
  const counts = await page
    .getByRole("region", { name: "By Department" })
    .getByRole("listitem")
    // Read the count cell itself: labels may end in digits ("Unit 5" + "1 (0%)" reads as "Unit 51 (0%)").
    .evaluateAll((items) => items.map((item) => Number(item.querySelector("[data-count]")?.getAttribute("data-count"))));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
});

test("an employee's Statistics tab shows company figures only", async ({ page, context }) => {
  const { user } = await createTestUser({ department: "Geology" });
  await signIn(context, user.id);
  await page.goto("/stats");
  await expect(page.getByRole("heading", { name: "Company Statistics" })).toBeVisible();
  await expect(page.getByRole("region", { name: "By Department" }).getByRole("listitem").filter({ hasText: "Geology" })).toBeVisible();
  await expect(page.getByRole("region", { name: "By Region" })).toBeVisible();
  for (const hidden of ["Gender Distribution", "By Ethnic Group", "Leave Status", "Contract Types"]) {
    await expect(page.getByRole("region", { name: hidden })).toHaveCount(0);
  }
});
