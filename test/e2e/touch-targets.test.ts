import { expect, test, type Page } from "@playwright/test";
import { employeeWithThingsToDo, expectTouchTargets, openPage } from "../support/accessibility";
import { signIn } from "../support/browser";

/**
 * Issue 25, hands: on a 390 px phone every visible control of the employee's pages and
 * dialogs is at least 44 x 44 px (WCAG 2.5.5), a checkbox through its label. Links in a
 * sentence of running text are exempt (WCAG 2.5.5/2.5.8 "inline": their size is the line
 * of text they sit in); test/support/accessibility.ts says how each element is measured.
 */

test.use({ viewport: { width: 390, height: 844 } });

const visit = openPage;

/** Opens a route dialog by its URL; with JavaScript it is a modal <dialog>, and only it is measured. */
async function visitDialog(page: Page, path: string) {
  await visit(page, path);
  await expect(page.locator("dialog[open]")).toBeVisible();
}

async function measurePages(page: Page, paths: string[]) {
  for (const path of paths) {
    await visit(page, path);
    await expectTouchTargets(page, path);
  }
}

test.describe("touch targets at 390 px", () => {
  test("the dashboard with its menu open, Profile, Activity and My Documents", async ({ page, context }) => {
    const { user } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    await visit(page, "/");
    await expectTouchTargets(page, "/");
    await page.getByRole("navigation", { name: "Employee dashboard" }).getByText("Menu").click();
    await expectTouchTargets(page, "/ with the menu open");
    await measurePages(page, ["/profile", "/activity", "/documents"]);
  });

  test("Leave, Grievance, My Suggestions and EE Committee", async ({ page, context }) => {
    const { user } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    await measurePages(page, ["/leave", "/grievance", "/suggestions", "/ee-committee"]);
  });

  test("Events, Leadership, Staff Directory and Statistics", async ({ page, context }) => {
    const { user } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    await measurePages(page, ["/events", "/leadership", "/directory", "/stats"]);
  });

  test("Payslips, HR Documents & Policies, SHE and the leave calendar", async ({ page, context }) => {
    const { user } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    await measurePages(page, ["/payslips", "/hr-policies", "/she", "/leave-calendar"]);
  });

  test("the profile and leave dialogs", async ({ page, context }) => {
    const { user, leaveId } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    for (const path of ["/profile/edit", "/profile/password", "/leave/new", `/leave/${leaveId}/edit`]) {
      await visitDialog(page, path);
      await expectTouchTargets(page, path);
    }
  });

  test("the event dialog (RSVP buttons, comment Delete) and the request dialogs", async ({ page, context }) => {
    const { user, eventId } = await employeeWithThingsToDo();
    await signIn(context, user.id);
    for (const path of [`/events/${eventId}`, "/grievance/new", "/suggestions/new", "/documents/upload", "/ee-committee/requests/new"]) {
      await visitDialog(page, path);
      await expectTouchTargets(page, path);
    }
  });

  test("the public pages and the Terms of Use dialog", async ({ page }) => {
    await visit(page, "/");
    await expectTouchTargets(page, "landing page");
    await page.getByRole("navigation", { name: "Login" }).getByRole("link", { name: "Employee" }).click();
    await expect(page.getByRole("dialog", { name: "Terms of Use" })).toBeVisible();
    await expectTouchTargets(page, "Terms of Use dialog");
    for (const path of ["/login?type=employee", "/management-team", "/terms?type=admin"]) {
      await visit(page, path);
      await expectTouchTargets(page, path);
    }
  });
});
