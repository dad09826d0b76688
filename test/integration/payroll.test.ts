import { beforeAll, describe, expect, it } from "vitest";
import { DataProtectionAudit, PayrollPeriod, Payslip } from "#models";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * Payroll upload (issue 5): the JSON API and the screen's multipart form store the
 * same payslips through one service, row errors are named by spreadsheet row, a
 * period uploaded again is updated, and every amount is exact to the cent.
 */

let hrCookie = "";
let employeeCookie = "";

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  const employee = await createTestUser();
  hrCookie = await sessionCookieFor(hr.user.id);
  employeeCookie = await sessionCookieFor(employee.user.id);
});

function period(overrides: Record<string, unknown> = {}) {
  return { periodName: `${unique("Period ")} 2026`, startDate: "2026-03-01", endDate: "2026-03-31", ...overrides };
}

function uploadJson(body: unknown, cookie = hrCookie) {
  return api("/api/payroll/upload", { method: "POST", cookie, body });
}

/** The screen's form, as a browser without JavaScript sends it. */
async function uploadForm(fields: Record<string, string>, file: { name: string; text: string } | null, cookie = hrCookie) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("csvFile", file ? new Blob([file.text], { type: "text/csv" }) : new Blob([]), file?.name ?? "");
  const response = await fetch(`${baseUrl()}/admin/payroll`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Cookie: cookie, Origin: process.env.PORTAL_URL! },
  });
  return { status: response.status, html: await response.text() };
}

async function storedPayslips(periodName: string) {
  const found = await PayrollPeriod.findOne({ where: { periodName } });
  if (!found) return [];
  const rows = await Payslip.findAll({ where: { payrollPeriodId: found.id }, order: [["employeeIdRef", "ASC"]] });
  return rows.map((row) => ({
    employeeId: row.employeeId,
    employeeIdRef: row.employeeIdRef,
    basicSalary: row.basicSalary,
    allowances: row.allowances,
    overtime: row.overtime,
    bonuses: row.bonuses,
    grossSalary: row.grossSalary,
    deductions: row.deductions,
    taxes: row.taxes,
    netSalary: row.netSalary,
    workingDays: row.workingDays,
    notes: row.notes,
  }));
}

