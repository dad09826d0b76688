import ExcelJS from "exceljs";
import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";

/**
 * HR imports employees on the Import tab: checks a file first (what will be created,
 * updated field by field, left unchanged, and the invalid rows; nothing written), then
 * imports it. A CSV and an XLSX with good and bad rows under each option, with JavaScript
 * (progress reported by the server, drag-and-drop), and the history. Without JavaScript (plain
 * forms) the journey runs as HTTP requests in test/integration/no-javascript/hr-import.test.ts.
 */

const HEADER = "Employee ID,First Name,Last Name,Department,Position,Start Date,Region";

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${[HEADER, ...lines].join("\r\n")}\r\n`) };
}

function good(id: string) {
  return `${id},Ndapewa,Shikongo,Geology,Field Assistant,15/01/2026,||Karas`;
}

async function xlsxFile(name: string, goodId: string, badId: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Employees");
  sheet.addRow(["Employee ID", "First Name", "Last Name", "Department", "Position", "Start Date", "Region"]);
  sheet.addRow([goodId, "Aina", "Nghipondoka", "finance", "Accountant", new Date(Date.UTC(2026, 2, 1)), "Khomas"]);
  sheet.addRow([badId, "Petrus", "Amutenya", "Mining", "Driller", new Date(Date.UTC(2026, 2, 1)), "Kunene"]);
  return {
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}

/** The result panel's counts: Created, Updated, Unchanged, Invalid. */
async function expectResults(page: Page, counts: { created: number; updated?: number; unchanged?: number; invalid: number }) {
  const results = page.getByRole("region", { name: "Import Results" });
  await expect(results.getByRole("definition")).toHaveText([
    String(counts.created),
    String(counts.updated ?? 0),
    String(counts.unchanged ?? 0),
    String(counts.invalid),
  ]);
  return results;
}

/** The check panel's counts, before anything is written. */
async function expectCheck(page: Page, counts: { created: number; updated?: number; unchanged?: number; invalid: number }) {
  const check = page.getByRole("region", { name: "Check Results" });
  await expect(check.getByRole("definition")).toHaveText([
    String(counts.created),
    String(counts.updated ?? 0),
    String(counts.unchanged ?? 0),
    String(counts.invalid),
  ]);
  return check;
}

async function setOptions(page: Page, options: { updateExisting: boolean; skipInvalid: boolean; sendNotifications?: boolean }) {
  await page.getByLabel("Update existing records").setChecked(options.updateExisting);
  await page.getByLabel("Skip invalid records").setChecked(options.skipInvalid);
  await page.getByLabel("Send email notifications").setChecked(options.sendNotifications ?? false);
}

test("HR checks then imports with JavaScript: progress from the server, an XLSX, and each option", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto("/admin/import");
  await waitForHydration(page);

  // The browser checks the file type before sending anything.
  await page.getByLabel(/Employee file/).setInputFiles({ name: "people.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF") });
  await expect(messageBox(page, "Invalid File")).toContainText("Please upload a CSV or Excel (.xlsx) file");

  // A big file with a bad row, Skip invalid on: checked first, then the bar reports rows processed by the server.
  const prefix = unique("BIG-");
  const lines = Array.from({ length: 6000 }, (_, index) => good(`${prefix}-${index}`));
  lines[2999] = `${prefix}-bad,X,Y,Geology,P,2026-01-01,Atlantis`;
  await setOptions(page, { updateExisting: true, skipInvalid: true });
  await page.getByLabel(/Employee file/).setInputFiles(csvFile("big.csv", lines));
  await page.getByRole("button", { name: "Check file" }).click();
  const check = await expectCheck(page, { created: 5999, invalid: 1 });
  await waitForHydration(page);
  await check.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("progressbar", { name: "Import progress" })).toBeVisible();
  await expect(page.getByText(/Processed \d+ of 6000 rows/)).toBeVisible();
  // The toast first: it comes with the results and a success hides itself after a few seconds.
  await expect(messageBox(page, "Import Complete", "status")).toContainText(
    "Successfully imported 5999 out of 6000 records (5999 created, 0 updated, 0 unchanged)",
  );
  const results = await expectResults(page, { created: 5999, invalid: 1 });
  await expect(results.getByRole("listitem")).toHaveText([/^Row 3001, region: "Atlantis" must be one of/]);
  // Reloading the result page keeps the results but does not announce the import again.
  await page.reload();
  await waitForHydration(page);
  await expectResults(page, { created: 5999, invalid: 1 });
  await expect(messageBox(page, "Import Complete", "status")).toHaveCount(0);

  // An XLSX with real date cells, Update existing off, Skip invalid off: nothing to import.
  const [x, y] = [unique("XL-"), unique("XL-")];
  await setOptions(page, { updateExisting: false, skipInvalid: false });
  await page.getByLabel(/Employee file/).setInputFiles(await xlsxFile("people.xlsx", x, y));
  await page.getByRole("button", { name: "Check file" }).click();
  let checked = await expectCheck(page, { created: 0, invalid: 1 });
  await expect(checked.getByRole("listitem").nth(1)).toHaveText(/^Row 3, department: "Mining" must be one of/);
  await expect(checked.getByRole("button", { name: "Import" })).toHaveCount(0);

  // The same XLSX with Skip invalid on and notifications on: the good row is written.
  await waitForHydration(page);
  await setOptions(page, { updateExisting: false, skipInvalid: true, sendNotifications: true });
  await page.getByLabel(/Employee file/).setInputFiles(await xlsxFile("people.xlsx", x, y));
  await page.getByRole("button", { name: "Check file" }).click();
  checked = await expectCheck(page, { created: 1, invalid: 1 });
  await waitForHydration(page);
  await checked.getByRole("button", { name: "Import" }).click();
  await expectResults(page, { created: 1, invalid: 1 });

  // Again with Update existing off: the row that now exists is refused.
  // (After each import the form starts afresh with the default options.)
  await expect(page.getByLabel("Update existing records")).toBeChecked();
  await setOptions(page, { updateExisting: false, skipInvalid: true });
  await page.getByLabel(/Employee file/).setInputFiles(await xlsxFile("people.xlsx", x, y));
  await page.getByRole("button", { name: "Check file" }).click();
  checked = await expectCheck(page, { created: 0, invalid: 2 });
  await expect(checked.getByRole("listitem").first()).toHaveText(`Row 2, employeeId: ${x} already exists (Update existing records is off)`);

  const history = page.getByRole("region", { name: "Import History" });
  await expect(history.getByRole("row").filter({ hasText: "people.xlsx" }).first()).toContainText("1 of 2");
  await expect(history.getByRole("row").filter({ hasText: "big.csv" }).first()).toContainText("5999 of 6000");
  await expect(history.getByRole("row").filter({ hasText: "big.csv" }).first()).toContainText("5999 created, 0 updated, 0 unchanged");
});

test("HR drops a file on the drop zone", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto("/admin/import");
  await waitForHydration(page);
  const id = unique("DROP-");
  const content = `${HEADER}\n${good(id)}\n`;
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], "dropped.csv", { type: "text/csv" }));
    return transfer;
  }, content);
  await page.getByTestId("import-dropzone").dispatchEvent("drop", { dataTransfer });
  await expect(page.getByText("Selected: dropped.csv")).toBeVisible();
  await page.getByRole("button", { name: "Check file" }).click();
  const check = await expectCheck(page, { created: 1, invalid: 0 });
  await waitForHydration(page);
  await check.getByRole("button", { name: "Import" }).click();
  await expectResults(page, { created: 1, invalid: 0 });
});

test("HR creates an API token, sees it once, and revokes it", async ({ page, context }) => {
  const { user: hr } = await createTestUser({ role: "hr" });
  await signIn(context, hr.id);
  await page.goto("/admin/api-tokens");
  const name = unique("Nightly ");
  await page.getByLabel("Token name").fill(name);
  await page.getByRole("button", { name: "Create Token" }).click();
  const token = await page.getByLabel("Your new token").inputValue();
  expect(token).toMatch(/^ncm_/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(token.slice(0, 12));
  await expect(row).toContainText("Never");
  await row.getByRole("link", { name: `Revoke ${name}` }).click();
  await page.getByRole("button", { name: "Confirm Revoke" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
