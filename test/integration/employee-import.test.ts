import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { CsvImport, DataProtectionAudit, Employee, EmployeeActivity, MailOutbox } from "#models";
import { createApiToken, revokeApiToken } from "~/services/accounts/api-tokens.server";
import { buildDemoCompany } from "../../prisma-free-models/seeders/2026-11-22T08-00-demo-company";
import { EXPORT_HEADER } from "../support/employee-export";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor, type JsonReply } from "../support/session";

/**
 * Employee import (issue 4): real files through POST /api/csv-import (session cookie or
 * API token), the options, progress records, and the command line on the same service.
 */

let hrCookie = "";
let employeeCookie = "";
let hrToken = "";
let hrUserId = 0;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  const employee = await createTestUser();
  hrUserId = hr.user.id;
  hrCookie = await sessionCookieFor(hr.user.id);
  employeeCookie = await sessionCookieFor(employee.user.id);
  hrToken = (await createApiToken(hr.user.id, `test ${unique()}`)).token;
});

type Options = Partial<Record<"updateExisting" | "skipInvalid" | "sendNotifications" | "dryRun", boolean>>;

async function importFile(
  file: { name: string; data: string | Uint8Array },
  options: Options = {},
  auth: { cookie?: string; token?: string } = { cookie: hrCookie },
) {
  const form = new FormData();
  form.append("csvFile", new Blob([file.data as BlobPart]), file.name);
  for (const [name, value] of Object.entries(options)) form.append(name, String(value));
  const headers: Record<string, string> = {};
  if (auth.cookie) headers.Cookie = auth.cookie;
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.Origin = baseUrl();
  const response = await fetch(`${baseUrl()}/api/csv-import`, { method: "POST", body: form, headers, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as JsonReply };
}

const HEADER = "Employee ID,First Name,last_name,DEPARTMENT,position,Start Date,Region,Employment Type,Email";

function row(id: string, extra: Partial<Record<"first" | "start" | "region" | "type" | "email" | "department", string>> = {}) {
  return [
    id,
    extra.first ?? "Ndapewa",
    "Shikongo",
    extra.department ?? "Geology",
    "Field Assistant",
    extra.start ?? "2026-01-15",
    extra.region ?? "Erongo",
    extra.type ?? "full-time",
    extra.email ?? "",
  ].join(",");
}

async function findEmployee(employeeId: string) {
  return Employee.findOne({ where: { employeeId } });
}

describe("POST /api/csv-import: real files", () => {
  it("reads a UTF-8 file with BOM and CRLF, quoted fields with commas and line breaks, both date forms and //Karas", async () => {
    const [a, b, c] = [unique("IMP-"), unique("IMP-"), unique("IMP-")];
    const csv =
      `\uFEFF${HEADER},Address,Birthday\r\n` +
      `${row(a, { region: "||Karas", type: "FULL-TIME" })},"12 Mine Road, Rosh Pinah",15/06/1990\r\n` +
      `${row(b, { start: "01/02/2026", region: "//karas" })},"Line one\r\nLine two, with comma",1990-06-15\r\n` +
      `${row(c, { region: "khomas" })},"She said ""hi""",\r\n`;
    const response = await importFile({ name: "people.csv", data: csv });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ totalRecords: 3, validRecords: 3, invalidRecords: 0, errors: [], created: 3, status: "success" });
    expect(response.json.importId).toEqual(expect.any(Number));
    const first = await findEmployee(a);
    expect(first).toMatchObject({
      region: "//Karas",
      employmentType: "full-time",
      address: "12 Mine Road, Rosh Pinah",
      birthday: "1990-06-15",
      startDate: "2026-01-15",
      status: "active",
      leaveStatus: "at work",
    });
    const second = await findEmployee(b);
    expect(second).toMatchObject({ region: "//Karas", startDate: "2026-02-01", address: "Line one\r\nLine two, with comma" });
    expect(await findEmployee(c)).toMatchObject({ region: "Khomas", address: 'She said "hi"', birthday: null });
    const record = await CsvImport.findByPk(response.json.importId);
    expect(record).toMatchObject({
      filename: "people.csv",
      uploadedBy: hrUserId,
      totalRecords: 3,
      validRecords: 3,
      processedRecords: 3,
      status: "success",
    });
  });

  it("names the row, the column and the rule; refuses month-first dates and repeats of an employee ID", async () => {
    const [a, b] = [unique("IMP-"), unique("IMP-")];
    const csv = [
      HEADER,
      row(a), // Row 2
      row(b, { start: "12/31/2026" }), // Row 3
      row(b, { region: "Atlantis" }), // Row 4
      row(a, { first: "Again" }), // Row 5: same ID as row 2
      row("", { department: "" }), // Row 6
    ].join("\n");
    const response = await importFile({ name: "bad.csv", data: csv }, { skipInvalid: true });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ totalRecords: 5, validRecords: 1, invalidRecords: 4, status: "partial" });
    expect(response.json.errors).toEqual([
      'Row 3, startDate: "12/31/2026" must be a date written YYYY-MM-DD or DD/MM/YYYY',
      expect.stringMatching(/^Row 4, region: "Atlantis" must be one of Erongo, Hardap, \/\/Karas/),
      `Row 5, employeeId: ${a} appears more than once in the file (first on row 2)`,
      "Row 6, employeeId: Employee ID is required",
      "Row 6, department: Department is required",
    ]);
    expect((await findEmployee(a))?.firstName).toBe("Ndapewa");
    expect(await findEmployee(b)).toBeNull();
  });

  it("a strict import with a bad row halfway writes nothing; Skip invalid writes the good rows", async () => {
    const ids = Array.from({ length: 6 }, () => unique("IMP-"));
    const lines = ids.map((id, index) => row(id, index === 3 ? { region: "Nowhere" } : {}));
    const csv = [HEADER, ...lines].join("\n");
    const strict = await importFile({ name: "strict.csv", data: csv });
    expect(strict.json).toMatchObject({ totalRecords: 6, validRecords: 0, invalidRecords: 1, status: "failure" });
    expect(strict.json.errors[0]).toBe("No records were imported: 1 invalid row (Skip invalid records is off)");
    expect(await Employee.count({ where: { employeeId: ids } })).toBe(0);
    expect(await CsvImport.findByPk(strict.json.importId)).toMatchObject({ status: "failure", processedRecords: 6 });

    const lenient = await importFile({ name: "lenient.csv", data: csv }, { skipInvalid: true });
    expect(lenient.json).toMatchObject({ totalRecords: 6, validRecords: 5, invalidRecords: 1, created: 5, status: "partial" });
    expect(await Employee.count({ where: { employeeId: ids } })).toBe(5);
  });

  it("a strict import whose bad rows come after the first written chunk keeps nothing, and names every bad row", async () => {
    const prefix = unique("BIG-");
    const existing = await createTestEmployee();
    const ids = Array.from({ length: 2_500 }, (_, index) => `${prefix}-${index}`);
    const lines = ids.map((id, index) => (index === 2_400 ? row(id, { region: "Nowhere" }) : row(id)));
    lines.push(row(existing.employeeId));
    const result = await importFile({ name: "big.csv", data: [HEADER, ...lines].join("\n") }, { updateExisting: false });
    expect(result.json).toMatchObject({ totalRecords: 2_501, validRecords: 0, invalidRecords: 2, created: 0, status: "failure" });
    expect(result.json.errors.slice(1)).toEqual([
      expect.stringMatching(/^Row 2402, region: "Nowhere" must be one of/),
      `Row 2502, employeeId: ${existing.employeeId} already exists (Update existing records is off)`,
    ]);
    expect(await Employee.count({ where: { employeeId: ids } })).toBe(0);
    expect(await CsvImport.findByPk(result.json.importId)).toMatchObject({ status: "failure", processedRecords: 2_501 });
  });

  it("updates existing employees by employee ID, changes nothing on a second import, and refuses them with Update existing off", async () => {
    const existing = await createTestEmployee({ region: "Erongo" });
    const fresh = unique("IMP-");
    const csv = [HEADER, row(existing.employeeId, { first: "Renamed", region: "Oshana" }), row(fresh)].join("\n");
    const first = await importFile({ name: "update.csv", data: csv });
    expect(first.json).toMatchObject({ validRecords: 2, created: 1, updated: 1, unchanged: 0 });
    await existing.reload();
    expect(existing).toMatchObject({ firstName: "Renamed", region: "Oshana", fullName: `Renamed Shikongo` });
    const updatedAt = existing.updatedAt.getTime();

    const again = await importFile({ name: "update.csv", data: csv });
    expect(again.json).toMatchObject({ validRecords: 2, created: 0, updated: 0, unchanged: 2, status: "success" });
    await existing.reload();
    expect(existing.updatedAt.getTime()).toBe(updatedAt);

    const refused = await importFile({ name: "update.csv", data: csv }, { updateExisting: false, skipInvalid: true });
    expect(refused.json.errors).toEqual([
      `Row 2, employeeId: ${existing.employeeId} already exists (Update existing records is off)`,
      `Row 3, employeeId: ${fresh} already exists (Update existing records is off)`,
    ]);
  });

  it("never touches a trashed employee's record", async () => {
    const trashed = await createTestEmployee();
    await trashed.update({ deletedAt: new Date() });
    const response = await importFile(
      { name: "trash.csv", data: [HEADER, row(trashed.employeeId, { first: "Back" })].join("\n") },
      { skipInvalid: true },
    );
    expect(response.json.errors).toEqual([`Row 2, employeeId: ${trashed.employeeId} is in the trash (restore it before importing it)`]);
    await trashed.reload();
    expect(trashed.firstName).toBe("New");
  });

  it("reads an .xlsx with real date cells", async () => {
    const [a, b] = [unique("IMP-"), unique("IMP-")];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Employees");
    sheet.addRow(["Employee ID", "First Name", "Last Name", "Department", "Position", "Start Date", "Region", "Salary", "Birthday"]);
    sheet.addRow([a, "Aina", "Nghipondoka", "finance", "Accountant", new Date(Date.UTC(2026, 2, 1)), "||Karas", 18500.5, "15/06/1990"]);
    sheet.addRow([b, "Petrus", "Amutenya", "Geology", "Driller", "31/12/2026", "Kunene", "abc", new Date(Date.UTC(1988, 11, 31))]);
    const data = new Uint8Array(await workbook.xlsx.writeBuffer());
    const response = await importFile({ name: "people.xlsx", data }, { skipInvalid: true });
    expect(response.json).toMatchObject({ totalRecords: 2, validRecords: 1, invalidRecords: 1 });
    expect(response.json.errors).toEqual([expect.stringMatching(/^Row 3, salary: /)]);
    expect(await findEmployee(a)).toMatchObject({
      department: "Finance",
      startDate: "2026-03-01",
      region: "//Karas",
      salary: "18500.50",
      birthday: "1990-06-15",
    });
  });

  it("sends new employees with an email the invitation through the outbox", async () => {
    const [a, b] = [unique("IMP-"), unique("IMP-")];
    const email = `${a.toLowerCase()}@namibcopper.com.na`;
    const csv = [HEADER, row(a, { email }), row(b)].join("\n");
    const response = await importFile({ name: "notify.csv", data: csv }, { sendNotifications: true });
    expect(response.json).toMatchObject({ created: 2 });
    const employee = await findEmployee(a);
    const mails = await MailOutbox.findAll({ where: { relatedType: "employee", relatedId: employee!.id } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddresses: email, subject: "Your HR portal account is ready" });
    expect(mails[0].textBody).toContain("/login?type=employee&view=set-password&invitation=");
    const other = await findEmployee(b);
    expect(await MailOutbox.count({ where: { relatedType: "employee", relatedId: other!.id } })).toBe(0);
  });

  it("refuses files that are not .csv or .xlsx, and unreadable ones, with the spec's messages", async () => {
    const wrong = await importFile({ name: "people.txt", data: "a,b" });
    expect(wrong).toMatchObject({ status: 400, json: { title: "Invalid File", message: "Please upload a CSV or Excel (.xlsx) file" } });
    const fake = await importFile({ name: "people.xlsx", data: "not a zip" });
    expect(fake).toMatchObject({ status: 400, json: { message: "Please upload a CSV or Excel (.xlsx) file" } });
    const missing = await importFile({ name: "cols.csv", data: "Employee ID,First Name\nX,Y\n" });
    expect(missing).toMatchObject({
      status: 400,
      json: { title: "Import Failed", message: "The file is missing the required columns lastName, department, position" },
    });
    expect(await CsvImport.findByPk(missing.json.importId ?? 0)).toBeNull();
    const big = await importFile({ name: "big.csv", data: new Uint8Array(10 * 1024 * 1024) });
    expect(big).toMatchObject({ status: 400, json: { title: "File Too Large", message: "File size must be less than 10MB" } });
  });

  it("reports progress for an import started first", async () => {
    const start = await api("/api/csv-imports", {
      method: "POST",
      cookie: hrCookie,
      body: { filename: "started.csv" },
      headers: { Origin: baseUrl() },
    });
    expect(start.status).toBe(201);
    const importId = start.json!.importId as number;
    const before = await api(`/api/csv-imports/${importId}`, { cookie: hrCookie });
    expect(before.json).toMatchObject({ id: importId, status: "processing", processedRecords: 0 });
    const form = new FormData();
    form.append("csvFile", new Blob([[HEADER, row(unique("IMP-"))].join("\n")]), "started.csv");
    form.append("importId", String(importId));
    const response = await fetch(`${baseUrl()}/api/csv-import`, {
      method: "POST",
      body: form,
      headers: { Cookie: hrCookie, Origin: baseUrl() },
    });
    expect(((await response.json()) as { importId: number }).importId).toBe(importId);
    const after = await api(`/api/csv-imports/${importId}`, { cookie: hrCookie });
    expect(after.json).toMatchObject({ status: "success", processedRecords: 1, totalRecords: 1, validRecords: 1, errors: [] });
    const list = await api("/api/csv-imports", { cookie: hrCookie });
    expect(list.json!.imports[0]).toMatchObject({ id: expect.any(Number), filename: expect.any(String), status: expect.any(String) });
    expect(list.json!.imports.some((entry: { id: number }) => entry.id === importId)).toBe(true);
  });

  it("serves employee_template.csv whose example row imports once given a real employee ID", async () => {
    const response = await fetch(`${baseUrl()}/api/csv-import/template`, { headers: { Cookie: hrCookie } });
    expect(response.headers.get("content-disposition")).toContain("employee_template.csv");
    const text = await response.text();
    const [header, example] = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header.split(",")).toContain("employeeId");
    const id = unique("TPL-");
    const result = await importFile({
      name: "employee_template.csv",
      data: `${header}\n${example.replace("EXAMPLE-REMOVE-THIS-ROW", id)}\n`,
    });
    expect(result.json).toMatchObject({ validRecords: 1, invalidRecords: 0 });
  });
});

