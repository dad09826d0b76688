import ExcelJS from "exceljs";
import { Op } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { Employee, LeaveRequest, LeaveRequestDocument, MailOutbox, PublicHoliday } from "#models";
import { LEAVE_MESSAGES } from "~/schemas/leave";
import { PublicHolidaySchema } from "~/schemas/public-holidays";
import { decideAsHr } from "~/services/leave/decisions.server";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { balancesOfEmployee } from "~/services/leave/balances.server";
import { recordGrantExtension } from "~/services/leave/adjustments.server";
import { withBalances } from "~/services/leave/balances-access.server";
import { holidaysBetween } from "~/services/holidays/calendar.server";
import { createProclaimedHoliday, deleteProclaimedHoliday } from "~/services/leave/proclaimed-holidays.server";
import { createTestUser } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";
import { asCurrentUser } from "../support/current-user";

async function employeeUser(options: { workDaysPerWeek?: 5 | 6; vacationDays?: number } = {}) {
  const created = await createTestUser();
  if (options.workDaysPerWeek || options.vacationDays) {
    await Employee.update(
      { workDaysPerWeek: options.workDaysPerWeek ?? 5, vacationDays: options.vacationDays ?? null },
      { where: { id: created.employee!.id } },
    );
  }
  const employee = (await Employee.findByPk(created.employee!.id))!;
  return { ...created, employee, current: asCurrentUser(created.user, employee) };
}

async function hrUser() {
  const { user } = await createTestUser({ role: "hr", withEmployee: false });
  return asCurrentUser(user, null);
}

const annual = async (employeeId: number) => (await balancesOfEmployee(employeeId)).balances.find((balance) => balance.kind === "annual")!;

// Far ahead (2031), so that no other test's leave or holiday shares these days. Start date 2024-01-15:
// the annual cycle holding them runs 15 January 2031 to 14 January 2032.
const made: number[] = [];
afterAll(async () => {
  await PublicHoliday.destroy({ where: { id: made } });
});

describe("working days", () => {
  it("counts a 5-day and a 6-day week over a week holding a public holiday", async () => {
    // Monday 24 March 2031 - Saturday 29 March 2031; 21 March is Friday, so no holiday: 5 and 6.
    const five = await employeeUser();
    const six = await employeeUser({ workDaysPerWeek: 6 });
    const a = await createLeaveRequest(five.current, {
      leaveType: "vacation",
      startDate: "2031-03-24",
      endDate: "2031-03-29",
      reason: null,
      days: 6,
    });
    const b = await createLeaveRequest(six.current, {
      leaveType: "vacation",
      startDate: "2031-03-24",
      endDate: "2031-03-29",
      reason: null,
      days: 6,
    });
    expect([a.request.workingDays, a.request.days]).toEqual([5, 6]);
    expect([b.request.workingDays, b.request.days]).toEqual([6, 6]);
    // Easter 2031 is 13 April: Good Friday 11 April and Easter Monday 14 April left out.
    const easter = await createLeaveRequest(five.current, {
      leaveType: "vacation",
      startDate: "2031-04-07",
      endDate: "2031-04-18",
      reason: null,
      days: 12,
    });
    expect(easter.request.workingDays).toBe(8);
  });

  it("refuses a request with no working day", async () => {
    const { user } = await employeeUser();
    const response = await api("/api/leave-requests", {
      method: "POST",
      cookie: await sessionCookieFor(user.id),
      body: { leaveType: "vacation", startDate: "2031-05-03", endDate: "2031-05-04" },
    });
    expect(response.status).toBe(400);
    expect(response.json?.errors.endDate).toContain(LEAVE_MESSAGES.noWorkingDays);
  });
});

