import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { Employee, User } from "#models";
import { createTestEmployee, createTestUser, TEST_PASSWORD, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * The employee directory on a known data set (30 employees whose names carry one
 * random tag, so other tests' rows never match the search), create/edit over the
 * JSON API, the trash with its 30-day retention, the Excel export and the staff
 * directory an employee sees.
 */

let hrCookie = "";
let employeeCookie = "";
const tag = unique("zq");
const DEPTS = ["Geology", "Finance", "Management"];

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  const employee = await createTestUser();
  hrCookie = await sessionCookieFor(hr.user.id);
  employeeCookie = await sessionCookieFor(employee.user.id);
  for (let i = 0; i < 30; i++) {
    await createTestEmployee({
      employeeId: `${tag}-${String(i).padStart(2, "0")}`,
      firstName: `First${String(i).padStart(2, "0")}`,
      lastName: `${tag}${String.fromCharCode(97 + (i % 26))}${String(i).padStart(2, "0")}`,
      department: DEPTS[i % 3],
      status: i % 5 === 0 ? "inactive" : "active",
      leaveStatus: i % 7 === 0 ? "on leave" : "at work",
      salary: `${10_000 + i * 100}.00`,
      startDate: `2020-01-${String(i + 1).padStart(2, "0")}`,
      nationalId: `NID${i}`,
      bankName: "Nedbank",
      accountNumber: `ACC${i}`,
    });
  }
});

async function directory(query: string) {
  const response = await api(`/api/employees?search=${tag}${query}`, { cookie: hrCookie });
  expect(response.status).toBe(200);
  return response.json as { employees: Record<string, unknown>[]; total: number };
}