describe("API tokens", () => {
  it("lets a script import with a valid token and refuses revoked and garbage tokens with 401", async () => {
    const hr = await createTestUser({ role: "hr" });
    const { id, token } = await createApiToken(hr.user.id, "nightly sync");
    expect(token.length).toBeGreaterThanOrEqual(43);
    const csv = [HEADER, row(unique("IMP-"))].join("\n");
    const ok = await importFile({ name: "script.csv", data: csv }, {}, { token });
    expect(ok.status).toBe(200);
    expect(ok.json.validRecords).toBe(1);
    const list = await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);

    expect((await api("/api/csv-imports", { headers: { Authorization: "Bearer not-a-token" } })).status).toBe(401);
    await revokeApiToken(id);
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await importFile({ name: "script.csv", data: csv }, {}, { token })).status).toBe(401);
  });

  it("acts with the token user's role, and never on pages", async () => {
    const employee = await createTestUser();
    const { token } = await createApiToken(employee.user.id, "mine");
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(403);
    expect((await api("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api("/admin/import", { headers: { Authorization: `Bearer ${hrToken}` } })).status).toBe(302);
  });

  it("stops working when the user's employee record is trashed", async () => {
    const hr = await createTestUser({ role: "hr" });
    const { token } = await createApiToken(hr.user.id, "leaver");
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
    await hr.employee!.update({ deletedAt: new Date() });
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("writes the data-protection audit trail when HR creates and revokes a token on the page", async () => {
    const hr = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(hr.user.id);
    const name = unique("Audited ");
    const post = (fields: Record<string, string>) =>
      api("/admin/api-tokens", {
        cookie,
        method: "POST",
        body: new URLSearchParams(fields).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "audit-test" },
      });
    expect((await post({ intent: "create", name })).status).toBe(200);
    const created = await DataProtectionAudit.findOne({ where: { action: "api_token_created", userId: hr.user.id } });
    expect(created).not.toBeNull();
    expect(created!.details).toMatchObject({ name, tokenId: expect.any(Number) });
    expect(created!.userAgent).toBe("audit-test");
    const tokenId = (created!.details as { tokenId: number }).tokenId;

    const revoke = await post({ intent: "revoke", id: String(tokenId) });
    expect(revoke.status).toBe(302);
    const revoked = await DataProtectionAudit.findOne({ where: { action: "api_token_revoked", userId: hr.user.id } });
    expect(revoked).not.toBeNull();
    expect(revoked!.details).toEqual({ tokenId, name });

    // Revoking again is a 404 and audits nothing more.
    expect((await post({ intent: "revoke", id: String(tokenId) })).status).toBe(404);
    expect(await DataProtectionAudit.count({ where: { action: "api_token_revoked", userId: hr.user.id } })).toBe(1);
  });

  it("an employee's session cannot import", async () => {
    expect((await importFile({ name: "x.csv", data: HEADER }, {}, { cookie: employeeCookie })).status).toBe(403);
  });
});

describe("npm run import:employees", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-cli-"));
  function cli(args: string[]) {
    return spawnSync("npx", ["tsx", "scripts/import-employees.ts", ...args], { env: process.env, encoding: "utf8", timeout: 90_000 });
  }

  it("imports a good file (exit 0), refuses a bad one (exit 1), writes nothing on --dry-run", async () => {
    const [a, b] = [unique("CLI-"), unique("CLI-")];
    const good = join(dir, "good.csv");
    writeFileSync(good, [HEADER, row(a)].join("\n"));
    const dry = cli([good, "--dry-run"]);
    expect(dry.status, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({
      totalRecords: 1,
      validRecords: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
      dryRun: true,
      importId: null,
    });
    expect(await findEmployee(a)).toBeNull();

    const run = cli([good]);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ totalRecords: 1, validRecords: 1, created: 1, status: "success" });
    expect(run.stderr).toContain("Processed 1 of 1 rows");
    expect(await findEmployee(a)).not.toBeNull();

    const bad = join(dir, "bad.csv");
    writeFileSync(bad, [HEADER, row(b), row(unique("CLI-"), { start: "12/31/2026" })].join("\n"));
    const failed = cli([bad, "--skip-invalid", "--update-existing"]);
    expect(failed.status).toBe(1);
    expect(JSON.parse(failed.stdout)).toMatchObject({ totalRecords: 2, validRecords: 1, invalidRecords: 1, status: "partial" });
    expect(await findEmployee(b)).not.toBeNull();

    const existing = cli([good]);
    expect(existing.status).toBe(1);
    expect(JSON.parse(existing.stdout).errors).toContain(`Row 2, employeeId: ${a} already exists (Update existing records is off)`);

    expect(cli([]).status).toBe(2);
    expect(cli([join(dir, "missing.csv")]).status).toBe(1);
  }, 240_000);
});

