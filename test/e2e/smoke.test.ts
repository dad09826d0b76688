import { expect, test } from "@playwright/test";

test("the landing page renders", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Employee Login" })).toBeVisible();
});
