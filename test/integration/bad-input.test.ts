import { beforeAll, describe, expect, it } from "vitest";
import { LeaveRequest, PayrollPeriod } from "#models";
import { MAX_LEAVE_DAYS } from "~/constants";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { futureRange } from "../support/leave";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 12: bad input is a 4xx with a message, never a 500, and nothing of it is stored.
 */

let hrCookie = "";
let employeeCookie = "";
let employeeRecordId = 0;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  const employee = await createTestUser();
  hrCookie = await sessionCookieFor(hr.user.id);
  employeeCookie = await sessionCookieFor(employee.user.id);
  employeeRecordId = employee.employee!.id;
});

async function leaveCount() {
  return LeaveRequest.count({ where: { employeeId: employeeRecordId } });
}

/** A form post as a browser sends it. */
async function postForm(path: string, fields: Record<string, string>, cookie = employeeCookie) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: baseUrl(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

describe("NUL characters", () => {
  it("are refused in a JSON field with a field error, and nothing is stored", async () => {
    const before = await leaveCount();
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: employeeCookie,
      body: { leaveType: "vacation", ...futureRange(30, 2), reason: "Family\u0000visit" },
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.reason?.[0]).toMatch(/NUL/);
    expect(await leaveCount()).toBe(before);
  });

  it("are refused in a posted form, and nothing is stored", async () => {
    const before = await leaveCount();
    const response = await postForm("/leave/new", { leaveType: "vacation", ...futureRange(34, 2), reason: "a\u0000b" });
    expect(response.status).toBe(400);
    expect(await leaveCount()).toBe(before);
  });

  it("are refused in a URL", async () => {
    const response = await api("/admin/leave-requests?department=%00", { cookie: hrCookie });
    expect(response.status).toBe(400);
    const search = await api("/api/employees?search=a%00b", { cookie: hrCookie });
    expect(search.status).toBeLessThan(500);
  });
});

describe("year 0000 and other impossible dates", () => {
  it("is a field error on a leave request", async () => {
    const before = await leaveCount();
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: employeeCookie,
      body: { leaveType: "vacation", startDate: "0000-01-01", endDate: "0000-01-02" },
    });
    expect(response.status).toBe(400);
    expect(await leaveCount()).toBe(before);
  });

  it("is ignored as a list filter and a calendar month", async () => {
    expect((await api("/admin/leave-requests?from=0000-01-01&to=0000-12-31", { cookie: hrCookie })).status).toBe(200);
    expect((await api("/leave-calendar?month=0000-01", { cookie: employeeCookie })).status).toBe(200);
    expect((await api("/leave-calendar?date=0000-01-01", { cookie: employeeCookie })).status).toBe(200);
  });
});

describe("ids", () => {
  it.each(["0x17", "23.0", "%2023", "1e3", "+23", "023", "2147483648", "99999999999999999999"])("%s is a 404", async (id) => {
    expect((await api(`/api/leave-requests/${id}`, { cookie: employeeCookie })).status).toBe(404);
    expect((await api(`/api/employees/${id}`, { cookie: hrCookie })).status).toBe(404);
    expect((await api(`/admin/employees/${id}`, { cookie: hrCookie })).status).toBe(404);
  });

  it("written loosely or beyond the integer range in a form is refused, not a 500", async () => {
    for (const id of ["0x17", "23.0", "1e10", "2147483648"]) {
      const response = await postForm("/admin/leave-requests", { intent: "approve", id }, hrCookie);
      expect(response.status).toBeLessThan(500);
    }
    expect((await api("/admin/import?import=99999999999", { cookie: hrCookie })).status).toBe(200);
    expect((await api("/admin/payslips?employee=0x17", { cookie: hrCookie })).status).toBe(200);
  });
});

describe("payroll totals", () => {
  it("refuses a row whose parts fit DECIMAL(10,2) but whose gross does not", async () => {
    const employee = await createTestEmployee();
    const periodName = `${unique("Overflow ")} 2026`;
    const response = await api("/api/payroll/upload", {
      method: "POST",
      cookie: hrCookie,
      body: {
        periodName,
        startDate: "2026-05-01",
        endDate: "2026-05-31",
        csvData: [{ employeeId: employee.employeeId, basicSalary: "99999999.99", allowances: "99999999.99", bonuses: "1" }],
      },
    });
    expect(response.status).toBeLessThan(500);
    expect(JSON.stringify(response.json)).toMatch(/gross salary .* larger than 99,999,999\.99/);
    const period = await PayrollPeriod.findOne({ where: { periodName } });
    if (period) expect(response.json?.successCount).toBe(0);
  });
});

describe("leave length", () => {
  it(`is at most ${MAX_LEAVE_DAYS} days`, async () => {
    const before = await leaveCount();
    const tooLong = futureRange(60, MAX_LEAVE_DAYS + 1);
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: employeeCookie,
      body: { leaveType: "vacation", ...tooLong },
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors?.endDate?.[0]).toBe(`A leave request can cover at most ${MAX_LEAVE_DAYS} days`);
    expect(await leaveCount()).toBe(before);
  });
});

describe("redirect targets and origins", () => {
  it("a redirectTo with CR/LF is never a 500 and never reaches a header", async () => {
    const response = await api(`/login?type=employee&redirectTo=${encodeURIComponent("/profile\r\nSet-Cookie: x=1")}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain("Set-Cookie: x=1");
  });

  it("a post whose Origin matches only its own Host header (DNS rebinding) is refused", async () => {
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: employeeCookie,
      body: { leaveType: "vacation", ...futureRange(80, 2) },
      headers: { Origin: "http://rebound.example:80", Host: "rebound.example:80" },
    });
    expect(response.status).toBe(403);
  });
});