/** Issue 10, "Nothing lost, nothing mangled": the template, check-then-import, files as spreadsheet programs write them, the Excel round trip. */
describe("issue 10: nothing lost, nothing mangled", () => {
  const FULL_HEADER = "employeeId,firstName,lastName,department,position,nationalId,phone,accountNumber,branchCode,salary,address";

  async function check(file: { name: string; data: string | Uint8Array }, options: Options = {}) {
    const form = new FormData();
    form.append("csvFile", new Blob([file.data as BlobPart]), file.name);
    form.append("dryRun", "true");
    for (const [name, value] of Object.entries(options)) form.append(name, String(value));
    const response = await fetch(`${baseUrl()}/api/csv-import`, {
      method: "POST",
      body: form,
      headers: { Cookie: hrCookie, Origin: baseUrl() },
    });
    return { status: response.status, json: (await response.json()) as JsonReply };
  }

  async function confirm(previewId: string, cookie = hrCookie) {
    const form = new FormData();
    form.append("previewId", previewId);
    const response = await fetch(`${baseUrl()}/api/csv-import`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: baseUrl() },
    });
    return { status: response.status, json: (await response.json()) as JsonReply };
  }

  it("the template's example row can never overwrite anyone: its ID is refused with a message to remove the row", async () => {
    const victim = await Employee.findOne({ where: { employeeId: "NCM-0001" } });
    const before = victim ? JSON.stringify(victim.toJSON()) : null;
    const response = await fetch(`${baseUrl()}/api/csv-import/template`, { headers: { Cookie: hrCookie } });
    const template = await response.text();
    expect(template).not.toContain("NCM-0001");
    const result = await importFile({ name: "employee_template.csv", data: template });
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ validRecords: 0, invalidRecords: 1, created: 0, updated: 0, status: "failure" });
    expect(result.json.errors).toContain(
      "Row 2, employeeId: EXAMPLE-REMOVE-THIS-ROW is the template's example row; remove it from the file and add your employees",
    );
    expect(await findEmployee("EXAMPLE-REMOVE-THIS-ROW")).toBeNull();
    const after = await Employee.findOne({ where: { employeeId: "NCM-0001" } });
    expect(after ? JSON.stringify(after.toJSON()) : null).toBe(before);
  });

  it("a check writes nothing and says what will be created, updated (field by field, old -> new) and left unchanged; confirming imports exactly that", async () => {
    const changed = await createTestEmployee({ region: "Erongo", phone: "0811111111" });
    const same = await createTestEmployee({ region: "Khomas" });
    const fresh = unique("CHK-");
    const header = "Employee ID,First Name,Last Name,Department,Position,Start Date,Region,Phone";
    const line = (
      e: {
        employeeId: string;
        firstName: string;
        lastName: string;
        department: string | null;
        position: string | null;
        startDate: string | null;
      },
      region: string,
      phone: string,
    ) => [e.employeeId, e.firstName, e.lastName, e.department, e.position, e.startDate, region, phone].join(",");
    const csv = [
      header,
      line(changed, "Oshana", "0812222222"),
      line(same, "Khomas", same.phone ?? ""),
      [fresh, "Ndapewa", "Shikongo", "Geology", "Driller", "2026-01-15", "Kunene", "0813333333"].join(","),
    ].join("\r\n");
    const checked = await check({ name: "check.csv", data: csv });
    expect(checked.status).toBe(200);
    expect(checked.json).toMatchObject({
      dryRun: true,
      importId: null,
      totalRecords: 3,
      validRecords: 3,
      created: 1,
      updated: 1,
      unchanged: 1,
      invalidRecords: 0,
    });
    expect(checked.json.previewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(checked.json.createdRows).toEqual([{ rowNumber: 4, employeeId: fresh, name: "Ndapewa Shikongo" }]);
    expect(checked.json.changes).toEqual([
      {
        rowNumber: 2,
        employeeId: changed.employeeId,
        name: `${changed.firstName} ${changed.lastName}`,
        fields: [
          { field: "region", from: "Erongo", to: "Oshana" },
          { field: "phone", from: "0811111111", to: "0812222222" },
        ],
      },
    ]);
    // Nothing written, no import recorded.
    expect(await findEmployee(fresh)).toBeNull();
    await changed.reload();
    expect(changed.region).toBe("Erongo");

    // Another HR user cannot confirm someone else's check.
    const other = await createTestUser({ role: "hr" });
    expect((await confirm(checked.json.previewId, await sessionCookieFor(other.user.id))).status).toBe(404);

    const done = await confirm(checked.json.previewId);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ dryRun: false, created: 1, updated: 1, unchanged: 1, status: "success" });
    await changed.reload();
    expect(changed).toMatchObject({ region: "Oshana", phone: "0812222222" });
    expect(await CsvImport.findByPk(done.json.importId)).toMatchObject({
      createdRecords: 1,
      updatedRecords: 1,
      unchangedRecords: 1,
      status: "success",
    });
    const history = await api("/api/csv-imports", { cookie: hrCookie });
    expect(history.json!.imports.find((entry: { id: number }) => entry.id === done.json.importId)).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 1,
    });
    // A check is confirmed once.
    expect((await confirm(checked.json.previewId)).status).toBe(404);
  });

  it("refuses to confirm when the employees changed since the check, and writes nothing", async () => {
    const employee = await createTestEmployee({ region: "Erongo" });
    const csv = [
      "Employee ID,First Name,Last Name,Department,Position,Region",
      [employee.employeeId, "New", employee.lastName, "Finance", "Accountant", "Oshana"].join(","),
    ].join("\n");
    const checked = await check({ name: "race.csv", data: csv });
    expect(checked.json.changes[0].fields).toEqual([{ field: "region", from: "Erongo", to: "Oshana" }]);
    await employee.update({ region: "Zambezi" });
    const refused = await confirm(checked.json.previewId);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("The employees changed since this file was checked. Nothing was imported; check the file again.");
    await employee.reload();
    expect(employee.region).toBe("Zambezi");
  });

  it("reads a semicolon-separated file with decimal commas, keeping identifiers' leading zeros", async () => {
    const id = unique("SEMI-");
    const csv = `${FULL_HEADER.replaceAll(",", ";")}\r\n${[id, "Aina", "ǃNaruseb", "Finance", "Clerk", "02031500123", "0811234567", "0012345678", "081372", "18 500,55", "Erf 12; Lüderitz"].map((v) => (v.includes(";") ? `"${v}"` : v)).join(";")}\r\n`;
    const result = await importFile({ name: "excel-de.csv", data: csv });
    expect(result.json).toMatchObject({ validRecords: 1, created: 1, errors: [] });
    expect(await findEmployee(id)).toMatchObject({
      lastName: "ǃNaruseb",
      nationalId: "02031500123",
      phone: "0811234567",
      accountNumber: "0012345678",
      branchCode: "081372",
      salary: "18500.55",
      address: "Erf 12; Lüderitz",
    });
  });

  it("reads a tab-separated file", async () => {
    const id = unique("TAB-");
    const csv = `${FULL_HEADER.replaceAll(",", "\t")}\n${[id, "Petrus", "ǂGaroëb", "Geology", "Driller, senior", "00012345678", "0812345678", "000123", "000001", "21000.50", "Plot 4, Oranjemund"].join("\t")}\n`;
    const result = await importFile({ name: "tabs.csv", data: csv });
    expect(result.json).toMatchObject({ validRecords: 1, created: 1, errors: [] });
    expect(await findEmployee(id)).toMatchObject({
      lastName: "ǂGaroëb",
      position: "Driller, senior",
      nationalId: "00012345678",
      accountNumber: "000123",
      branchCode: "000001",
      salary: "21000.50",
      address: "Plot 4, Oranjemund",
    });
  });

  it("reads a BOM, CRLF and quoted fields with line breaks in a semicolon file, and UTF-16 from Excel's Unicode Text", async () => {
    const [a, b] = [unique("BOM-"), unique("U16-")];
    const csv = `\uFEFF${FULL_HEADER.replaceAll(",", ";")}\r\n${[a, "Selma", "Nangolo", "Finance", "Clerk", "02031500123", "0811234567", "", "", "", '"Line one\r\nLine two; with ""quotes"""'].join(";")}\r\n`;
    const result = await importFile({ name: "bom.csv", data: csv });
    expect(result.json).toMatchObject({ validRecords: 1, errors: [] });
    expect(await findEmployee(a)).toMatchObject({ nationalId: "02031500123", address: 'Line one\r\nLine two; with "quotes"' });
    const tabs = `${FULL_HEADER.replaceAll(",", "\t")}\r\n${[b, "Johanna", "ǁKhomxas", "Finance", "Clerk", "02031500123", "", "", "", "", ""].join("\t")}\r\n`;
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(tabs, "utf16le"))]);
    const wide = await importFile({ name: "unicode.csv", data: utf16 });
    expect(wide.json).toMatchObject({ validRecords: 1, errors: [] });
    expect(await findEmployee(b)).toMatchObject({ lastName: "ǁKhomxas", nationalId: "02031500123" });
  });

  it("reads an .xlsx as a spreadsheet program writes it: date cells, number cells, text identifiers, and zero-padded number IDs", async () => {
    const id = unique("XLS-");
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Sheet1");
    sheet.addRow([
      "Employee ID",
      "First Name",
      "Last Name",
      "Department",
      "Position",
      "Start Date",
      "Birthday",
      "Salary (N$)",
      "National ID",
      "Phone",
      "Account Number",
      "Branch Code",
      "Vacation Days",
    ]);
    const row = sheet.addRow([
      id,
      "Tjeripo",
      "ǃHoaeb",
      "Geology",
      "Driller",
      new Date(Date.UTC(2019, 1, 1)),
      new Date(Date.UTC(1990, 5, 15)),
      18500.55,
      "02031500123",
      "0811234567",
      12345678,
      81372,
      24,
    ]);
    row.getCell(6).numFmt = "dd/mm/yyyy";
    row.getCell(7).numFmt = "yyyy-mm-dd";
    row.getCell(8).numFmt = '"N$" #,##0.00';
    row.getCell(11).numFmt = "0000000000"; // an account number typed as a number, shown with its zeros
    row.getCell(12).numFmt = "000000";
    const data = new Uint8Array(await workbook.xlsx.writeBuffer());
    const result = await importFile({ name: "typed.xlsx", data });
    expect(result.json).toMatchObject({ validRecords: 1, created: 1, errors: [] });
    expect(await findEmployee(id)).toMatchObject({
      lastName: "ǃHoaeb",
      startDate: "2019-02-01",
      birthday: "1990-06-15",
      salary: "18500.55",
      nationalId: "02031500123",
      phone: "0811234567",
      accountNumber: "0012345678",
      branchCode: "081372",
      vacationDays: 24,
    });
  });

  async function fullEmployees(tag: string) {
    const manager = await createTestEmployee({ employeeId: `${tag}-M`, firstName: "ǂAna", lastName: `Manager ${tag}` });
    const people = [];
    for (const [index, [first, last]] of [
      ["ǃNaeb", "ǂGaroëb"],
      ["Ndapewa", "ǁKhomxas"],
      ["Tjeripo", "Kaʼmuinjo"],
    ].entries()) {
      people.push(
        await createTestEmployee({
          employeeId: `${tag}-00${index + 1}`,
          nationalId: `0203150012${index}`,
          firstName: first,
          lastName: `${last} ${tag}`,
          email: `${tag.toLowerCase()}-${index}@namibcopper.com.na`,
          communicationEmail: `home${index}@example.org`,
          phone: `081000000${index}`,
          gender: index ? "Male" : "Female",
          ethnic: "Damara",
          region: "//Karas",
          employedFrom: "Lüderitz",
          department: "Geology",
          position: index === 2 ? "=Driller" : "Geologist",
          designation: "Senior",
          workstation: "Core shed",
          station: "Pit 2",
          contractType: "Fixed-term",
          driverStatus: "Driver - Long distance",
          licenseCode: "08",
          startDate: "2019-02-01",
          contractExpiryDate: "2027-01-31",
          renewalPhase: "2nd",
          employmentType: "full-time",
          managerId: manager.id,
          location: "Rosh Pinah",
          salary: `1850${index}.55`,
          status: "active",
          leaveStatus: "at work",
          taxNumber: `00123456${index}`,
          socialSecurityNumber: `0098765${index}`,
          bankName: "Bank Windhoek",
          accountNumber: `001234567${index}`,
          accountType: "Savings",
          branchCode: "081372",
          birthday: "1990-06-15",
          address: "12 Mine Road\nRosh Pinah",
          emergencyContact: "Maria ǃGaroes",
          emergencyPhone: "0817654321",
          vacationDays: 24,
          sickDays: 30,
          notes: "Speaks Khoekhoegowab",
          namibianCitizen: index !== 1,
          disabilityStatus: "none",
          raceCategory: "Black",
          octOvertimeHours: "12.50",
          novOvertimeHours: "0.00",
          decOvertimeHours: "3.25",
        }),
      );
    }
    return { manager, people };
  }

  async function exportXlsx(search: string) {
    const response = await fetch(`${baseUrl()}/api/employees/export?search=${encodeURIComponent(search)}`, {
      headers: { Cookie: hrCookie },
    });
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  it("exports typed cells: date cells, salary a number in N$, identifiers as text without apostrophes, frozen header, autofilter, every form field", async () => {
    const tag = unique("XP");
    await fullEmployees(tag);
    const data = await exportXlsx(tag);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(data) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Employees")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_HEADER);
    const column = (name: string) => header.indexOf(name) + 1;
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    let first: ExcelJS.Row | undefined;
    sheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(column("Employee ID")).value === `${tag}-001`) first = row;
    });
    expect(first).toBeDefined();
    const cell = (name: string) => first!.getCell(column(name));
    expect(cell("Start Date").type).toBe(ExcelJS.ValueType.Date);
    expect(cell("Start Date").value).toEqual(new Date(Date.UTC(2019, 1, 1)));
    expect(cell("Birthday").value).toEqual(new Date(Date.UTC(1990, 5, 15)));
    expect(cell("Salary (N$)").type).toBe(ExcelJS.ValueType.Number);
    expect(cell("Salary (N$)").value).toBe(18500.55);
    expect(cell("Salary (N$)").numFmt).toContain("N$");
    for (const [name, value] of [
      ["National ID", "02031500120"],
      ["Phone", "0810000000"],
      ["Account Number", "0012345670"],
      ["Branch Code", "081372"],
      ["Tax Number", "001234560"],
    ]) {
      expect(cell(name).type, name).toBe(ExcelJS.ValueType.String);
      expect(cell(name).value, name).toBe(value);
    }
    expect(cell("Last Name").value).toBe(`ǂGaroëb ${tag}`);
    expect(cell("Manager").value).toBe(`ǂAna Manager ${tag} (${tag}-M)`);
    expect(cell("Namibian Citizen").value).toBe("Yes");
    const third = [...Array(sheet.rowCount).keys()]
      .map((index) => sheet.getRow(index + 1))
      .find((row) => row.getCell(column("Employee ID")).value === `${tag}-003`)!;
    expect(third.getCell(column("Position")).value).toBe("=Driller"); // a text cell: never a formula, no apostrophe
    expect(third.getCell(column("Position")).type).toBe(ExcelJS.ValueType.String);
  });

  it("the demo company's employees survive the export -> import round trip unchanged", async () => {
    // The demo company's own rows (buildDemoCompany, what `npm run seed` loads), under IDs and
    // emails of their own so the shared test database keeps its other employees.
    const tag = unique("DEMO");
    const company = buildDemoCompany(new Date());
    await Employee.bulkCreate(
      company.employees.map(({ row }) => ({
        ...row,
        employeeId: `${tag}-${row.employeeId}`,
        email: row.email ? `${tag.toLowerCase()}.${row.email}` : null,
        userId: null,
      })),
    );
    const ids = company.employees.map(({ row }) => `${tag}-${row.employeeId}`);
    const before = await Employee.findAll({ where: { employeeId: ids }, order: [["employeeId", "ASC"]] });
    const data = await exportXlsx(tag);
    const result = await importFile({ name: "demo.xlsx", data }, { updateExisting: true });
    expect(result.json.errors).toEqual([]);
    expect(result.json).toMatchObject({ totalRecords: ids.length, created: 0, updated: 0, unchanged: ids.length });
    const after = await Employee.findAll({ where: { employeeId: ids }, order: [["employeeId", "ASC"]] });
    expect(after.map((row) => row.toJSON())).toEqual(before.map((row) => row.toJSON()));
  });

  it("an exported .xlsx imported back with Update existing changes nothing", async () => {
    const tag = unique("RT");
    const { people } = await fullEmployees(tag);
    const before = await Employee.findAll({
      where: { employeeId: people.map((person) => person.employeeId) },
      order: [["employeeId", "ASC"]],
    });
    const data = await exportXlsx(tag);
    const checked = await check({ name: "employees.xlsx", data }, { updateExisting: true });
    expect(checked.json).toMatchObject({
      totalRecords: 4,
      invalidRecords: 0,
      created: 0,
      updated: 0,
      unchanged: 4,
      changes: [],
      errors: [],
    });
    const result = await importFile({ name: "employees.xlsx", data }, { updateExisting: true });
    expect(result.json).toMatchObject({ totalRecords: 4, validRecords: 4, created: 0, updated: 0, unchanged: 4, errors: [] });
    const after = await Employee.findAll({
      where: { employeeId: people.map((person) => person.employeeId) },
      order: [["employeeId", "ASC"]],
    });
    expect(after.map((row) => row.toJSON())).toEqual(before.map((row) => row.toJSON()));
  });
});

describe("change history of imported employees", () => {
  it("records who was created and which fields an import changed, and nothing for a check", async () => {
    const id = unique("HIS-");
    expect((await importFile({ name: "history-new.csv", data: [HEADER, row(id)].join("\n") })).json).toMatchObject({ created: 1 });
    const employee = await findEmployee(id);
    const history = async () => EmployeeActivity.findAll({ where: { employeeId: employee!.id }, order: [["id", "ASC"]] });
    expect(await history()).toMatchObject([
      { type: "imported", title: "Imported", description: "Created by the import of history-new.csv" },
    ]);

    await importFile({ name: "history-check.csv", data: [HEADER, row(id, { department: "Finance" })].join("\n") }, { dryRun: true });
    expect(await history()).toHaveLength(1);

    expect(
      (await importFile({ name: "history-change.csv", data: [HEADER, row(id, { department: "Finance" })].join("\n") })).json,
    ).toMatchObject({ updated: 1 });
    const rows = await history();
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ title: "Updated by import", description: "history-change.csv changed: Department" });
  });
});
