import { expect, test } from "@playwright/test";
import { Employee } from "#models";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * The employee form's Manager field: with JavaScript HR picks from suggestions that arrive
 * as they type; without it HR types the Employee ID (as HTTP requests in
 * test/integration/no-javascript/hr-admin-tools.test.ts). Either way the detail names the manager.
 */
test("HR picks a manager from the suggestions while typing", async ({ page, context }) => {
  const surname = unique("Nangolo");
  const boss = await createTestEmployee({ firstName: "Selma", lastName: surname });
  const person = await createTestEmployee({ firstName: "Jonas", lastName: unique("Hango") });
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto(`/admin/employees/${person.id}/edit`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Edit Employee" });
  const manager = dialog.getByLabel("Manager", { exact: true });
  await expect(manager).toHaveValue("");
  await manager.pressSequentially(surname.slice(0, 8));
  const label = `Selma ${surname} (${boss.employeeId})`;
  // The browser lists the suggestions from the datalist; choosing one writes its value.
  await expect(dialog.locator(`datalist option[value="${label}"]`)).toHaveCount(1);
  await manager.fill(label);
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(messageBox(page, "Employee updated successfully", "status")).toBeVisible();
  expect((await Employee.findByPk(person.id))?.managerId).toBe(boss.id);
});