describe("balances", () => {
  it("moves with approve, reject and recall, and GET /api/leave-balances shows them", async () => {
    const staff = await employeeUser();
    const hr = await hrUser();
    const before = await annual(staff.employee.id);
    expect(before.entitled).toBe(20);
    const { request } = await createLeaveRequest(staff.current, {
      leaveType: "vacation",
      startDate: "2031-06-02",
      endDate: "2031-06-06",
      reason: null,
      days: 5,
    });
    await decideAsHr(hr, request.id, "approved");
    const approved = await LeaveRequest.findByPk(request.id);
    expect(approved!.status).toBe("approved");
    await decideAsHr(hr, request.id, "pending");
    await decideAsHr(hr, request.id, "rejected", { note: "Short-staffed that week" });
    const response = await api("/api/leave-balances", { cookie: await sessionCookieFor(staff.user.id) });
    expect(response.status).toBe(200);
    const annualNow = response.json!.balances.find((balance: { kind: string }) => balance.kind === "annual");
    expect(annualNow).toMatchObject({ entitled: 20, taken: 0, booked: 0, left: 20 + annualNow.carried });
  });

  it("holds no days for a pending request, books them on approval and gives them back on recall and rejection", async () => {
    const staff = await employeeUser({ vacationDays: 25 });
    const hr = await hrUser();
    const start = (await annual(staff.employee.id)).cycleEnd;
    expect((await annual(staff.employee.id)).entitled).toBe(25);
    // Three working days before the cycle ends.
    const range = await lastWorkingDaysBefore(start, 3);
    const { request } = await createLeaveRequest(staff.current, { leaveType: "vacation", ...range, reason: null, days: 0 });
    const pending = await annual(staff.employee.id);
    expect(pending).toMatchObject({ pending: request.workingDays, booked: 0, left: 25 + pending.carried });
    await decideAsHr(hr, request.id, "approved");
    const approved = await annual(staff.employee.id);
    expect(approved).toMatchObject({ pending: 0, booked: request.workingDays, left: 25 + approved.carried - request.workingDays });
    // Recall: pending again, and its days are back in "left" until it is decided again.
    await decideAsHr(hr, request.id, "pending");
    const recalled = await annual(staff.employee.id);
    expect(recalled).toMatchObject({ pending: request.workingDays, booked: 0, left: 25 + recalled.carried });
    await decideAsHr(hr, request.id, "rejected", { note: "Short-staffed that week" });
    const after = await annual(staff.employee.id);
    expect(after).toMatchObject({ pending: 0, booked: 0, left: 25 + after.carried });
  });

  it("never forfeits carried annual days: past the employer's deadline they are overdue, and a written agreement moves it", async () => {
    // Cycles from 1 March 2024: the second runs 1 March 2025 - 28 February 2026, and the first
    // cycle's 20 days are to be granted by 30 June 2025 (s. 23: four months after the cycle).
    const staff = await employeeUser();
    await Employee.update({ startDate: "2024-03-01" }, { where: { id: staff.employee.id } });
    const approved = { employeeId: staff.employee.id, leaveType: "vacation" as const, status: "approved" as const, reason: null };
    // Monday 5 - Wednesday 7 May 2025: 3 working days before the deadline; 4-15 August 2025: 10 after it.
    await LeaveRequest.create({ ...approved, startDate: "2025-05-05", endDate: "2025-05-07", days: 3, workingDays: 3 });
    await LeaveRequest.create({ ...approved, startDate: "2025-08-04", endDate: "2025-08-15", days: 12, workingDays: 10 });
    const on = async (today: string) =>
      (await balancesOfEmployee(staff.employee.id, today)).balances.find((balance) => balance.kind === "annual")!;

    const april = await on("2025-04-15");
    expect(april).toMatchObject({ entitled: 20, carried: 20, taken: 0, booked: 13, left: 27, overdue: null });
    // Leave is drawn from the oldest days first: 7 of last cycle's days are still to be granted.
    expect(april.grantDue).toEqual({ days: 7, grantBy: "2025-06-30", cycleStart: "2024-03-01" });

    const september = await on("2025-09-01");
    // Nothing is lost after the deadline: the 7 days are still there, and overdue for HR.
    expect(september).toMatchObject({ carried: 20, taken: 13, booked: 0, left: 27, grantDue: null });
    expect(september.overdue).toEqual({ days: 7, grantBy: "2025-06-30", cycleStart: "2024-03-01" });
    // Two cycles on, still owed: a third cycle adds its 20 and keeps the 7 (and last cycle's 20).
    expect(await on("2026-09-01")).toMatchObject({
      carried: 27,
      left: 47,
      overdue: { days: 27, grantBy: "2025-06-30", cycleStart: "2024-03-01" },
    });

    // A written agreement moves the first cycle's deadline to six months after it (31 August 2025).
    const hr = await hrUser();
    await recordGrantExtension(hr, staff.employee.id, { agreedOn: "2025-06-20", note: "Signed agreement: leave in August" }, "2025-06-20");
    expect((await on("2025-07-15")).grantDue).toEqual({ days: 7, grantBy: "2025-08-31", cycleStart: "2024-03-01" });
    expect((await on("2025-07-15")).overdue).toBeNull();
    expect((await on("2025-09-01")).overdue).toEqual({ days: 7, grantBy: "2025-08-31", cycleStart: "2024-03-01" });
  });

  it("refuses annual leave over the balance, unless the employee asks HR for an exception and HR grants it", async () => {
    const staff = await employeeUser();
    // In the first cycle (from 6 January 2031), so nothing is carried in: 20 days.
    await Employee.update({ startDate: "2031-01-06" }, { where: { id: staff.employee.id } });
    const hr = await hrUser();
    const cookie = await sessionCookieFor(staff.user.id);
    // 7 - 31 July 2031: 19 working days; then 4 - 8 August: 5 more, 24 > 20.
    const first = await api("/api/leave-requests", {
      method: "POST",
      cookie,
      body: { leaveType: "vacation", startDate: "2031-07-07", endDate: "2031-07-31" },
    });
    expect(first.status).toBe(201);
    expect(first.json?.leaveRequest.workingDays).toBe(19);
    const over = await api("/api/leave-requests", {
      method: "POST",
      cookie,
      body: { leaveType: "vacation", startDate: "2031-08-04", endDate: "2031-08-08" },
    });
    expect(over.status).toBe(409);
    expect(over.json?.errors.endDate[0]).toBe(
      "This request takes 5 working days but you have 1 annual leave day left. Shorten it, or ask HR to approve an exception.",
    );
    const asked = await api("/api/leave-requests", {
      method: "POST",
      cookie,
      body: { leaveType: "vacation", startDate: "2031-08-04", endDate: "2031-08-08", askException: true },
    });
    expect(asked.status).toBe(201);
    const id = asked.json!.leaveRequest.id;
    // Decisions count approved leave: once the 19 days are approved, the 5 more are over.
    await decideAsHr(hr, first.json!.leaveRequest.id, "approved");
    await expect(decideAsHr(hr, id, "approved")).rejects.toMatchObject({ status: 409 });
    // HR's leave screen shows what approving it would leave, and so offers the exception.
    const [row] = await withBalances([(await LeaveRequest.findByPk(id))!.get({ plain: true }) as LeaveRequest]);
    expect(row.afterDecision).toEqual({ label: "Annual", left: 1 - 5 });
    await decideAsHr(hr, id, "approved", { exception: true, note: "Agreed with the manager" });
    expect((await LeaveRequest.findByPk(id))!.balanceException).toBe(true);
  });
});

