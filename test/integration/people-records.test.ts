import { beforeAll, describe, expect, it } from "vitest";
import { Employee, EmployeeActivity, LeaveRequest, Payslip, Session, User } from "#models";
import { createApiToken } from "~/services/accounts/api-tokens.server";
import { getBirthdaysThisMonth } from "~/services/dashboard.server";
import { listStaffDirectory } from "~/services/employees/directory.server";
import { getOnLeaveOn } from "~/services/leave/calendar.server";
import { todayIso } from "~/utils/dates";
import { createTestEmployee, createTestUser, TEST_PASSWORD, unique } from "../support/factories";
import { createTestPayslip } from "../support/payslips";
import { NoJsBrowser } from "../support/no-js";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 10, "Nothing lost, nothing mangled", on the employee record: permanent delete
 * keeps pay and leave records; leavers cannot sign in; a work email names one person;
 * every change writes the employee's history.
 */

let hrCookie = "";
let hrUserId = 0;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrUserId = hr.user.id;
  hrCookie = await sessionCookieFor(hr.user.id);
});

async function trash(id: number) {
  expect((await api(`/api/employees/${id}`, { method: "DELETE", cookie: hrCookie })).status).toBe(200);
}

describe("permanent delete keeps the records the law requires", () => {
  it("removes the person and login but keeps payslips and leave with a snapshot of name and employee ID", async () => {
    const { user, employee } = await createTestUser({ firstName: "Ndapewa", lastName: unique("Keep") });
    const payslip = await createTestPayslip(employee!);
    const leave = await LeaveRequest.create({
      employeeId: employee!.id,
      leaveType: "vacation",
      startDate: "2031-03-02",
      endDate: "2031-03-04",
      days: 3,
      reason: "Family visit",
    });
    await trash(employee!.id);
    const gone = await api(`/api/employees/${employee!.id}/permanent`, { method: "DELETE", cookie: hrCookie });
    expect(gone.status).toBe(200);

    expect(await Employee.findByPk(employee!.id)).toBeNull();
    expect(await User.findByPk(user.id)).toBeNull();
    const keptPayslip = await Payslip.findByPk(payslip.id);
    expect(keptPayslip).not.toBeNull();
    expect(keptPayslip!.employeeId).toBeNull();
    expect(keptPayslip!.employeeName).toBe(`Ndapewa ${employee!.lastName}`);
    expect(keptPayslip!.employeeIdRef).toBe(employee!.employeeId);
    expect(keptPayslip!.netSalary).toBe(payslip.netSalary);
    const keptLeave = await LeaveRequest.findByPk(leave.id);
    expect(keptLeave).not.toBeNull();
    expect(keptLeave!.employeeId).toBeNull();
    expect(keptLeave!.employeeName).toBe(`Ndapewa ${employee!.lastName}`);
    expect(keptLeave!.employeeIdRef).toBe(employee!.employeeId);
    expect(keptLeave!.reason).toBe("Family visit");

    // HR's leave list still names the former employee (kept, not decidable).
    const page = await api(`/admin/leave-requests?from=2031-03-01&to=2031-03-05&_data=routes/admin.leave-requests`, { cookie: hrCookie });
    const row = (page.json!.requests as { id: number; employeeName: string; formerEmployee: boolean }[]).find(
      (entry) => entry.id === leave.id,
    );
    expect(row).toMatchObject({ employeeName: `Ndapewa ${employee!.lastName}`, formerEmployee: true });
  });

  it("Cleanup Expired keeps them too", async () => {
    const employee = await createTestEmployee({ firstName: "Expired", lastName: unique("Keep") });
    const payslip = await createTestPayslip(employee);
    const leave = await LeaveRequest.create({
      employeeId: employee.id,
      leaveType: "sick",
      startDate: "2030-05-05",
      endDate: "2030-05-05",
      days: 1,
    });
    await employee.update({ deletedAt: new Date(Date.now() - 40 * 86_400_000), deletedBy: hrUserId });
    expect((await api("/api/employees/cleanup-expired", { method: "POST", cookie: hrCookie })).status).toBe(200);
    expect(await Employee.findByPk(employee.id)).toBeNull();
    expect((await Payslip.findByPk(payslip.id))!.employeeIdRef).toBe(employee.employeeId);
    expect((await LeaveRequest.findByPk(leave.id))!.employeeName).toBe(`Expired ${employee.lastName}`);
  });
});