describe("POST /api/payroll/upload", () => {
  it("stores the good rows exact to the cent and names every bad row with its spreadsheet row", async () => {
    const [first, second, trashed] = [await createTestEmployee(), await createTestEmployee(), await createTestEmployee()];
    await trashed.update({ deletedAt: new Date() });
    const body = period({
      csvData: [
        { EmployeeID: first.employeeId, BasicSalary: "26000.50", Overtime: "200.01", WorkingDays: "22", Notes: "March" }, // Row 2
        { employeeId: "NCM-9999", basicSalary: "1000" }, // Row 3
        { employeeId: trashed.employeeId, basicSalary: "1000" }, // Row 4
        { employeeId: second.employeeId, basicSalary: "-5" }, // Row 5
        { employeeId: second.employeeId, basicSalary: "abc" }, // Row 6
        { employeeId: second.employeeId, basicSalary: "10.005" }, // Row 7
        { employeeId: second.employeeId, basicSalary: "100", workingDays: "40" }, // Row 8
        { employeeId: first.employeeId, basicSalary: "1" }, // Row 9: duplicate of row 2
        { employeeId: second.employeeId, basicSalary: 12345.6, allowances: 1500, bonuses: "0" }, // Row 10
      ],
    });
    const response = await uploadJson(body);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      periodId: expect.any(Number),
      status: "draft",
      successCount: 2,
      errorCount: 7,
      errors: [
        "Row 3: employeeId NCM-9999 is not a current employee",
        `Row 4: employeeId ${trashed.employeeId} is not a current employee`,
        "Row 5: basicSalary must not be negative",
        "Row 6: basicSalary must be a number",
        "Row 7: basicSalary must have at most 2 decimal places",
        "Row 8: workingDays must be a whole number from 0 to 31",
        `Row 9: employeeId ${first.employeeId} appears more than once (first on row 2)`,
      ],
    });

    const stored = await storedPayslips(body.periodName);
    const byRef = Object.fromEntries(stored.map((slip) => [slip.employeeIdRef, slip]));
    // taxable 26,200.51: deductions 2,620.051 -> 2,620.05; taxes 3,930.0765 -> 3,930.08; net 19,650.38
    expect(byRef[first.employeeId]).toEqual({
      employeeId: first.id,
      employeeIdRef: first.employeeId,
      basicSalary: "26000.50",
      allowances: "0.00",
      overtime: "200.01",
      bonuses: "0.00",
      grossSalary: "26200.51",
      deductions: "2620.05",
      taxes: "3930.08",
      netSalary: "19650.38",
      workingDays: 22,
      notes: "March",
    });
    // allowances are tax-exempt: 12,345.60 taxable -> 1,234.56 and 1,851.84
    expect(byRef[second.employeeId]).toMatchObject({
      basicSalary: "12345.60",
      allowances: "1500.00",
      grossSalary: "13845.60",
      deductions: "1234.56",
      taxes: "1851.84",
      netSalary: "10759.20",
      workingDays: null,
      notes: null,
    });

    const savedPeriod = await PayrollPeriod.findOne({ where: { periodName: body.periodName } });
    expect(savedPeriod).toMatchObject({
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      payDate: "2026-03-31",
      status: "draft",
      totalEmployees: 2,
      errorCount: 7,
    });
    // The row errors are kept with the draft, so HR sees them later.
    expect(savedPeriod!.rowErrors).toEqual((response.json as { errors: string[] }).errors);
  });

  it("updates a period uploaded again instead of duplicating its payslips", async () => {
    const [a, b] = [await createTestEmployee(), await createTestEmployee()];
    const body = period();
    const first = await uploadJson({
      ...body,
      csvData: [
        { employeeId: a.employeeId, basicSalary: "1000" },
        { employeeId: b.employeeId, basicSalary: "2000" },
      ],
    });
    expect(first.json).toMatchObject({ successCount: 2, errorCount: 0 });
    const again = await uploadJson({ ...body, csvData: [{ employeeId: a.employeeId, basicSalary: "1100.10", bonuses: "99.99" }] });
    expect(again.json).toMatchObject({ successCount: 1, errorCount: 0, errors: [] });

    expect(await PayrollPeriod.count({ where: { periodName: body.periodName } })).toBe(1);
    const stored = await storedPayslips(body.periodName);
    expect(stored).toHaveLength(2);
    const byRef = Object.fromEntries(stored.map((slip) => [slip.employeeIdRef, slip]));
    expect(byRef[a.employeeId]).toMatchObject({
      basicSalary: "1100.10",
      bonuses: "99.99",
      grossSalary: "1200.09",
      deductions: "120.01",
      taxes: "180.01",
      netSalary: "900.07",
    });
    expect(byRef[b.employeeId]).toMatchObject({ basicSalary: "2000.00", netSalary: "1500.00" });
    expect((await PayrollPeriod.findOne({ where: { periodName: body.periodName } }))!.totalEmployees).toBe(2);
  });

  it("writes nothing when no row is valid, and still answers 200 with the row errors", async () => {
    const body = period({
      csvData: [
        { employeeId: "NCM-0000-none", basicSalary: "10" },
        { employeeId: "", basicSalary: "10" },
      ],
    });
    const response = await uploadJson(body);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      periodId: null,
      status: null,
      successCount: 0,
      errorCount: 2,
      errors: ["Row 2: employeeId NCM-0000-none is not a current employee", "Row 3: employeeId is required"],
    });
    expect(await PayrollPeriod.count({ where: { periodName: body.periodName } })).toBe(0);
  });

  // Spec 2 section 5 (Payroll upload) words the first and the data-row messages; the others are ours.
  it.each([
    [
      "a missing period name",
      { ...period(), periodName: "", csvData: [{ employeeId: "A", basicSalary: "1" }] },
      "Please fill in all fields and upload a CSV file",
    ],
    ["missing csvData", period(), "Please fill in all fields and upload a CSV file"],
    [
      "an end before the start",
      period({ endDate: "2026-02-28", csvData: [{ employeeId: "A", basicSalary: "1" }] }),
      "End date must not be before the start date",
    ],
    ["no data rows", period({ csvData: [] }), "CSV file must have a header row and at least one data row"],
    [
      "no basicSalary column",
      period({ csvData: [{ employeeId: "A", salary: "1" }] }),
      "The CSV file is missing the required column basicSalary",
    ],
    ["no employeeId column", period({ csvData: [{ basicSalary: "1" }] }), "The CSV file is missing the required column employeeId"],
  ])("answers 400 for %s", async (_name, body, message) => {
    const response = await uploadJson(body);
    expect(response.status).toBe(400);
    expect(response.json?.message).toBe(message);
    expect(response.json?.errors).toBeTypeOf("object");
    expect(await PayrollPeriod.count({ where: { periodName: (body as { periodName: string }).periodName } })).toBe(0);
  });

  it("is for HR only", async () => {
    expect((await uploadJson(period({ csvData: [] }), employeeCookie)).status).toBe(403);
    expect((await api("/api/payroll/periods", { cookie: employeeCookie })).status).toBe(403);
    expect((await api("/admin/payroll", { cookie: employeeCookie })).status).toBe(403);
    expect(
      (await uploadForm(period() as Record<string, string>, { name: "p.csv", text: "employeeId,basicSalary\nA,1\n" }, employeeCookie))
        .status,
    ).toBe(403);
  });
});