describe("HR directory (filters, sort and pages in SQL)", () => {
  it("pages by 25 with the total", async () => {
    const first = await directory("");
    expect(first.total).toBe(30);
    expect(first.employees).toHaveLength(25);
    const second = await directory("&page=2");
    expect(second.employees).toHaveLength(5);
    const ids = new Set([...first.employees, ...second.employees].map((row) => row.id));
    expect(ids.size).toBe(30);
  });

  it("filters by department, status and leave status, case-insensitively by search", async () => {
    const geology = await directory("&department=Geology");
    expect(geology.total).toBe(10);
    expect(geology.employees.every((row) => row.department === "Geology")).toBe(true);
    expect((await directory("&status=inactive")).total).toBe(6);
    expect((await directory("&status=active&leaveStatus=on%20leave")).total).toBe(4);
    const upper = await api(`/api/employees?search=${tag.toUpperCase()}-07`, { cookie: hrCookie });
    expect(upper.json!.total).toBe(1);
    expect(upper.json!.employees[0].firstName).toBe("First07");
  });

  it("sorts by name, salary and start date in both directions", async () => {
    const byName = await directory("&sortBy=name&sortOrder=asc");
    const names = byName.employees.map((row) => String(row.lastName).toLowerCase());
    expect(names).toEqual([...names].sort());
    const bySalary = await directory("&sortBy=salary&sortOrder=desc");
    expect(bySalary.employees[0].salary).toBe("12900.00");
    const byStart = await directory("&sortBy=startDate&sortOrder=asc");
    expect(byStart.employees[0].startDate).toBe("2020-01-01");
    expect(Object.keys(byStart.employees[0]).sort()).toEqual([
      "department",
      "email",
      "employeeId",
      "employmentType",
      "firstName",
      "id",
      "lastName",
      "leaveStatus",
      "phone",
      "position",
      "salary",
      "startDate",
      "status",
    ]);
  });

  it("pages the same whether it sorts the matches or walks the sort index", async () => {
    const { listEmployees, readDirectoryQuery } = await import("~/services/employees/directory.server");
    const rows = (await directory("")).employees.concat((await directory("&page=2")).employees);
    const text = (row: Record<string, unknown>, key: string) => String(row[key] ?? "").toLowerCase();
    const sortKey = {
      department: (row: Record<string, unknown>) => text(row, "department"),
      salary: (row: Record<string, unknown>) => Number(row.salary),
      startDate: (row: Record<string, unknown>) => text(row, "startDate"),
    };
    for (const sortBy of ["name", "department", "salary", "startDate"] as const) {
      for (const sortOrder of ["asc", "desc"] as const) {
        const sign = sortOrder === "asc" ? 1 : -1;
        const expected = [...rows]
          .sort((a, b) => {
            const key = sortBy === "name" ? null : sortKey[sortBy];
            const first = key ? (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * sign : 0;
            if (first) return first;
            const names =
              text(a, "lastName").localeCompare(text(b, "lastName")) || text(a, "firstName").localeCompare(text(b, "firstName"));
            return names ? names * sign : Number(a.id) - Number(b.id);
          })
          .map((row) => row.id);
        for (const filterFirstMaxMatches of [0, 1_000]) {
          const ids: number[] = [];
          for (const page of [1, 2]) {
            const query = readDirectoryQuery(new URLSearchParams({ search: tag, sortBy, sortOrder, page: String(page) }));
            const result = await listEmployees(query, { filterFirstMaxMatches });
            expect(result.total).toBe(30);
            ids.push(...result.employees.map((row) => row.id));
          }
          expect(ids, `${sortBy} ${sortOrder}, filter-first up to ${filterFirstMaxMatches}`).toEqual(expected);
          const pastTheEnd = readDirectoryQuery(new URLSearchParams({ search: tag, sortBy, sortOrder, page: "3" }));
          expect(await listEmployees(pastTheEnd, { filterFirstMaxMatches })).toEqual({ employees: [], total: 30 });
        }
      }
    }
  });

  it("treats wildcard characters in a search as text", async () => {
    expect((await api(`/api/employees?search=${tag}%25`, { cookie: hrCookie })).json!.total).toBe(0);
  });
});

describe("create and edit", () => {
  it("creates with the spec's defaults, then refuses a duplicate employee ID with 409", async () => {
    const employeeId = unique("NEW-");
    const created = await api("/api/employees", {
      method: "POST",
      cookie: hrCookie,
      body: { employeeId, firstName: "Tuyeni", lastName: "Amupolo", department: "Finance", position: "Clerk", phone: "", salary: "15000" },
    });
    expect(created.status).toBe(201);
    expect(created.json!.employee).toMatchObject({ status: "active", employmentType: "full-time", phone: null, salary: "15000.00" });
    const duplicate = await api("/api/employees", {
      method: "POST",
      cookie: hrCookie,
      body: { employeeId, firstName: "Other", lastName: "Person", department: "Finance", position: "Clerk" },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json!.errors.employeeId[0]).toMatch(/already exists/);
  });

  it("answers 400 with field errors for bad input, never 500", async () => {
    const response = await api("/api/employees", { method: "POST", cookie: hrCookie, body: { email: "bad" } });
    expect(response.status).toBe(400);
    expect(response.json!.errors).toMatchObject({ employeeId: ["Employee ID is required"], email: ["Invalid email format"] });
    expect((await api("/api/employees", { method: "POST", cookie: hrCookie, body: "[1,2" })).status).toBe(400);
    expect((await api("/api/employees", { method: "POST", cookie: hrCookie, body: [1] })).status).toBe(400);
  });

  it("PUT merges the fields sent over the record", async () => {
    const record = await createTestEmployee({ department: "Geology" });
    const response = await api(`/api/employees/${record.id}`, {
      method: "PUT",
      cookie: hrCookie,
      body: { position: "Senior Geologist", region: "//Karas" },
    });
    expect(response.status).toBe(200);
    expect(response.json!.employee).toMatchObject({ position: "Senior Geologist", region: "//Karas", department: "Geology" });
    expect((await api(`/api/employees/${record.id}`, { method: "PUT", cookie: hrCookie, body: { status: "retired" } })).status).toBe(400);
    expect((await api("/api/employees/99999999", { method: "PUT", cookie: hrCookie, body: {} })).status).toBe(404);
  });
});

describe("trash", () => {
  it("hides a trashed employee from the directory and from login; restore brings it back", async () => {
    const person = await createTestUser({ lastName: unique("Trash") });
    const id = person.employee!.id;
    const find = async () => (await api(`/api/employees?search=${person.user.lastName}`, { cookie: hrCookie })).json!.total;
    expect(await find()).toBe(1);
    expect((await api(`/api/employees/${id}`, { method: "DELETE", cookie: hrCookie })).json!.message).toBe(
      "Employee moved to trash successfully",
    );
    expect(await find()).toBe(0);
    expect((await api(`/api/employees/${id}`, { cookie: hrCookie })).status).toBe(404);
    const login = await api("/api/local/login", { method: "POST", body: { email: person.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
    const trash = await api("/api/employees/trash", { cookie: hrCookie });
    expect(trash.json!.employees.find((row: { id: number }) => row.id === id)).toMatchObject({ daysUntilExpiry: 30 });

    const restored = await api(`/api/employees/${id}/restore`, { method: "POST", cookie: hrCookie });
    expect(restored.json!.message).toBe("Employee restored successfully");
    expect(await find()).toBe(1);
    expect((await api("/api/local/login", { method: "POST", body: { email: person.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("permanently deletes only from the trash, with the login", async () => {
    const person = await createTestUser();
    const id = person.employee!.id;
    expect((await api(`/api/employees/${id}/permanent`, { method: "DELETE", cookie: hrCookie })).status).toBe(404);
    await api(`/api/employees/${id}`, { method: "DELETE", cookie: hrCookie });
    const gone = await api(`/api/employees/${id}/permanent`, { method: "DELETE", cookie: hrCookie });
    expect(gone.status).toBe(200);
    expect(gone.json!.message).toBe("Employee permanently deleted");
    expect(await Employee.findByPk(id)).toBeNull();
    expect(await User.findByPk(person.user.id)).toBeNull();
  });

  it("counts down 30 days, shows 0 when expired, and cleanup removes only expired records", async () => {
    const expired = await createTestEmployee({ deletedAt: new Date(Date.now() - 31 * 86_400_000) });
    const recent = await createTestEmployee({ deletedAt: new Date(Date.now() - 10 * 86_400_000) });
    const trash = (await api("/api/employees/trash", { cookie: hrCookie })).json!.employees as { id: number; daysUntilExpiry: number }[];
    expect(trash.find((row) => row.id === expired.id)!.daysUntilExpiry).toBe(0);
    expect(trash.find((row) => row.id === recent.id)!.daysUntilExpiry).toBe(20);
    const cleanup = await api("/api/employees/cleanup-expired", { method: "POST", cookie: hrCookie });
    expect(cleanup.status).toBe(200);
    expect(cleanup.json!.message).toBe("Expired records cleaned up successfully");
    expect(cleanup.json!.deletedCount).toBeGreaterThanOrEqual(1);
    expect(await Employee.findByPk(expired.id)).toBeNull();
    expect(await Employee.findByPk(recent.id)).not.toBeNull();
  });

  it("refuses to trash one's own record", async () => {
    const hr = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(hr.user.id);
    expect((await api(`/api/employees/${hr.employee!.id}`, { method: "DELETE", cookie })).status).toBe(409);
  });
});

describe("export", () => {
  it("returns the filtered directory as a dated .xlsx whose formula-like values are text cells, never formulas", async () => {
    const evilTag = unique("ev");
    await createTestEmployee({ firstName: "=cmd|' /C calc'!A0", lastName: evilTag, position: "+SUM(1)", salary: "1234.56" });
    const response = await fetch(`${process.env.PORTAL_URL}/api/employees/export?search=${evilTag}`, { headers: { Cookie: hrCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="employees-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet("Employees")!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = Object.fromEntries(header.map((name, index) => [name, sheet.getRow(2).getCell(index + 1).value]));
    // An .xlsx text cell is never evaluated, so the value is kept as it is (issue 10: no apostrophes).
    expect(row["First Name"]).toBe("=cmd|' /C calc'!A0");
    expect(row.Position).toBe("+SUM(1)");
    const position = sheet.getRow(2).getCell(header.indexOf("Position") + 1);
    expect(position.type).toBe(ExcelJS.ValueType.String);
    expect(row["Last Name"]).toBe(evilTag);
    expect(row["Salary (N$)"]).toBe(1234.56);
  });

  it("is HR only", async () => {
    expect((await api("/api/employees/export", { cookie: employeeCookie })).status).toBe(403);
  });
});

describe("staff directory", () => {
  it("gives an employee active colleagues without national ID, salary, bank fields, employee ID or login email", async () => {
    const response = await api(`/api/employees?search=${tag}`, { cookie: employeeCookie });
    expect(response.status).toBe(200);
    expect(response.json!.total).toBe(24);
    const text = response.text;
    for (const secret of [
      "nationalId",
      "salary",
      "bankName",
      "accountNumber",
      "accountType",
      "branchCode",
      "employeeId",
      "NID1",
      "ACC1",
      "Nedbank",
      `${tag}-0`,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const row of response.json!.employees) expect(row).not.toHaveProperty("email");
  });

  it("lets only HR search by employee ID and login email", async () => {
    expect((await api(`/api/employees?view=staff&search=${tag}-07`, { cookie: employeeCookie })).json!.total).toBe(0);
    const hr = await api(`/api/employees?view=staff&search=${tag}-07`, { cookie: hrCookie });
    expect(hr.json!.total).toBe(1);
    expect(hr.json!.employees[0]).toMatchObject({ employeeId: `${tag}-07`, nationalId: "NID7" });
  });
});
