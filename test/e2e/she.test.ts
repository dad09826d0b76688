import { expect, test } from "@playwright/test";
import { SheDocument } from "#models";
import { signIn, waitForHydration } from "../support/browser";
import { createSheDocument } from "../support/documents-db";
import { createTestUser, unique } from "../support/factories";

/**
 * The SHE page (issue 15): alerts, SOPs filtered by search and category (active only), the
 * placeholders. With JavaScript; without it, as HTTP requests in
 * test/integration/no-javascript/employee-pages.test.ts.
 */
test.describe(`SHE page (JavaScript on)`, () => {
  test("an employee filters the standard operating procedures", async ({ page, context }) => {
    const tag = unique("sop");
    const docs = await Promise.all([
      createSheDocument(`Lockout ${tag}`, "safety", "active"),
      createSheDocument(`Hydration ${tag}`, "health", "active"),
      createSheDocument(`Archived ${tag}`, "health", "archived"),
    ]);
    try {
      const { user } = await createTestUser();
      await signIn(context, user.id);
      await page.goto("/she");
      await waitForHydration(page);
      await expect(page.getByRole("list", { name: "SHE alerts" })).toContainText("Blasting schedule change");
      // With JavaScript a filter applies as it changes (the search after a pause): no Filter button.
      await expect(page.getByRole("button", { name: "Filter" })).toHaveCount(0);
      await page.getByLabel("Search procedures").fill(tag);
      const list = page.getByRole("list", { name: "Standard operating procedures" });
      await expect(list.getByRole("listitem")).toHaveCount(2);
      await page.getByLabel("Category").selectOption("health");
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list).toContainText(`Hydration ${tag}`);
      await expect(list.getByRole("link", { name: `Preview Hydration ${tag}` })).toHaveAttribute("target", "_blank");
      await page.getByRole("link", { name: "Training Materials" }).click();
      await expect(page.getByText("Training materials will be available soon.")).toBeVisible();
    } finally {
      await SheDocument.destroy({ where: { id: docs.map((doc) => doc.id) } });
    }
  });
});