describe("drafts, processing and overlapping periods (issue 10)", () => {
  async function hrApi(path: string, method = "GET", body?: unknown) {
    return api(path, { method, cookie: hrCookie, body });
  }

  it("keeps a new upload as a draft that the employee does not see until HR processes it; a processed period cannot be deleted", async () => {
    const staff = await createTestUser();
    const staffCookie = await sessionCookieFor(staff.user.id);
    const body = period({ startDate: "2025-01-01", endDate: "2025-01-31" });
    const upload = await uploadJson({
      ...body,
      csvData: [
        { employeeId: staff.employee!.employeeId, basicSalary: "1000" },
        { employeeId: "NCM-0000-x", basicSalary: "1" },
      ],
    });
    expect(upload.json).toMatchObject({ status: "draft", successCount: 1, errorCount: 1 });
    const periodId = upload.json!.periodId as number;

    // The employee sees nothing of the draft: not in the list, not as a PDF, not on the page.
    expect((await api("/api/payslips", { cookie: staffCookie })).json).toEqual([]);
    expect((await api("/api/employee/payslips", { cookie: staffCookie })).json).toEqual([]);
    const draftSlip = await Payslip.findOne({ where: { payrollPeriodId: periodId } });
    expect((await api(`/api/payslips/${draftSlip!.id}/pdf-view`, { cookie: staffCookie })).status).toBe(404);
    expect((await api("/payslips", { cookie: staffCookie })).text).not.toContain(body.periodName);

    // HR sees its totals and row errors.
    const detail = await hrApi(`/api/payroll/periods/${periodId}`);
    expect(detail.json).toMatchObject({
      id: periodId,
      status: "draft",
      payslipCount: 1,
      errorCount: 1,
      rowErrors: ["Row 3: employeeId NCM-0000-x is not a current employee"],
      totals: { gross: "1000.00", deductions: "100.00", taxes: "150.00", net: "750.00" },
    });

    const processed = await hrApi(`/api/payroll/periods/${periodId}/process`, "POST");
    expect(processed.status).toBe(200);
    expect(processed.json).toMatchObject({ id: periodId, status: "processed" });
    expect((await hrApi(`/api/payroll/periods/${periodId}/process`, "POST")).status).toBe(409);

    const list = (await api("/api/payslips", { cookie: staffCookie })).json as unknown as {
      id: number;
      payrollPeriod: { periodName: string };
    }[];
    expect(list.map((slip) => slip.payrollPeriod.periodName)).toEqual([body.periodName]);
    expect((await api(`/api/payslips/${draftSlip!.id}/pdf-view`, { cookie: staffCookie })).status).toBe(200);
    expect((await api("/payslips", { cookie: staffCookie })).text).toContain(body.periodName);

    const refused = await hrApi(`/api/payroll/periods/${periodId}`, "DELETE");
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe("A processed payroll period cannot be deleted; upload it again to correct it");
    expect(await PayrollPeriod.count({ where: { id: periodId } })).toBe(1);

    // A correction by upload keeps it processed and is recorded.
    const corrected = await uploadJson({ ...body, csvData: [{ employeeId: staff.employee!.employeeId, basicSalary: "1200" }] });
    expect(corrected.json).toMatchObject({ periodId, status: "processed", successCount: 1 });
    const after = await PayrollPeriod.findByPk(periodId);
    expect(after).toMatchObject({ status: "processed", correctionCount: 1, errorCount: 0, rowErrors: [] });
    expect(after!.correctedAt).toBeInstanceOf(Date);
    expect(await DataProtectionAudit.count({ where: { action: "payroll_corrected" } })).toBeGreaterThan(0);
  });

  it("deletes a draft with its payslips, through the API and the screen's button", async () => {
    const staff = await createTestEmployee();
    const first = await uploadJson({
      ...period({ startDate: "2025-02-01", endDate: "2025-02-28" }),
      csvData: [{ employeeId: staff.employeeId, basicSalary: "10" }],
    });
    const removed = await hrApi(`/api/payroll/periods/${first.json!.periodId}`, "DELETE");
    expect(removed.status).toBe(200);
    expect(await PayrollPeriod.count({ where: { id: first.json!.periodId as number } })).toBe(0);
    expect(await Payslip.count({ where: { payrollPeriodId: first.json!.periodId as number } })).toBe(0);
    expect((await hrApi(`/api/payroll/periods/${first.json!.periodId}`)).status).toBe(404);
    // An id beyond the INTEGER column is a 404 too, never a database error.
    expect((await hrApi("/api/payroll/periods/99999999999")).status).toBe(404);
    expect((await hrApi("/api/payroll/periods/99999999999", "DELETE")).status).toBe(404);
    expect((await hrApi("/api/payroll/periods/99999999999/process", "POST")).status).toBe(404);

    const second = await uploadJson({
      ...period({ startDate: "2025-02-01", endDate: "2025-02-28" }),
      csvData: [{ employeeId: staff.employeeId, basicSalary: "10" }],
    });
    const response = await fetch(`${baseUrl()}/admin/payroll`, {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", periodId: String(second.json!.periodId) }),
      redirect: "manual",
      headers: { Cookie: hrCookie, Origin: process.env.PORTAL_URL!, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(await PayrollPeriod.count({ where: { id: second.json!.periodId as number } })).toBe(0);
  });

  it("refuses a period overlapping another one for the same employees, naming it, unless HR confirms a separate run with a reason", async () => {
    const staff = await createTestEmployee();
    const rows = [{ employeeId: staff.employeeId, basicSalary: "5000" }];
    const june = period({ periodName: `June 2025 ${unique("")}`, startDate: "2025-06-01", endDate: "2025-06-30" });
    expect((await uploadJson({ ...june, csvData: rows })).status).toBe(200);

    const overlapping = period({ startDate: "2025-06-15", endDate: "2025-07-14" });
    const refused = await uploadJson({ ...overlapping, csvData: rows });
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(
      `The dates overlap the payroll period ${june.periodName} (01 Jun 2025 – 30 Jun 2025), which already pays 1 of these employees. ` +
        'If this is a separate run (a bonus run, say), tick "Separate run" and give the reason.',
    );
    expect(await PayrollPeriod.count({ where: { periodName: overlapping.periodName } })).toBe(0);

    // Ticked without a reason: 400 with the field named.
    const noReason = await uploadJson({ ...overlapping, separateRun: true, csvData: rows });
    expect(noReason.status).toBe(400);
    expect(noReason.json?.errors).toMatchObject({ separateRunReason: ["Please give the reason for this separate run"] });

    const bonus = await uploadJson({ ...overlapping, separateRun: true, separateRunReason: "Mid-year bonus run", csvData: rows });
    expect(bonus.status).toBe(200);
    expect(await PayrollPeriod.findOne({ where: { periodName: overlapping.periodName } })).toMatchObject({
      separateRunReason: "Mid-year bonus run",
    });

    // The same period again updates, with no confirmation needed.
    const again = await uploadJson({ ...june, csvData: [{ employeeId: staff.employeeId, basicSalary: "5100" }] });
    expect(again.status).toBe(200);
    expect(await PayrollPeriod.count({ where: { periodName: june.periodName } })).toBe(1);
    const slip = await Payslip.findOne({ where: { payrollPeriodId: again.json!.periodId as number } });
    expect(slip!.basicSalary).toBe("5100.00");

    // Other employees in overlapping dates are not a double pay.
    const other = await createTestEmployee();
    expect(
      (
        await uploadJson({
          ...period({ startDate: "2025-06-10", endDate: "2025-06-20" }),
          csvData: [{ employeeId: other.employeeId, basicSalary: "1" }],
        })
      ).status,
    ).toBe(200);

    // The screen's form answers the same refusal with 409 and the message.
    const form = await uploadForm(overlapping as Record<string, string>, {
      name: "dup.csv",
      text: `employeeId,basicSalary\n${staff.employeeId},1\n`,
    });
    expect(form.status).toBe(200); // the same period as the confirmed bonus run: an update
    const formRefused = await uploadForm(period({ startDate: "2025-06-20", endDate: "2025-06-25" }) as Record<string, string>, {
      name: "dup.csv",
      text: `employeeId,basicSalary\n${staff.employeeId},1\n`,
    });
    expect(formRefused.status).toBe(409);
    expect(formRefused.html).toContain("The dates overlap the payroll period");
  });
});

describe("the upload screen's form (POST /admin/payroll, multipart)", () => {
  it("stores exactly what the JSON API stores for the same rows", async () => {
    const [a, b] = [await createTestEmployee(), await createTestEmployee()];
    const rows = [
      {
        employeeId: a.employeeId,
        basicSalary: "26000.50",
        allowances: "1,500.00",
        overtime: "200.01",
        bonuses: "",
        workingDays: "21",
        notes: "Night shift, pit 2",
      },
      { employeeId: b.employeeId, basicSalary: "18250", allowances: "", overtime: "0", bonuses: "2500", workingDays: "", notes: "" },
      { employeeId: "NCM-9999", basicSalary: "1", allowances: "", overtime: "", bonuses: "", workingDays: "", notes: "" },
    ];
    const csv = [
      " EmployeeID ,BASICSALARY,Allowances,overtime,Bonuses,WorkingDays,Notes,Department",
      ...rows.map(
        (row) =>
          `${row.employeeId},"${row.basicSalary}","${row.allowances}",${row.overtime},${row.bonuses},${row.workingDays},"${row.notes}",Geology`,
      ),
    ].join("\r\n");
    const viaForm = period();
    const form = await uploadForm(viaForm as Record<string, string>, { name: "march.csv", text: `\uFEFF${csv}\r\n` });
    expect(form.status).toBe(200);
    expect(form.html).toContain("Payroll uploaded: 2 processed, 1 errors");
    expect(form.html).toContain("Row 4: employeeId NCM-9999 is not a current employee");

    // The same employees and dates again would be a second pay for March: a confirmed separate run.
    const viaJson = period({ separateRun: true, separateRunReason: "Comparing the form with the API" });
    const response = await uploadJson({ ...viaJson, csvData: rows });
    expect(response.json).toMatchObject({
      successCount: 2,
      errorCount: 1,
      errors: ["Row 4: employeeId NCM-9999 is not a current employee"],
    });

    const fromForm = await storedPayslips(viaForm.periodName);
    expect(fromForm).toHaveLength(2);
    expect(fromForm).toEqual(await storedPayslips(viaJson.periodName));
    expect(fromForm.find((slip) => slip.employeeIdRef === a.employeeId)).toMatchObject({
      allowances: "1500.00",
      grossSalary: "27700.51",
      netSalary: "21150.38",
      notes: "Night shift, pit 2",
    });
    expect((await PayrollPeriod.findOne({ where: { periodName: viaForm.periodName } }))!.csvFileName).toBe("march.csv");

    const periods = await api("/api/payroll/periods", { cookie: hrCookie });
    expect(periods.status).toBe(200);
    expect(
      (periods.json as unknown as { periodName: string; payslipCount: number; payDate: string }[]).find(
        (entry) => entry.periodName === viaForm.periodName,
      ),
    ).toMatchObject({
      payslipCount: 2,
      payDate: "2026-03-31",
      status: "draft",
      startDate: "2026-03-01",
      endDate: "2026-03-31",
      errorCount: 1,
    });
  });

  // As spec 2 section 5 (Payroll upload) words them.
  it.each([
    ["no file", null, "Please select a CSV file"],
    ["a file that is not .csv", { name: "pay.txt", text: "employeeId,basicSalary\nA,1\n" }, "Please select a CSV file"],
    [
      "a header row alone",
      { name: "pay.csv", text: "employeeId,basicSalary\n" },
      "CSV file must have a header row and at least one data row",
    ],
  ])("answers 400 with the message for %s", async (_name, file, message) => {
    const fields = period();
    const response = await uploadForm(fields as Record<string, string>, file);
    expect(response.status).toBe(400);
    expect(response.html).toContain(message);
    expect(await PayrollPeriod.count({ where: { periodName: fields.periodName } })).toBe(0);
  });

  it("answers 400 for an end date before the start and for a file over 5 MB", async () => {
    const early = await uploadForm(period({ endDate: "2026-02-01" }) as Record<string, string>, {
      name: "p.csv",
      text: "employeeId,basicSalary\nA,1\n",
    });
    expect(early.status).toBe(400);
    expect(early.html).toContain("End date must not be before the start date");
    const big = await uploadForm(period() as Record<string, string>, {
      name: "big.csv",
      text: `employeeId,basicSalary\n${"A,1\n".repeat(1_400_000)}`,
    });
    expect(big.status).toBe(400);
    // The spec names no payroll file limit; 5 MB and its message are ours.
    expect(big.html).toContain("File size must be less than 5MB");
  });
});
