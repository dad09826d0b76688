import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { AaConsultation, AaReportYear, AffirmativeActionGoal, EeCommitteeMember, Employee } from "#models";
import { signIn, waitForHydration } from "../support/browser";
import { makePdf } from "../support/documents";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * Employment equity (issues 16 and 23): an employee submits an EE request and sees it; HR adds a
 * committee member from the search, records an affirmative action goal and downloads the
 * report, and fills the report's written sections. With JavaScript; without it (the dialogs are pages then) the same journeys run as
 * HTTP requests in test/integration/no-javascript/employment-equity.test.ts.
 */
function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`employment equity (JavaScript on)`, () => {
  test("an employee submits an EE request and sees it in their list", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Ester" });
    await signIn(context, user.id);
    const subject = unique("Braille signs at the clinic ");
    await open(page, "/ee-committee");
    await expect(page).toHaveURL(/\/ee-committee\/members$/);
    await page.getByRole("navigation", { name: "EE Committee sections" }).getByRole("link", { name: "Requests" }).click();
    await page.getByRole("link", { name: "Submit EE Request" }).click();
    const dialog = routeDialog(page, "Submit EE Request");
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    // Nothing typed: the spec's messages.
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(dialog.getByText("Subject is required")).toBeVisible();
    await expect(dialog.getByText("Description is required")).toBeVisible();
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Description").fill("Two colleagues read Braille; the clinic's signs are print only.");
    await dialog.getByLabel("Category").selectOption("welfare");
    await dialog.getByRole("button", { name: "Submit Request" }).click();
    await expect(page).toHaveURL(/\/ee-committee\/requests$/);
    await expect(page.getByText("EE request submitted")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: subject });
    await expect(row).toContainText("Welfare");
    await expect(row).toContainText("Pending");
  });

  test("HR uploads minutes and a policy; an employee previews and downloads them", async ({ page, context, browser }) => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(context, hr.id);
    const title = unique("EE committee, November ");
    await open(page, "/ee-committee/minutes");
    await page.getByRole("link", { name: "Upload Meeting Minutes" }).click();
    const dialog = routeDialog(page, "Upload Meeting Minutes");
    await expect(dialog).toBeVisible();
    await waitForHydration(page);
    // Spec: the submit button stays disabled until a file is chosen.
    await expect(dialog.getByRole("button", { name: "Upload" })).toBeDisabled();
    // Nothing typed yet: the spec's messages (the browser's own bubbles are off).
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "minutes.pdf", mimeType: "application/pdf", buffer: await makePdf("Minutes of 18 November") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    const minutesForm = routeDialog(page, "Upload Meeting Minutes");
    await expect(minutesForm.locator("p.field-error", { hasText: "Title is required" })).toBeVisible();
    await expect(minutesForm.locator("p.field-error", { hasText: "Meeting date is required" })).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Meeting date").fill("2026-11-18");
    await dialog.getByLabel("Decisions (optional)").fill("Braille signs at the clinic");
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "minutes.pdf", mimeType: "application/pdf", buffer: await makePdf("Minutes of 18 November") });
    await dialog.getByRole("button", { name: "Upload" }).click();
    await expect(page).toHaveURL(/\/ee-committee\/minutes$/);
    await expect(page.getByText("Meeting minutes uploaded")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

    await page.getByRole("navigation", { name: "EE Committee sections" }).getByRole("link", { name: "Policies" }).click();
    await page.getByRole("link", { name: "Upload Policy" }).click();
    const policy = routeDialog(page, "Upload Policy");
    const policyTitle = unique("Recruitment policy ");
    await policy.getByLabel("Title").fill(policyTitle);
    await expect(policy.getByLabel("Version")).toHaveValue("1.0");
    // No effective date: the spec's message, and nothing stored.
    await policy
      .getByLabel("File")
      .setInputFiles({ name: "policy.pdf", mimeType: "application/pdf", buffer: await makePdf("Recruitment policy") });
    const again = routeDialog(page, "Upload Policy");
    await again.getByLabel("Effective date").fill("2027-01-01");
    await again.getByRole("button", { name: "Upload" }).click();
    await expect(page.getByText("Policy uploaded")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: policyTitle })).toBeVisible();

    // An employee sees both and downloads the minutes.
    const employeeContext = await browser.newContext();
    const { user } = await createTestUser();
    await signIn(employeeContext, user.id);
    const employeePage = await employeeContext.newPage();
    await employeePage.goto("/ee-committee/minutes");
    await expect(employeePage.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    await expect(employeePage.getByRole("link", { name: "Upload Meeting Minutes" })).toHaveCount(0);
    const download = employeePage.waitForEvent("download");
    await employeePage.getByRole("link", { name: `Download ${title}` }).click();
    expect((await download).suggestedFilename()).toBe("minutes.pdf");
    await employeeContext.close();
  });

  test("HR adds a committee member, records a goal and downloads the report", async ({ page, context }) => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const lastName = unique("Amupolo");
    const { employee } = await createTestUser({ firstName: "Josefina", lastName, department: "Finance" });
    await signIn(context, hr.id);
    try {
      await open(page, "/ee-committee/members");
      await page.getByRole("link", { name: "Add Member" }).click();
      const dialog = routeDialog(page, "Add EE Committee Member");
      await dialog.getByLabel("Find employee").fill(lastName);
      await dialog.getByRole("button", { name: "Search" }).click();
      const dialogAgain = routeDialog(page, "Add EE Committee Member");
      await dialogAgain.getByLabel(new RegExp(`Josefina ${lastName}`)).check();
      await expect(dialogAgain.getByLabel("Department")).toHaveValue("Finance");
      await dialogAgain.getByRole("button", { name: "Add Member" }).click();
      // Position missing: the spec's message, the choice kept... then fixed.
      await expect(page.getByText("Position is required")).toBeVisible();
      await routeDialog(page, "Add EE Committee Member").getByLabel("Position").fill("Treasurer");
      await routeDialog(page, "Add EE Committee Member").getByRole("button", { name: "Add Member" }).click();
      await expect(page).toHaveURL(/\/ee-committee\/members$/);
      await expect(page.getByRole("row").filter({ hasText: lastName })).toContainText("Treasurer");

      await open(page, "/admin/employment-equity?from=2099-01-01&to=2099-12-31");
      await page.getByRole("link", { name: "Add Goal" }).click();
      const goal = routeDialog(page, "Add Goal");
      await goal.getByLabel("Department").selectOption("Finance");
      await goal.getByLabel("Women (%)").fill("55");
      await goal.getByLabel("Racially disadvantaged (%)").fill("80");
      await goal.getByRole("button", { name: "Save Goal" }).click();
      await expect(page.getByText("Goal saved")).toBeVisible();
      await expect(page).toHaveURL(/from=2099-01-01/);
      const row = page.getByRole("table", { name: "Affirmative action goals" }).getByRole("row").filter({ hasText: "Finance" });
      await expect(row).toContainText("of 55%");

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download .xlsx" }).click();
      const file = await (await download).path();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const goals = workbook.getWorksheet("Goals")!;
      let found = false;
      goals.eachRow((sheetRow) => {
        if (sheetRow.getCell(1).value === "Finance" && sheetRow.getCell(3).value === 2099) found = sheetRow.getCell(5).value === 0.55;
      });
      expect(found).toBe(true);
    } finally {
      await AffirmativeActionGoal.destroy({ where: { department: "Finance", targetYear: 2099 } });
      await EeCommitteeMember.destroy({ where: { employeeId: employee!.id } });
    }
  });

  test("HR fills the report's sections: barriers and plan, a consultation, an understudy and the declaration", async ({
    page,
    context,
  }) => {
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const foreigner = await createTestEmployee({
      firstName: "Pieter",
      lastName: unique("Visser"),
      namibianCitizen: false,
      status: "active",
      position: "Chief Geologist",
    });
    const local = await createTestEmployee({
      firstName: "Selma",
      lastName: unique("Nghipandulwa"),
      namibianCitizen: true,
      status: "active",
    });
    await signIn(context, hr.id);
    const period = "from=2098-01-01&to=2098-12-31";
    try {
      await open(page, `/admin/employment-equity?${period}`);
      await page.getByRole("link", { name: "Edit Barriers and Plan" }).click();
      const plan = routeDialog(page, "Barriers and Plan for 2098");
      await expect(plan).toBeVisible();
      await plan.getByLabel("Analysis of employment barriers").fill("Artisan posts were filled by referral.");
      await plan.getByLabel("Affirmative action measures").fill("Advertise every artisan post on regional radio.");
      await plan.getByLabel("Timetable").fill("From March 2098.");
      await plan.getByRole("button", { name: "Save Plan" }).click();
      await expect(page.getByText("Plan saved")).toBeVisible();
      await expect(page).toHaveURL(/from=2098-01-01/);
      await expect(page.getByText("Artisan posts were filled by referral.")).toBeVisible();

      await page.getByRole("link", { name: "Add Consultation" }).click();
      const consultation = routeDialog(page, "Add Consultation for 2098");
      await consultation.getByLabel("Meeting date").fill("2098-03-04");
      await consultation.getByRole("button", { name: "Save Consultation" }).click();
      // Nobody named: the schema's message in the dialog, nothing saved.
      await expect(routeDialog(page, "Add Consultation for 2098").getByText("Say who was consulted")).toBeVisible();
      await routeDialog(page, "Add Consultation for 2098").getByLabel("Consulted with").fill("Employment equity committee");
      await routeDialog(page, "Add Consultation for 2098").getByRole("button", { name: "Save Consultation" }).click();
      await expect(page.getByText("Consultation saved")).toBeVisible();
      await expect(page.getByRole("table", { name: "Consultations" })).toContainText("Employment equity committee");

      await page.getByRole("link", { name: `Set understudy of Pieter ${foreigner.lastName}` }).click();
      const understudy = routeDialog(page, `Understudy of Pieter ${foreigner.lastName}`);
      await understudy.getByLabel("Understudy's employee ID").fill(local.employeeId);
      await understudy.getByLabel("Target date (optional)").fill("2099-06-30");
      await understudy.getByRole("button", { name: "Save Understudy" }).click();
      await expect(page.getByText("Understudy saved")).toBeVisible();
      const row = page.getByRole("table", { name: "Non-Namibian employees" }).getByRole("row").filter({ hasText: foreigner.lastName! });
      await expect(row).toContainText(`Selma ${local.lastName}`);
      await expect(row).toContainText("30 Jun 2099");

      await page.getByRole("link", { name: "Edit Declaration" }).click();
      const declaration = routeDialog(page, "Declaration for 2098");
      await declaration.getByLabel("Name").fill("Ndapewa Shikongo");
      await declaration.getByLabel("Position").fill("General Manager: Human Resources");
      await declaration.getByLabel("Date").fill("2098-11-20");
      await declaration.getByRole("button", { name: "Save Declaration" }).click();
      await expect(page.getByText("Declaration saved")).toBeVisible();
      await expect(page.getByText("General Manager: Human Resources")).toBeVisible();
      await page.screenshot({ path: "test-results/employment-equity-sections.png", fullPage: true });
    } finally {
      await AaReportYear.destroy({ where: { reportYear: 2098 } });
      await AaConsultation.destroy({ where: { reportYear: 2098 } });
      await Employee.destroy({ where: { id: [foreigner.id, local.id] } });
    }
  });
});
