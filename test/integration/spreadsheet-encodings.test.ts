import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { importEmployees } from "~/services/employee-import/apply.server";
import { DEFAULT_IMPORT_OPTIONS } from "~/services/employee-import/types.server";
import { Employee, PayrollPeriod, Payslip } from "#models";
import { createTestUser, unique } from "../support/factories";
import { importIdOf, waitForImportToFinish } from "../support/imports";
import { NoJsBrowser } from "../support/no-js";
import { baseUrl, sessionCookieFor } from "../support/session";

/**
 * CSV files as offices save them (issue 24): Excel on Windows and LibreOffice's default write
 * Windows-1252, where "João" and "Lüderitz" are single bytes that are not UTF-8. The portal
 * reads them as they were meant, says so on the check screen, and never turns a letter into "�".
 * The files here are made byte for byte as Excel writes them: Windows-1252, CRLF line ends.
 */

/** Text as Windows-1252 bytes (every character used here is in Latin-1, which 1252 extends). */
function windows1252(text: string) {
  return Buffer.from(text, "latin1");
}

const HEADER = "Employee ID,First Name,Last Name,Department,Position,Start Date,Employed From";

describe("an employee file saved by Excel on Windows (Windows-1252)", () => {
  it("is checked and imported with its accents, and the check says how it was read", async () => {
    const id = unique("ENC-");
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/import");
    const file = windows1252(`${HEADER}\r\n${id},João,Müller-Nangolo,Geology,Field Assistant,15/01/2026,Lüderitz\r\n`);
    expect(file.includes(0xe3)).toBe(true); // "ã" is the single byte E3, not UTF-8
    page.chooseFiles(page.screen.getByLabelText(/Employee file/), [{ name: "staff-excel.csv", mimeType: "text/csv", buffer: file }]);
    page = await page.click(page.screen.getByRole("button", { name: "Check file" }));
    const check = page.region("Check Results");
    expect(page.itemTexts(check.getByRole("list", { name: "About the file" }))).toEqual([
      "The file is not UTF-8: it was read as Windows-1252 (how Excel on Windows and LibreOffice save a CSV by default), so letters such as ü, ã and é are kept.",
    ]);
    expect(page.text(check.getByRole("list", { name: "New employees" }))).toContain(`João Müller-Nangolo (${id})`);
    expect(page.text(check.element)).not.toContain("\uFFFD");

    page = await page.click(check.getByRole("button", { name: "Import" }));
    expect((await waitForImportToFinish(importIdOf(page.path))).status).toBe("success");
    const stored = (await Employee.findOne({ where: { employeeId: id } }))!;
    expect([stored.firstName, stored.lastName, stored.employedFrom]).toEqual(["João", "Müller-Nangolo", "Lüderitz"]);
  });

  it("says nothing about a UTF-8 file, and reads it as before", async () => {
    const id = unique("ENC-");
    const { user: hr } = await createTestUser({ role: "hr" });
    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/import");
    const file = Buffer.from(`\uFEFF${HEADER}\r\n${id},João,Nangolo,Geology,Field Assistant,15/01/2026,Lüderitz\r\n`, "utf8");
    page.chooseFiles(page.screen.getByLabelText(/Employee file/), [{ name: "staff-utf8.csv", mimeType: "text/csv", buffer: file }]);
    page = await page.click(page.screen.getByRole("button", { name: "Check file" }));
    const check = page.region("Check Results");
    expect(check.queryAllByRole("list", { name: "About the file" })).toHaveLength(0);
    expect(page.text(check.getByRole("list", { name: "New employees" }))).toContain(`João Nangolo (${id})`);
  });
});

