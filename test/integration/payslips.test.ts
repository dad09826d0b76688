import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { DataProtectionAudit } from "#models";
import { ServiceError } from "~/services/errors.server";
import { listAllPayslips, searchEmployeesForPayslips, searchEmployeesPageForPayslips } from "~/services/payslips/hr.server";
import { getOwnPayslipPdfData } from "~/services/payslips/own.server";
import { PAYSLIP_SEARCH_LIMIT } from "~/services/payslips/views.server";
import { computePay, formatMoney } from "~/utils/pay";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { pdfText } from "../support/pdf";
import { createTestPayslip, createTestPeriod, SAMPLE_PAY } from "../support/payslips";
import { api, baseUrl, sessionCookieFor, type JsonReply } from "../support/session";
import { asCurrentUser } from "../support/current-user";

/**
 * Payslips (issue 5): employees read only their own, as a list and as a PDF; HR finds
 * any employee, lists their payslips, downloads one as CSV and opens its PDF, and
 * each of those HR reads is written to the data protection audit.
 */

/** An employee with two payslips (September with odd cents, then October with SAMPLE_PAY). */
async function employeeWithPayslips(options: Parameters<typeof createTestUser>[0] = {}) {
  const person = await createTestUser(options);
  const september = await createTestPayslip(person.employee!, {
    period: await createTestPeriod({
      periodName: `September 2026 ${unique("run-")}`,
      startDate: "2026-09-01",
      endDate: "2026-09-30",
      payDate: "2026-09-25",
    }),
    pay: { basicSalary: 1_834_567, allowances: 12_345, overtime: 33_333, bonuses: 0 },
    workingDays: 21,
  });
  const october = await createTestPayslip(person.employee!, { notes: "Overtime at the Tsumeb shaft" });
  return { ...person, cookie: await sessionCookieFor(person.user.id), september, october };
}

