import { readFile } from "node:fs/promises";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { formatDateNa } from "~/utils/format";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { pdfText } from "../support/pdf";
import { employeeWithPayslips } from "../support/payslips";
import { withPdfViewer } from "../support/chromium";

/**
 * Payslips in the browser: an employee reads their list (N$ amounts, en-NA dates) and
 * opens a payslip's PDF in a new tab; HR searches for an employee, picks them, sees
 * their payslips, downloads one as CSV and opens its PDF. HR's search without JavaScript
 * runs as HTTP requests in test/integration/no-javascript/payslips-and-leave.test.ts.
 */

// The PDFs open in a tab: the full Chromium, whose PDF viewer shows them.
test.use(withPdfViewer);

/** Clicks a "View PDF" link and checks the new tab it opens is served the payslip as a PDF; returns the PDF's text. */
async function openPdfInNewTab(page: Page, context: BrowserContext, link: ReturnType<Page["getByRole"]>, path: string) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("href", path);
  const newPage = context.waitForEvent("page");
  const response = context.waitForEvent("response", (candidate) => new URL(candidate.url()).pathname === path);
  await link.click();
  const tab = await newPage;
  const served = await response;
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline; filename="payslip-.+-2026-10\.pdf"$/);
  expect(new URL(tab.url()).pathname).toBe(path);
  await tab.close();

  // The bytes, with the same session, to read what the PDF says.
  const pdf = await page.request.get(path);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return (await pdfText(new Uint8Array(bytes))).text;
}

test("an employee sees their payslips in N$ with en-NA dates and opens one as a PDF in a new tab", async ({ page, context }) => {
  const staff = await employeeWithPayslips(`Shikongo${unique("")}`);
  await signIn(context, staff.user.id);

  await page.goto("/profile");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Employee dashboard" });
  await nav.locator("details:has(> summary:has-text('HR Services')) > summary").click();
  await nav.getByRole("link", { name: "Payslips", exact: true }).click();
  await expect(page).toHaveURL(/\/payslips$/);
  await expect(page.getByRole("heading", { name: "My Payslips" })).toBeVisible();

  const rows = page.getByRole("row").filter({ has: page.getByRole("link", { name: /View PDF/ }) });
  await expect(rows).toHaveCount(2);
  const october = page.getByTestId(`payslip-row-${staff.october.id}`);
  await expect(rows.first()).toContainText("October 2026");
  await expect(october).toContainText(`${formatDateNa("2026-10-01")} – ${formatDateNa("2026-10-31")}`);
  await expect(october).toContainText("25 Oct 2026");
  for (const amount of ["N$ 27,400.37", "N$ 2,500.00", "N$ 3,750.00", "N$ 21,150.37"]) await expect(october).toContainText(amount);
  const september = page.getByTestId(`payslip-row-${staff.september.id}`);
  await expect(september).toContainText(formatDateNa("2026-09-25"));
  await expect(september).toContainText("N$ 14,132.70");

  const text = await openPdfInNewTab(
    page,
    context,
    october.getByRole("link", { name: /View PDF/ }),
    `/api/payslips/${staff.october.id}/pdf-view`,
  );
  expect(text).toContain(staff.name);
  expect(text).toContain("Net pay N$ 21,150.37");
  expect(text).toContain("Pay date: 25 Oct 2026");
});

test("an employee without payslips is told so", async ({ page, context }) => {
  const { user } = await createTestUser();
  await signIn(context, user.id);
  await page.goto("/payslips");
  await expect(page.getByText("No payslips available")).toBeVisible();
  await expect(page.getByRole("link", { name: /View PDF/ })).toHaveCount(0);
});

async function searchAndSelect(page: Page, query: string, name: string) {
  await page.getByRole("searchbox", { name: "Search employees" }).fill(query);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(query)}$`));
  const employees = page.getByRole("list", { name: "Employees" }).getByRole("link");
  await expect(employees).toHaveCount(1);
  await expect(employees).toContainText("2 payslips");
  await employees.getByText(name).click();
  await expect(page).toHaveURL(/&employee=\d+$/);
  await expect(page.getByRole("heading", { name: `Payslips of ${name}` })).toBeVisible();
}

async function downloadCsv(page: Page, row: ReturnType<Page["getByTestId"]>, employeeRef: string) {
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: /Download CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`payslip-${employeeRef}-2026-10.csv`);
  return readFile((await file.path())!, "utf8");
}

test("HR finds an employee, sees their payslips, downloads one as CSV and opens its PDF", async ({ page, context }) => {
  const lastName = `Amutenya${unique("")}`;
  const staff = await employeeWithPayslips(lastName);
  const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
  await signIn(context, hr.id);

  await page.goto("/admin/overview");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "HR dashboard" });
  await nav.locator("summary", { hasText: "Admin Tools" }).click();
  await nav.getByRole("link", { name: "Admin Payslips" }).click();
  await expect(page.getByRole("heading", { name: "Employee Payslips" })).toBeVisible();
  await expect(page.getByText("Select an employee to see their payslips.")).toBeVisible();

  await searchAndSelect(page, lastName, staff.name);
  const row = page.getByTestId(`payslip-row-${staff.october.id}`);
  await expect(row).toContainText("25 Oct 2026");
  await expect(row).toContainText("N$ 21,150.37");
  await expect(page.getByTestId(`payslip-row-${staff.september.id}`)).toContainText("N$ 14,132.70");

  const csv = await downloadCsv(page, row, staff.employee!.employeeId);
  expect(csv).toContain(`Employee,${staff.name}`);
  expect(csv).toContain("Net,21150.37");

  const text = await openPdfInNewTab(
    page,
    context,
    row.getByRole("link", { name: /View PDF/ }),
    `/api/admin/payslips/${staff.employee!.id}/${staff.october.id}/pdf-view`,
  );
  expect(text).toContain(staff.name);
  expect(text).toContain("Net pay N$ 21,150.37");
});

// Issue 25, honest and findable: a payslip opened in a tab after the session ended.
test("a payslip opened in a tab after the session ended says so and signs in again to the file", async ({ page, context }) => {
  const { october, user } = await employeeWithPayslips(unique("Nghipondoka"));
  await page.goto(`/api/payslips/${october.id}/pdf-view`);
  await expect(page.getByRole("heading", { name: "Your session has ended" })).toBeVisible();
  await expect(page.getByText("Failed to open payslip PDF")).toBeVisible();
  await expect(page.getByText('"message"')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to My Payslips" })).toHaveAttribute("href", "/payslips");
  const signInAgain = page.getByRole("link", { name: "Sign in again" });
  await expect(signInAgain).toHaveAttribute(
    "href",
    `/login?type=employee&redirectTo=${encodeURIComponent(`/api/payslips/${october.id}/pdf-view`)}`,
  );
  await signIn(context, user.id);
  const response = await page.goto(`/api/payslips/${october.id}/pdf-view`);
  expect(response?.headers()["content-type"]).toBe("application/pdf");
});