describe("a payroll file saved by Excel on Windows (Windows-1252)", () => {
  it("reads amounts with Excel's no-break-space thousands separator, which UTF-8 decoding would break", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const { employee } = await createTestUser();
    const periodName = `${unique("Encoding ")} 2026`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ periodName, startDate: "2026-05-01", endDate: "2026-05-31" })) form.append(name, value);
    // 0xA0 is Windows-1252's no-break space: "12 500.00" as Excel writes it in a southern African locale.
    const csv = windows1252(`employeeId,basicSalary,allowances\r\n${employee!.employeeId},12\u00a0500.00,1\u00a0250.50\r\n`);
    form.append("csvFile", new Blob([csv], { type: "text/csv" }), "payroll-excel.csv");
    const response = await fetch(`${baseUrl()}/admin/payroll`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { Cookie: await sessionCookieFor(hr.id), Origin: process.env.PORTAL_URL! },
    });
    expect(response.status).toBeLessThan(400);
    const period = (await PayrollPeriod.findOne({ where: { periodName } }))!;
    const [payslip] = await Payslip.findAll({ where: { payrollPeriodId: period.id } });
    expect([payslip.basicSalary, payslip.allowances]).toEqual(["12500.00", "1250.50"]);
  });
});

describe("columns as people name them (issue 24)", () => {
  it("reads the common headers and the employment-equity fields, and names every column it does not use", async () => {
    const [a, b] = [unique("HDR-"), unique("HDR-")];
    const csv = [
      "Emp No,First Name,Surname,Department,Job Title,Date Engaged,Cell,ID Number,Disability,Race,Nationality,Shoe Size",
      `${a},Ndapewa,Amutenya,Geology,Driller,10/01/2022,+264 81 123 4567,85010112345,physical,Black,Namibian,42`,
      `${b},Manuel,Dos Santos,Geology,Driller,10/01/2022,,,none,Coloured,Angolan,44`,
    ].join("\r\n");
    const file = { name: "hr-office.csv", data: new TextEncoder().encode(csv) };
    const checked = await importEmployees({ file, options: { ...DEFAULT_IMPORT_OPTIONS, dryRun: true }, uploadedBy: null });
    expect(checked.created).toBe(2);
    expect(checked.notes).toEqual([
      "Not used (no field of the employee record has these names): Shoe Size. Rename a column to import it; the README lists the names read.",
    ]);
    await importEmployees({ file, options: DEFAULT_IMPORT_OPTIONS, uploadedBy: null });
    const first = (await Employee.findOne({ where: { employeeId: a } }))!;
    expect({
      lastName: first.lastName,
      position: first.position,
      startDate: first.startDate,
      phone: first.phone,
      nationalId: first.nationalId,
      disabilityStatus: first.disabilityStatus,
      raceCategory: first.raceCategory,
      namibianCitizen: first.namibianCitizen,
    }).toEqual({
      lastName: "Amutenya",
      position: "Driller",
      startDate: "2022-01-10",
      phone: "+264 81 123 4567",
      nationalId: "85010112345",
      disabilityStatus: "physical",
      raceCategory: "Black",
      namibianCitizen: true,
    });
    expect((await Employee.findOne({ where: { employeeId: b } }))!.namibianCitizen).toBe(false);
  });

  it("warns, naming the row, when an identifier arrives as a number cell (its leading zero may be gone)", async () => {
    const id = unique("NUM-");
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Employees");
    sheet.addRow(["Employee ID", "First Name", "Last Name", "Department", "Position", "Start Date", "National ID", "Account Number"]);
    // As Excel keeps "01234567890" typed into a General cell: the number 1234567890.
    sheet.addRow([id, "Selma", "Nakale", "Geology", "Driller", new Date(Date.UTC(2022, 0, 10)), 1234567890, "0012345678"]);
    const data = new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
    const checked = await importEmployees({
      file: { name: "numbers.xlsx", data },
      options: { ...DEFAULT_IMPORT_OPTIONS, dryRun: true },
      uploadedBy: null,
    });
    expect(checked.notes).toEqual([
      "Row 2, nationalId: 1234567890 arrived as a number cell, so a leading zero may have been lost; check it, or format the column as Text",
    ]);
  });
});