describe("work patterns", () => {
  it("recounts booked leave when HR changes the work pattern, and mails the employee", async () => {
    const staff = await employeeUser();
    const { user: hrLogin } = await createTestUser({ role: "hr", withEmployee: false });
    // Monday 2 - Saturday 7 June 2031: 5 working days on a 5-day week, 6 on a 6-day week.
    const { request } = await createLeaveRequest(staff.current, {
      leaveType: "vacation",
      startDate: "2031-06-02",
      endDate: "2031-06-07",
      reason: null,
      days: 6,
    });
    expect(request.workingDays).toBe(5);
    const edit = await api(`/api/employees/${staff.employee.id}`, {
      method: "PUT",
      cookie: await sessionCookieFor(hrLogin.id),
      body: { workDaysPerWeek: 6 },
    });
    expect(edit.status).toBe(200);
    expect((await LeaveRequest.findByPk(request.id))!.workingDays).toBe(6);
    const mail = await MailOutbox.findOne({
      where: { relatedType: "leave_request", relatedId: request.id, subject: { [Op.like]: "Leave recounted%" } },
    });
    expect(mail?.textBody).toContain(
      "Your work pattern (working days per week) changed, so your pending leave request now takes 6 working days",
    );
  });
});

describe("proclaimed holidays", () => {
  it("refuses a day the Act already makes a holiday, and a year the portal does not list", async () => {
    const hr = await hrUser();
    await expect(createProclaimedHoliday(hr, { date: "2031-12-25", name: "Extra Christmas", source: "Test" })).rejects.toMatchObject({
      status: 409,
      message: "Christmas Day is already a public holiday on this date",
    });
    const outOfRange = PublicHolidaySchema.safeParse({ date: "2999-01-01", name: "Far", source: "Test" });
    expect(outOfRange.success).toBe(false);
    expect(outOfRange.error!.issues.map((issue) => issue.message)).toEqual(["Please enter a date from 1991 to 2100"]);
  });

  it("recounts approved leave covering a new holiday and mails the employee, and counts back when it is removed", async () => {
    const staff = await employeeUser();
    const hr = await hrUser();
    const { request } = await createLeaveRequest(staff.current, {
      leaveType: "vacation",
      startDate: "2031-09-15",
      endDate: "2031-09-19",
      reason: null,
      days: 5,
    });
    await decideAsHr(hr, request.id, "approved");
    expect(request.workingDays).toBe(5);

    const { id, recounted } = await createProclaimedHoliday(hr, {
      date: "2031-09-17",
      name: "Test proclaimed day",
      source: "Test proclamation",
    });
    made.push(id);
    expect(recounted).toContainEqual({ leaveRequestId: request.id, employeeId: staff.employee.id, before: 5, after: 4 });
    expect((await LeaveRequest.findByPk(request.id))!.workingDays).toBe(4);
    const mail = await MailOutbox.findOne({
      where: { relatedType: "leave_request", relatedId: request.id, subject: { [Op.like]: "Leave recounted:%" } },
    });
    expect(mail!.toAddresses).toContain(staff.employee.communicationEmail!);
    expect(mail!.textBody).toContain("now takes 4 working days from your balance instead of 5");
    expect((await holidaysBetween("2031-09-17", "2031-09-17")).map((day) => day.source)).toEqual(["Test proclamation"]);

    await deleteProclaimedHoliday(id);
    expect((await LeaveRequest.findByPk(request.id))!.workingDays).toBe(5);
  });

  it("gives a proclaimed Sunday its Monday", async () => {
    const hr = await hrUser();
    const { id } = await createProclaimedHoliday(hr, { date: "2031-10-12", name: "Sunday test day", source: "Test proclamation" });
    made.push(id);
    const days = await holidaysBetween("2031-10-12", "2031-10-13");
    expect(days.map((day) => [day.date, day.name])).toEqual([
      ["2031-10-12", "Sunday test day"],
      ["2031-10-13", "Sunday test day (observed)"],
    ]);
  });
});

