import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { CsvImport, DataProtectionAudit, Employee, MailOutbox } from "#models";
import { createApiToken, revokeApiToken } from "~/services/api-tokens.server";
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

type Options = Partial<Record<"updateExisting" | "skipInvalid" | "sendNotifications", boolean>>;

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
  return [id, extra.first ?? "Ndapewa", "Shikongo", extra.department ?? "Geology", "Field Assistant", extra.start ?? "2026-01-15", extra.region ?? "Erongo", extra.type ?? "full-time", extra.email ?? ""].join(",");
}

async function findEmployee(employeeId: string) {
  return Employee.findOne({ where: { employeeId } });
}

describe("POST /api/csv-import: real files", () => {
  it("reads a UTF-8 file with BOM and CRLF, quoted fields with commas and line breaks, both date forms and //Karas", async () => {
    const [a, b, c] = [unique("IMP-"), unique("IMP-"), unique("IMP-")];
    const csv = `\uFEFF${HEADER},Address,Birthday\r\n` +
      `${row(a, { region: "||Karas", type: "FULL-TIME" })},"12 Mine Road, Rosh Pinah",15/06/1990\r\n` +
      `${row(b, { start: "01/02/2026", region: "//karas" })},"Line one\r\nLine two, with comma",1990-06-15\r\n` +
      `${row(c, { region: "khomas" })},"She said ""hi""",\r\n`;
    const response = await importFile({ name: "people.csv", data: csv });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ totalRecords: 3, validRecords: 3, invalidRecords: 0, errors: [], created: 3, status: "success" });
    expect(response.json.importId).toEqual(expect.any(Number));
    const first = await findEmployee(a);
    expect(first).toMatchObject({ region: "//Karas", employmentType: "full-time", address: "12 Mine Road, Rosh Pinah", birthday: "1990-06-15", startDate: "2026-01-15", status: "active", leaveStatus: "at work" });
    const second = await findEmployee(b);
    expect(second).toMatchObject({ region: "//Karas", startDate: "2026-02-01", address: "Line one\r\nLine two, with comma" });
    expect((await findEmployee(c))).toMatchObject({ region: "Khomas", address: 'She said "hi"', birthday: null });
    const record = await CsvImport.findByPk(response.json.importId);
    expect(record).toMatchObject({ filename: "people.csv", uploadedBy: hrUserId, totalRecords: 3, validRecords: 3, processedRecords: 3, status: "success" });
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
    const response = await importFile({ name: "trash.csv", data: [HEADER, row(trashed.employeeId, { first: "Back" })].join("\n") }, { skipInvalid: true });
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
    expect(await findEmployee(a)).toMatchObject({ department: "Finance", startDate: "2026-03-01", region: "//Karas", salary: "18500.50", birthday: "1990-06-15" });
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
    expect(missing).toMatchObject({ status: 400, json: { title: "Import Failed", message: "The file is missing the required columns lastName, department, position" } });
    expect(await CsvImport.findByPk(missing.json.importId ?? 0)).toBeNull();
    const big = await importFile({ name: "big.csv", data: new Uint8Array(10 * 1024 * 1024) });
    expect(big).toMatchObject({ status: 400, json: { title: "File Too Large", message: "File size must be less than 10MB" } });
  });

  it("reports progress for an import started first", async () => {
    const start = await api("/api/csv-imports", { method: "POST", cookie: hrCookie, body: { filename: "started.csv" }, headers: { Origin: baseUrl() } });
    expect(start.status).toBe(201);
    const importId = start.json!.importId as number;
    const before = await api(`/api/csv-imports/${importId}`, { cookie: hrCookie });
    expect(before.json).toMatchObject({ id: importId, status: "processing", processedRecords: 0 });
    const form = new FormData();
    form.append("csvFile", new Blob([[HEADER, row(unique("IMP-"))].join("\n")]), "started.csv");
    form.append("importId", String(importId));
    const response = await fetch(`${baseUrl()}/api/csv-import`, { method: "POST", body: form, headers: { Cookie: hrCookie, Origin: baseUrl() } });
    expect(((await response.json()) as { importId: number }).importId).toBe(importId);
    const after = await api(`/api/csv-imports/${importId}`, { cookie: hrCookie });
    expect(after.json).toMatchObject({ status: "success", processedRecords: 1, totalRecords: 1, validRecords: 1, errors: [] });
    const list = await api("/api/csv-imports", { cookie: hrCookie });
    expect(list.json!.imports[0]).toMatchObject({ id: expect.any(Number), filename: expect.any(String), status: expect.any(String) });
    expect(list.json!.imports.some((entry: { id: number }) => entry.id === importId)).toBe(true);
  });

  it("serves employee_template.csv that imports as it is", async () => {
    const response = await fetch(`${baseUrl()}/api/csv-import/template`, { headers: { Cookie: hrCookie } });
    expect(response.headers.get("content-disposition")).toContain("employee_template.csv");
    const text = await response.text();
    const [header, example] = text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header.split(",")).toContain("employeeId");
    const id = unique("TPL-");
    const result = await importFile({ name: "employee_template.csv", data: `${header}\n${example.replace("NCM-0001", id)}\n` });
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
    expect(JSON.parse(dry.stdout)).toMatchObject({ totalRecords: 1, validRecords: 1, dryRun: true, importId: null });
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
