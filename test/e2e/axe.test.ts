import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { employeeWithThingsToDo, expectNoSeriousAxeViolations, openPage } from "../support/accessibility";
import { signIn } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * Issue 25, eyes: axe (WCAG 2.0-2.2 A and AA rules and best practices) finds no serious or
 * critical violation on any page state: the public pages (at a 390 px phone's width and a
 * 1280 px desktop's), every employee tab and the employee's dialogs open (at 390 px), the HR
 * pages (at 1280 px). The pages are split into short groups (each test visits a handful; a
 * test has 45 s).
 */

type Who = "nobody" | "employee" | "hr";

interface Group {
  name: string;
  who: Who;
  /**
   * The widths it is checked at. Public pages at both; an employee's pages at a phone's (who
   * they are first built for); HR's at a desktop's (where HR works). The rules that depend on
   * width (reflow, targets) are the touch-target test's; contrast, names and roles are not
   * width-bound, so one width each keeps the suite within its time (issue 22's budget).
   */
  widths: number[];
  paths: (ids: { eventId: number; leaveId: number }) => string[];
  /** The paths are route dialogs: checked once the modal <dialog> is open. */
  dialogs?: boolean;
}

const PHONE = [390];
const DESKTOP = [1280];
const BOTH = [390, 1280];

const GROUPS: Group[] = [
  { name: "the landing and login pages", who: "nobody", widths: BOTH, paths: () => ["/", "/login?type=employee", "/login?type=admin"] },
  {
    name: "the terms, management team and logout pages",
    who: "nobody",
    widths: BOTH,
    paths: () => ["/terms?type=employee", "/management-team", "/logout-success"],
  },
  {
    name: "the reset, approval, not-found and holidays pages",
    who: "nobody",
    widths: BOTH,
    paths: () => ["/reset-password?token=abc", "/leave-approval/abc/approve", "/no-such-page", "/public-holidays"],
  },
  { name: "the dashboard and Profile", who: "employee", widths: PHONE, paths: () => ["/", "/profile"] },
  { name: "My Documents, Activity and SHE", who: "employee", widths: PHONE, paths: () => ["/documents", "/activity", "/she"] },
  { name: "Leave, Grievance and My Suggestions", who: "employee", widths: PHONE, paths: () => ["/leave", "/grievance", "/suggestions"] },
  { name: "EE Committee, Events and Leadership", who: "employee", widths: PHONE, paths: () => ["/ee-committee", "/events", "/leadership"] },
  { name: "Staff Directory, Statistics and Payslips", who: "employee", widths: PHONE, paths: () => ["/directory", "/stats", "/payslips"] },
  {
    name: "HR Documents & Policies and the leave calendar",
    who: "employee",
    widths: PHONE,
    paths: () => ["/hr-policies", "/leave-calendar"],
  },
  {
    name: "the profile dialogs",
    who: "employee",
    widths: PHONE,
    dialogs: true,
    paths: () => ["/profile/edit", "/profile/password"],
  },
  {
    name: "the leave dialogs",
    who: "employee",
    widths: PHONE,
    dialogs: true,
    paths: ({ leaveId }) => ["/leave/new", `/leave/${leaveId}/edit`],
  },
  {
    name: "the event and grievance dialogs",
    who: "employee",
    widths: PHONE,
    dialogs: true,
    paths: ({ eventId }) => [`/events/${eventId}`, "/grievance/new"],
  },
  {
    name: "the suggestion, upload and EE request dialogs",
    who: "employee",
    widths: PHONE,
    dialogs: true,
    paths: () => ["/suggestions/new", "/documents/upload", "/ee-committee/requests/new"],
  },
  {
    name: "HR overview, statistics and employees",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/", "/admin/statistics", "/admin/employees"],
  },
  {
    name: "HR leave requests, grievances and suggestions",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/admin/leave-requests", "/admin/grievances", "/admin/suggestions"],
  },
  {
    name: "HR payroll, events and HR documents",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/admin/payroll", "/admin/events", "/admin/hr-documents"],
  },
  {
    name: "HR employment equity, payslips and outbox",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/admin/employment-equity", "/admin/payslips", "/admin/outbox"],
  },
  {
    name: "HR documents, trash and import",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/admin/documents", "/admin/trash", "/admin/import"],
  },
  {
    name: "HR API tokens, password resets and activity",
    who: "hr",
    widths: DESKTOP,
    paths: () => ["/admin/api-tokens", "/admin/password-resets", "/admin/activity"],
  },
  { name: "HR public holidays", who: "hr", widths: DESKTOP, paths: () => ["/admin/public-holidays"] },
  { name: "HR dialogs", who: "hr", widths: DESKTOP, dialogs: true, paths: () => ["/admin/employees/new", "/admin/events/new"] },
];

async function signInAs(who: Who, context: BrowserContext) {
  if (who === "nobody") return { eventId: 0, leaveId: 0 };
  if (who === "hr") {
    const { user } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(context, user.id);
    return { eventId: 0, leaveId: 0 };
  }
  const { user, eventId, leaveId } = await employeeWithThingsToDo();
  await signIn(context, user.id);
  return { eventId, leaveId };
}

async function check(page: Page, path: string, dialog: boolean, width: number) {
  await openPage(page, path);
  if (dialog) await expect(page.locator("dialog[open]")).toBeVisible();
  await expectNoSeriousAxeViolations(page, `${path} at ${width} px`);
}

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });
    for (const group of GROUPS.filter((candidate) => candidate.widths.includes(width))) {
      test(group.name, async ({ page, context }) => {
        const ids = await signInAs(group.who, context);
        for (const path of group.paths(ids)) await check(page, path, Boolean(group.dialogs), width);
      });
    }

    test("the landing page's Terms of Use dialog and the phone menu open", async ({ page, context }) => {
      await openPage(page, "/");
      await page.getByRole("navigation", { name: "Login" }).getByRole("link", { name: "HR Admin" }).click();
      await expect(page.getByRole("dialog", { name: "Terms of Use" })).toBeVisible();
      await expectNoSeriousAxeViolations(page, `Terms of Use dialog at ${width} px`);

      await signInAs("employee", context);
      await openPage(page, "/events");
      const nav = page.getByRole("navigation", { name: "Employee dashboard" });
      if (width < 768) await nav.getByText("Menu").click();
      else await nav.getByText("Company Info ▾").click();
      await expectNoSeriousAxeViolations(page, `the tab menu open at ${width} px`);
    });
  });
}