async function lastWorkingDaysBefore(end: string, count: number) {
  const { addDays } = await import("~/utils/dates");
  const { isWorkday } = await import("~/utils/public-holidays");
  let date = end;
  while (!isWorkday(date, 5)) date = addDays(date, -1);
  let startDate = date;
  let found = 1;
  while (found < count) {
    startDate = addDays(startDate, -1);
    if (isWorkday(startDate, 5)) found += 1;
  }
  return { startDate, endDate: date };
}

describe("medical certificates", () => {
  const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

  async function upload(cookie: string, id: number, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append("certificate", new Blob([new Uint8Array(bytes)]), name);
    return fetch(`${baseUrl()}/leave/${id}/certificate`, { method: "POST", headers: { Cookie: cookie }, body: form, redirect: "manual" });
  }

  it("attaches a PDF to the owner's sick leave, checked by content, and lets the owner and HR download it", async () => {
    const staff = await employeeUser();
    const other = await employeeUser();
    const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
    const { request } = await createLeaveRequest(staff.current, {
      leaveType: "sick",
      startDate: "2031-11-03",
      endDate: "2031-11-05",
      reason: null,
      days: 3,
    });
    const cookie = await sessionCookieFor(staff.user.id);

    // A text file named .pdf is refused: the type is read from the bytes.
    const fake = await upload(cookie, request.id, Buffer.from("not a pdf at all"), "certificate.pdf");
    expect(fake.status).toBe(302);
    expect(await LeaveRequestDocument.count({ where: { leaveRequestId: request.id } })).toBe(0);
    // Another employee cannot attach to it.
    await upload(await sessionCookieFor(other.user.id), request.id, PDF, "x.pdf");
    expect(await LeaveRequestDocument.count({ where: { leaveRequestId: request.id } })).toBe(0);

    const ok = await upload(cookie, request.id, PDF, "Dr Shikongo certificate.pdf");
    expect(ok.status).toBe(302);
    const [document] = await LeaveRequestDocument.findAll({ where: { leaveRequestId: request.id } });
    expect(document).toMatchObject({ fileType: "application/pdf", fileSize: PDF.length, originalName: "Dr Shikongo certificate.pdf" });

    const own = await fetch(`${baseUrl()}/api/leave-requests/${request.id}/certificate`, { headers: { Cookie: cookie } });
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PDF);
    const asHr = await fetch(`${baseUrl()}/api/leave-requests/${request.id}/certificate`, {
      headers: { Cookie: await sessionCookieFor(hr.id) },
    });
    expect(asHr.status).toBe(200);
    const asOther = await fetch(`${baseUrl()}/api/leave-requests/${request.id}/certificate`, {
      headers: { Cookie: await sessionCookieFor(other.user.id) },
    });
    expect(asOther.status).toBe(404);

    const listed = await api("/api/leave-requests", { cookie });
    expect(listed.json!.find((item: { id: number }) => item.id === request.id)).toMatchObject({
      certificateAttached: true,
      workingDays: 3,
    });
  });
});

describe("the balances report", () => {
  it("gives HR an .xlsx with typed cells: numbers as numbers, dates as dates, IDs as text", async () => {
    const staff = await employeeUser({ workDaysPerWeek: 6 });
    const { user: hr } = await createTestUser({ role: "hr", withEmployee: false });
    const response = await fetch(`${baseUrl()}/api/leave-reports/balances`, { headers: { Cookie: await sessionCookieFor(hr.id) } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Leave Balances")!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(["Employee ID", "Name", "Department", "Work Pattern", "Leave Type"]);
    let annual: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === staff.employee.employeeId && row.getCell(5).value === "Annual") annual = row;
    });
    expect(annual).toBeDefined();
    expect(annual!.getCell(4).value).toBe("6 days (Monday to Saturday)");
    expect(annual!.getCell(8).value).toBe(24);
    expect(annual!.getCell(6).type).toBe(ExcelJS.ValueType.Date);
  });
});