describe("leavers cannot sign in", () => {
  it("refuses the login, ends the open session and stops the API token the moment the status changes", async () => {
    const { user, employee, email } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(user.id);
    const { token } = await createApiToken(user.id, "leaver script");
    expect((await api("/api/auth/user", { cookie })).status).toBe(200);
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);

    const changed = await api(`/api/employees/${employee!.id}`, { method: "PUT", cookie: hrCookie, body: { status: "terminated" } });
    expect(changed.status).toBe(200);
    expect(await Session.count({ where: { userId: user.id } })).toBe(0);

    expect((await api("/api/auth/user", { cookie })).status).toBe(401);
    const page = await api("/profile", { cookie });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login/);
    expect((await api("/api/csv-imports", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    const login = await api("/api/local/login", { method: "POST", body: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(401);
  });

  it("treats an inactive employee's session as signed out even when set directly", async () => {
    const { user, employee } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    await employee!.update({ status: "inactive" });
    expect((await api("/api/auth/user/details", { cookie })).status).toBe(401);
  });

  it("leaves them out of the staff directory, birthdays and On Leave Today", async () => {
    const tag = unique("Leaver");
    const today = todayIso();
    const [year, month, day] = today.split("-");
    const make = (status: string) =>
      createTestEmployee({ firstName: status, lastName: tag, status, birthday: `${Number(year) - 30}-${month}-${day}` });
    const active = await make("active");
    const inactive = await make("inactive");
    const terminated = await make("terminated");
    for (const employee of [active, inactive, terminated]) {
      await LeaveRequest.create({
        employeeId: employee.id,
        leaveType: "vacation",
        startDate: today,
        endDate: today,
        days: 1,
        status: "approved",
      });
    }
    const viewer = {
      id: 0,
      email: "",
      firstName: "",
      lastName: "",
      role: "employee" as const,
      passwordSet: true,
      employee: null,
      sessionId: "",
      lastActivity: 0,
    };
    const directory = await listStaffDirectory(viewer, { search: tag, department: "", page: 1 });
    expect(directory.employees.map((row) => row.id)).toEqual([active.id]);
    const birthdays = (await getBirthdaysThisMonth()).filter((entry) => entry.name.endsWith(tag));
    expect(birthdays.map((entry) => entry.id)).toEqual([active.id]);
    expect(birthdays[0].isToday).toBe(true);
    const onLeave = (await getOnLeaveOn(today)).filter((entry) => entry.lastName === tag);
    expect(onLeave.map((entry) => entry.firstName)).toEqual(["active"]);
  });
});

describe("birthdays", () => {
  it("lists only today and later this month", async () => {
    const tag = unique("Bday");
    const today = todayIso();
    const [, month, day] = today.split("-");
    const earlier = Number(day) > 1 ? await createTestEmployee({ lastName: tag, birthday: `1990-${month}-01` }) : null;
    const todays = await createTestEmployee({ lastName: tag, birthday: `1991-${month}-${day}` });
    const ids = (await getBirthdaysThisMonth()).filter((entry) => entry.name.endsWith(tag)).map((entry) => entry.id);
    expect(ids).toContain(todays.id);
    if (earlier) expect(ids).not.toContain(earlier.id);
  });
});

function employeeBody(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    employeeId: `E-${id}`,
    firstName: "Selma",
    lastName: `Nghipandulwa${id}`,
    department: "Finance",
    position: "Clerk",
    startDate: "2025-01-06",
    employmentType: "full-time",
    status: "active",
    ...overrides,
  };
}

describe("a work email names one person", () => {
  it("refuses an address of another employee or of a login with 409 and a field error, on create and on edit", async () => {
    const other = await createTestEmployee();
    const login = await createTestUser({ withEmployee: false });
    for (const email of [other.email!.toUpperCase(), login.email]) {
      const created = await api("/api/employees", { method: "POST", cookie: hrCookie, body: employeeBody({ email }) });
      expect(created.status).toBe(409);
      expect(created.json!.errors.email).toEqual(["This email is already used by another employee or login"]);
    }
    const mine = await createTestEmployee();
    const edited = await api(`/api/employees/${mine.id}`, { method: "PUT", cookie: hrCookie, body: { email: other.email } });
    expect(edited.status).toBe(409);
    expect(edited.json!.errors.email).toBeDefined();
    // Its own address, and its own login's, are not a clash.
    const { employee, email } = await createTestUser();
    expect(
      (await api(`/api/employees/${employee!.id}`, { method: "PUT", cookie: hrCookie, body: { email, position: "Geologist" } })).status,
    ).toBe(200);
  });

  it("answers the HR form with 409 and the message under the field, not a 500", async () => {
    const other = await createTestEmployee();
    const form = new URLSearchParams(employeeBody({ email: other.email }) as Record<string, string>);
    const response = await fetch(`${process.env.PORTAL_URL}/admin/employees/new`, {
      method: "POST",
      headers: { Cookie: hrCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("This email is already used by another employee or login");
  });
});

describe("change history (employee_activity)", () => {
  async function history(id: number) {
    const rows = await EmployeeActivity.findAll({ where: { employeeId: id }, order: [["id", "ASC"]] });
    return rows.map((row) => ({ type: row.type, title: row.title, description: row.description, performedBy: row.performedBy }));
  }

  it("records create, edit (naming the fields), status change, trash and restore, by whom", async () => {
    const created = await api("/api/employees", { method: "POST", cookie: hrCookie, body: employeeBody() });
    expect(created.status).toBe(201);
    const id = created.json!.employee.id as number;
    await api(`/api/employees/${id}`, {
      method: "PUT",
      cookie: hrCookie,
      body: { department: "Geology", position: "Geologist", salary: "15000" },
    });
    await api(`/api/employees/${id}`, { method: "PUT", cookie: hrCookie, body: { status: "inactive" } });
    // Saving without a change writes nothing.
    await api(`/api/employees/${id}`, { method: "PUT", cookie: hrCookie, body: { salary: "15000.00" } });
    await trash(id);
    expect((await api(`/api/employees/${id}/restore`, { method: "POST", cookie: hrCookie })).status).toBe(200);

    const rows = await history(id);
    expect(rows.map((row) => row.type)).toEqual(["created", "updated", "status_changed", "trashed", "restored"]);
    expect(rows.every((row) => row.performedBy === hrUserId)).toBe(true);
    expect(rows[1].description).toBe("Changed: Department, Position, Salary");
    expect(rows[2].description).toBe("Status changed from active to inactive");

    // HR sees it on the employee's detail.
    const detail = await api(`/admin/employees/${id}?_data=routes/admin.employees.$id`, { cookie: hrCookie });
    expect(detail.status).toBe(200);
    expect((detail.json!.activity as { title: string }[]).map((entry) => entry.title)).toEqual([
      "Restored from trash",
      "Moved to trash",
      "Status changed",
      "Employee updated",
      "Employee created",
    ]);
  });
});

describe("demo company: leave types fit the people", () => {
  it("the corrective seed turns a man's maternity leave into vacation and leaves women's alone", async () => {
    const { up } = await import("../../prisma-free-models/seeders/2026-11-23T14-00-demo-leave-fits-people");
    const man = await createTestEmployee({ employeeId: `NCM-${unique("m")}`, gender: "Male" });
    const woman = await createTestEmployee({ employeeId: `NCM-${unique("f")}`, gender: "Female" });
    const his = await LeaveRequest.create({
      employeeId: man.id,
      leaveType: "maternity",
      startDate: "2035-01-05",
      endDate: "2035-01-06",
      days: 2,
    });
    const hers = await LeaveRequest.create({
      employeeId: woman.id,
      leaveType: "maternity",
      startDate: "2035-01-05",
      endDate: "2035-01-06",
      days: 2,
    });
    const { getDb } = await import("~/db.server");
    await up({ context: getDb(), name: "test", path: undefined });
    expect((await LeaveRequest.findByPk(his.id))!.leaveType).toBe("vacation");
    expect((await LeaveRequest.findByPk(hers.id))!.leaveType).toBe("maternity");
  });
});

describe("the trash's 30 days (issue 24)", () => {
  it("refuses to restore an expired record, and Cleanup Expired names how many before it deletes them", async () => {
    const expired = await createTestEmployee({ firstName: "Tangeni", deletedAt: new Date(Date.now() - 31 * 86_400_000) });
    const recent = await createTestEmployee({ firstName: "Rauna", deletedAt: new Date(Date.now() - 3 * 86_400_000) });
    const { user: hr } = await createTestUser({ role: "hr" });
    const hrSession = await sessionCookieFor(hr.id);
    const restore = await api(`/api/employees/${expired.id}/restore`, { method: "POST", cookie: hrSession });
    expect(restore.status).toBe(409);
    expect(restore.json?.message).toBe("This record was deleted more than 30 days ago: it has expired and can no longer be restored.");

    const browser = await new NoJsBrowser().signIn(hr.id);
    let page = await browser.goto("/admin/trash");
    page = await page.click(page.screen.getByRole("link", { name: "Cleanup Expired" }));
    const dialog = page.region("Cleanup Expired Records");
    const confirm = dialog.getByRole("button", { name: /^Delete \d+ expired records?$/ });
    const count = Number(/\d+/.exec(page.text(confirm))![0]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(await Employee.findByPk(expired.id)).not.toBeNull(); // nothing removed before confirming
    page = await page.click(confirm);
    expect(page.text(page.messageBox("Expired records cleaned up successfully", "status"))).toContain(`${count} expired record`);
    expect(await Employee.findByPk(expired.id)).toBeNull();
    expect(await Employee.findByPk(recent.id)).not.toBeNull();
  });
});