async function fetchBytes(path: string, cookie: string) {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("an employee's own payslips", () => {
  it("lists only their own, newest period first, with the spec's fields (GET /api/payslips)", async () => {
    const mine = await employeeWithPayslips();
    const other = await employeeWithPayslips();
    const response = await api("/api/payslips", { cookie: mine.cookie });
    expect(response.status).toBe(200);
    const list = response.json as unknown as JsonReply[];
    expect(list.map((payslip) => payslip.id)).toEqual([mine.october.id, mine.september.id]);
    expect(list.map((payslip) => payslip.id)).not.toContain(other.october.id);
    const pay = computePay(SAMPLE_PAY);
    expect(list[0]).toEqual({
      id: mine.october.id,
      grossSalary: "27400.37",
      deductions: "2500.00",
      taxes: "3750.00",
      netSalary: "21150.37",
      workingDays: 22,
      notes: "Overtime at the Tsumeb shaft",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      payrollPeriod: {
        periodName: expect.stringMatching(/^October 2026/),
        startDate: "2026-10-01",
        endDate: "2026-10-31",
        payDate: "2026-10-25",
        status: "processed",
      },
    });
    expect(formatMoney(pay.netSalary)).toBe("N$ 21,150.37");
    // September: taxable 18,679.00 -> deductions 1,867.90, taxes 2,801.85, net 14,132.70.
    expect(list[1]).toMatchObject({ grossSalary: "18802.45", deductions: "1867.90", taxes: "2801.85", netSalary: "14132.70" });
    // The employee's view carries no employee number.
    expect(list[0]).not.toHaveProperty("employeeIdRef");
  });

  it("answers GET /api/employee/payslips exactly like GET /api/payslips", async () => {
    const mine = await employeeWithPayslips();
    const a = await api("/api/payslips", { cookie: mine.cookie });
    const b = await api("/api/employee/payslips", { cookie: mine.cookie });
    expect(b.status).toBe(200);
    expect(b.json).toEqual(a.json);
  });

  it("gives an empty list to someone without payslips", async () => {
    const { user } = await createTestUser();
    const response = await api("/api/payslips", { cookie: await sessionCookieFor(user.id) });
    expect(response.json).toEqual([]);
  });

  it("serves the own payslip as an inline PDF whose text shows the name and the net pay", async () => {
    const mine = await employeeWithPayslips({ firstName: "Ndapewa", lastName: `Shikongo${unique("")}`, department: "Geology" });
    const { response, bytes } = await fetchBytes(`/api/payslips/${mine.october.id}/pdf-view`, mine.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`inline; filename="payslip-${mine.employee!.employeeId}-2026-10.pdf"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");

    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain("Namib Copper Mining");
    expect(text).toContain("Payslip");
    expect(text).toContain(`${mine.user.firstName} ${mine.user.lastName}`);
    expect(text).toContain(mine.employee!.employeeId);
    expect(text).toContain("Geology");
    expect(text).toMatch(/Period: 01 Oct 2026 – 31 Oct 2026/);
    expect(text).toContain("Pay date: 25 Oct 2026");
    expect(text).toContain("Basic salary N$ 22,000.00");
    expect(text).toContain("Allowances N$ 2,400.37");
    expect(text).toContain("Gross pay N$ 27,400.37");
    expect(text).toContain("Deductions (10%) N$ 2,500.00");
    expect(text).toContain("Taxes (15%) N$ 3,750.00");
    expect(text).toContain("Net pay N$ 21,150.37");
    expect(text).toContain("Working days: 22");
    expect(text).toContain("Overtime at the Tsumeb shaft");
  });

  it("prints a name with click letters and ≠ exactly as written (embedded DejaVu Sans)", async () => {
    const lastName = `≠Oma ǀǁǂǃ${unique("")}`;
    const mine = await employeeWithPayslips({ firstName: "Tsamkxao", lastName });
    const { response, bytes } = await fetchBytes(`/api/payslips/${mine.october.id}/pdf-view`, mine.cookie);
    expect(response.status).toBe(200);
    const { text } = await pdfText(bytes);
    expect(text).toContain(`Tsamkxao ${lastName}`);
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/DejaVuSans/);
  });

  it("answers another employee's payslip with the very same 404 as an id that does not exist", async () => {
    const mine = await employeeWithPayslips();
    const other = await employeeWithPayslips();
    const theirs = await api(`/api/payslips/${other.october.id}/pdf-view`, { cookie: mine.cookie });
    const unknown = await api("/api/payslips/2147483000/pdf-view", { cookie: mine.cookie });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.text).toBe(unknown.text);
    expect(theirs.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
    expect(theirs.json).toEqual({ message: "Failed to open payslip PDF", error: "Payslip not found" });

    // The service itself, with the owner in the where clause, refuses the same way.
    const caller = asCurrentUser(mine.user, mine.employee);
    for (const id of [other.october.id, 2147483000]) {
      const error = await getOwnPayslipPdfData(caller, id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ServiceError);
      expect(error).toMatchObject({ status: 404, message: "Payslip not found" });
    }
  });

  it("does not let HR open another employee's payslip through the employee route", async () => {
    const staff = await employeeWithPayslips();
    const hr = await createTestUser({ role: "hr" });
    const response = await api(`/api/payslips/${staff.october.id}/pdf-view`, { cookie: await sessionCookieFor(hr.user.id) });
    expect(response.status).toBe(404);
  });
});

describe("HR payslip administration", () => {
  it("refuses every HR payslip route to an employee (403) and to a signed-out caller (401)", async () => {
    const staff = await employeeWithPayslips();
    const base = `/api/admin/payslips/${staff.employee!.id}`;
    for (const path of ["/api/admin/payslips", base, `${base}/${staff.october.id}/download`, `${base}/${staff.october.id}/pdf-view`]) {
      expect((await api(path, { cookie: staff.cookie })).status, path).toBe(403);
      expect((await api(path)).status, path).toBe(401);
    }
    expect((await api("/admin/payslips", { cookie: staff.cookie })).status).toBe(403);
  });

  it("finds employees by name, employee ID and department, with their payslip counts, leaving out the trashed", async () => {
    const department = `Smelter ${unique("")}`;
    const found = await employeeWithPayslips({ firstName: "Tangeni", lastName: `Amutenya${unique("")}`, department });
    const trashed = await employeeWithPayslips({ department });
    await trashed.employee!.update({ deletedAt: new Date() });

    const byDepartment = await searchEmployeesForPayslips(department.toLowerCase());
    expect(byDepartment).toEqual([
      {
        id: found.employee!.id,
        name: `Tangeni ${found.user.lastName}`,
        employeeId: found.employee!.employeeId,
        department,
        position: "Field Assistant",
        payslipCount: 2,
      },
    ]);
    expect((await searchEmployeesForPayslips(found.employee!.employeeId)).map((row) => row.id)).toEqual([found.employee!.id]);
    expect((await searchEmployeesForPayslips(`tangeni ${found.user.lastName}`)).map((row) => row.id)).toEqual([found.employee!.id]);
    // LIKE wildcards are searched as themselves.
    expect(await searchEmployeesForPayslips("%_%_no_such_")).toEqual([]);
  });

  it("lists one employee's payslips and answers 404 for a payslip that is not that employee's", async () => {
    const staff = await employeeWithPayslips();
    const other = await employeeWithPayslips();
    const hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);

    const list = await api(`/api/admin/payslips/${staff.employee!.id}`, { cookie: hrCookie });
    expect(list.status).toBe(200);
    expect(list.json?.employee).toMatchObject({ id: staff.employee!.id, employeeId: staff.employee!.employeeId });
    expect(list.json?.payslips.map((payslip: { id: number }) => payslip.id)).toEqual([staff.october.id, staff.september.id]);
    expect(list.json?.payslips[0]).toMatchObject({
      periodName: expect.stringMatching(/^October 2026/),
      basicSalary: "22000.00",
      allowances: "2400.37",
      overtime: "2000.00",
      bonuses: "1000.00",
      grossSalary: "27400.37",
      deductions: "2500.00",
      taxes: "3750.00",
      netSalary: "21150.37",
      workingDays: 22,
    });

    const wrongOwner = `/api/admin/payslips/${staff.employee!.id}/${other.october.id}`;
    expect((await api(`${wrongOwner}/download`, { cookie: hrCookie })).status).toBe(404);
    expect((await api(`${wrongOwner}/pdf-view`, { cookie: hrCookie })).status).toBe(404);
    expect((await api("/api/admin/payslips/2147483000", { cookie: hrCookie })).status).toBe(404);
  });

  it("downloads one payslip as a labelled, neutralised CSV and records the download", async () => {
    const staff = await createTestUser({ firstName: "=Hacker", lastName: unique("") });
    const payslip = await createTestPayslip(staff.employee!, { notes: "@SUM(A1:A9) bonus query", workingDays: 20 });
    const hr = await createTestUser({ role: "hr" });
    const path = `/api/admin/payslips/${staff.employee!.id}/${payslip.id}/download`;
    const response = await api(path, { cookie: await sessionCookieFor(hr.user.id) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="payslip-${staff.employee!.employeeId}-2026-10.csv"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const rows = parse(response.text.replace(/^\uFEFF/, "")) as string[][];
    expect(Object.fromEntries(rows)).toEqual({
      Field: "Value",
      Employee: `'=Hacker ${staff.user.lastName}`,
      "Employee ID": staff.employee!.employeeId,
      Period: expect.stringMatching(/^October 2026/),
      "Pay date": "2026-10-25",
      Basic: "22000.00",
      Allowances: "2400.37",
      Overtime: "2000.00",
      Bonuses: "1000.00",
      Gross: "27400.37",
      Deductions: "2500.00",
      Taxes: "3750.00",
      Net: "21150.37",
      "Working days": "20",
      Notes: "'@SUM(A1:A9) bonus query",
    });

    const audit = await DataProtectionAudit.findOne({ where: { action: "payslip_downloaded", employeeId: staff.employee!.id } });
    expect(audit).toMatchObject({ userId: hr.user.id, details: { payslipId: payslip.id, format: "csv" } });
  });

  it("opens any employee's payslip PDF for HR and records the view in the audit", async () => {
    const staff = await employeeWithPayslips({ firstName: "Selma", lastName: `Nghifikwa${unique("")}` });
    const hr = await createTestUser({ role: "hr" });
    const path = `/api/admin/payslips/${staff.employee!.id}/${staff.october.id}/pdf-view`;
    const { response, bytes } = await fetchBytes(path, await sessionCookieFor(hr.user.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="payslip-.+-2026-10\.pdf"$/);
    const { text } = await pdfText(bytes);
    expect(text).toContain(`Selma ${staff.user.lastName}`);
    expect(text).toContain("Net pay N$ 21,150.37");

    const audits = await DataProtectionAudit.findAll({ where: { action: "payslip_viewed", employeeId: staff.employee!.id } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: hr.user.id, details: { payslipId: staff.october.id, format: "pdf" } });
    expect(audits[0].userAgent).toBeTruthy();
  });

  it("lists every employee's payslips for GET /api/admin/payslips, narrowed by ?search", async () => {
    const staff = await employeeWithPayslips({ lastName: `Haufiku${unique("")}` });
    const hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
    const response = await api(`/api/admin/payslips?search=${encodeURIComponent(staff.user.lastName!)}`, { cookie: hrCookie });
    expect(response.status).toBe(200);
    const rows = response.json as unknown as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toEqual([staff.october.id, staff.september.id]);
    expect(rows[0]).toMatchObject({
      employeeName: `Test ${staff.user.lastName}`,
      employeeIdRef: staff.employee!.employeeId,
      netSalary: "21150.37",
    });
    expect((await listAllPayslips()).length).toBeGreaterThanOrEqual(2);
  });
});

describe("Admin Payslips reaches every employee (issue 10)", () => {
  it("pages past the first 50 in SQL, so employee #60 and later are reached by paging and by search", async () => {
    const department = `Concentrator ${unique("")}`;
    const staff = [];
    for (let index = 1; index <= 61; index++) {
      staff.push(await createTestEmployee({ firstName: "Ndinelao", lastName: `Hamutenya${String(index).padStart(3, "0")}`, department }));
    }
    const first = await searchEmployeesPageForPayslips(department, 1);
    expect(first).toMatchObject({ total: 61, page: 1, pages: 2, pageSize: PAYSLIP_SEARCH_LIMIT });
    expect(first.employees).toHaveLength(50);
    const second = await searchEmployeesPageForPayslips(department, 2);
    expect(second.employees.map((row) => row.id)).toEqual(staff.slice(50).map((employee) => employee.id));

    const hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
    const sixtieth = staff[59];
    const paged = await api(`/admin/payslips?q=${encodeURIComponent(department)}&page=2`, { cookie: hrCookie });
    expect(paged.status).toBe(200);
    expect(paged.text).toContain(`Ndinelao ${sixtieth.lastName}`);
    expect(paged.text).toContain("Page 2 of 2 (61 employees)");
    const searched = await api(`/admin/payslips?q=${encodeURIComponent(sixtieth.lastName)}`, { cookie: hrCookie });
    expect(searched.text).toContain(`Ndinelao ${sixtieth.lastName}`);
    const chosen = await api(`/admin/payslips?q=${encodeURIComponent(department)}&page=2&employee=${sixtieth.id}`, { cookie: hrCookie });
    expect(chosen.text).toContain(`Payslips of Ndinelao ${sixtieth.lastName}`);
  });

  it("shows HR a draft's payslips marked Draft while the employee sees none of them", async () => {
    const person = await createTestUser();
    const draft = await createTestPeriod({ status: "draft" });
    await createTestPayslip(person.employee!, { period: draft });
    const hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
    const hrList = await api(`/api/admin/payslips/${person.employee!.id}`, { cookie: hrCookie });
    expect(hrList.json?.payslips[0]).toMatchObject({ periodName: draft.periodName, periodStatus: "draft" });
    expect((await api("/api/payslips", { cookie: await sessionCookieFor(person.user.id) })).json).toEqual([]);
  });
});
