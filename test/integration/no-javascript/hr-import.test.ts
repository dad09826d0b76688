import { describe, expect, it } from "vitest";
import { createTestEmployee, createTestUser, unique } from "../../support/factories";
import { importIdOf, waitForImportToMove } from "../../support/imports";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * HR imports employees on the Import tab without JavaScript, as plain forms: checks a file
 * first (what will be created, updated field by field, and the invalid rows; nothing
 * written), then imports it; the history; a wrong file type. (test/e2e/hr-import.test.ts:
 * the same with JavaScript, progress from the server and drag-and-drop.)
 */

const HEADER = "Employee ID,First Name,Last Name,Department,Position,Start Date,Region";

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: "text/csv", buffer: Buffer.from(`${[HEADER, ...lines].join("\r\n")}\r\n`) };
}

function good(id: string) {
  return `${id},Ndapewa,Shikongo,Geology,Field Assistant,15/01/2026,||Karas`;
}

/** A panel's counts: Created, Updated, Unchanged, Invalid. */
function counts(page: NoJsPage, region: string) {
  const panel = page.region(region);
  return { panel, values: panel.getAllByRole("definition").map((definition) => page.text(definition)) };
}

const expected = (created: number, updated: number, invalid: number) => [String(created), String(updated), "0", String(invalid)];

function rowsWith(page: NoJsPage, within: Element, text: string) {
  return page
    .within(within)
    .queryAllByRole("row")
    .filter((row) => page.shows(text, row));
}

describe("employee import without JavaScript", () => {
  it("HR checks a file, sees what will change, then imports it as plain forms", async () => {
    const existing = await createTestEmployee({
      region: "Erongo",
      department: "Geology",
      position: "Field Assistant",
      startDate: "2026-01-15",
    });
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/import");
    const option = (label: string) => page.screen.getByLabelText(label) as HTMLInputElement;
    expect(option("Update existing records").checked).toBe(true);
    expect(option("Skip invalid records").checked).toBe(false);
    expect(option("Send email notifications").checked).toBe(false);
    expect(page.screen.getByRole("link", { name: "Download Template" }).getAttribute("href")).toBe("/api/csv-import/template");

    const [a, b] = [unique("E2E-"), unique("E2E-")];
    const name = `${unique("nojs-")}.csv`;
    // Strict (the default): the bad row means nothing would be imported, and there is nothing to confirm.
    page.chooseFiles(page.screen.getByLabelText(/Employee file/), [csvFile(name, [good(a), `${b},X,Y,Geology,P,12/31/2026,Erongo`])]);
    page = await page.click(page.screen.getByRole("button", { name: "Check file" }));
    let check = counts(page, "Check Results");
    expect(check.values).toEqual(expected(0, 0, 1));
    const errors = check.panel.getByRole("list", { name: "Import errors" });
    expect(page.itemTexts(errors)).toEqual([
      "No records would be imported: 1 invalid row (Skip invalid records is off)",
      'Row 3, startDate: "12/31/2026" must be a date written YYYY-MM-DD or DD/MM/YYYY',
    ]);
    expect(check.panel.queryAllByRole("button", { name: "Import" })).toHaveLength(0);
    page = await page.click(check.panel.getByRole("button", { name: "Cancel" }));
    expect(page.screen.queryAllByRole("region", { name: "Check Results" })).toHaveLength(0);

    // A new employee and a change to an existing one: shown field by field, nothing written yet.
    const renamed = `${existing.employeeId},${existing.firstName},${existing.lastName},Geology,Field Assistant,15/01/2026,Oshana`;
    page.chooseFiles(page.screen.getByLabelText(/Employee file/), [csvFile(name, [good(a), renamed])]);
    page = await page.click(page.screen.getByRole("button", { name: "Check file" }));
    check = counts(page, "Check Results");
    expect(check.values).toEqual(expected(1, 1, 0));
    const changes = check.panel.getByRole("table", { name: "Changes to existing employees" });
    const [regionRow] = rowsWith(page, changes, "region");
    expect(page.text(regionRow)).toContain("Erongo");
    expect(page.text(regionRow)).toContain("Oshana");
    expect(page.text(check.panel.getByRole("list", { name: "New employees" }))).toContain(a);
    await existing.reload();
    expect(existing.region).toBe("Erongo");

    page = await page.click(check.panel.getByRole("button", { name: "Import" }));
    // The import runs in the background (issue 27): its page shows the progress and reloads
    // itself (a refresh the browser follows without JavaScript) until the result is there.
    const importPath = page.path;
    expect(importPath).toMatch(/^\/admin\/import\?import=\d+$/);
    while (page.screen.queryAllByRole("region", { name: "Import Results" }).length === 0) {
      const progress = page.region(`Importing ${name}`);
      expect(page.text(progress.element)).toMatch(/Processed \d+ of 2 rows|Waiting for the import to start/);
      const refresh = page.document.querySelector('meta[http-equiv="refresh"]');
      expect(refresh?.getAttribute("content")).toBe("2");
      await waitForImportToMove(importIdOf(importPath));
      page = await page.reload();
    }
    expect(counts(page, "Import Results").values).toEqual(expected(1, 1, 0));
    expect(page.text(page.messageBox("Import Complete", "status"))).toContain(
      "Successfully imported 2 out of 2 records (1 created, 1 updated, 0 unchanged)",
    );
    await existing.reload();
    expect(existing.region).toBe("Oshana");
    // The toast is one-time: a reload shows the result page without it.
    page = await page.reload();
    expect(counts(page, "Import Results").values).toEqual(expected(1, 1, 0));
    expect(page.messageBoxes("Import Complete", "status")).toHaveLength(0);
    const [historyRow] = rowsWith(page, page.region("Import History").element, name);
    expect(page.text(historyRow)).toContain("2 of 2");
    expect(page.text(historyRow)).toContain("1 created, 1 updated, 0 unchanged");

    // A wrong file type: the server's message.
    page.chooseFiles(page.screen.getByLabelText(/Employee file/), [
      { name: "people.txt", mimeType: "text/plain", buffer: Buffer.from("x") },
    ]);
    page = await page.click(page.screen.getByRole("button", { name: "Check file" }));
    expect(page.text(page.messageBox("Invalid File"))).toContain("Please upload a CSV or Excel (.xlsx) file");
  });
});
