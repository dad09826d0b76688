import { Op } from "sequelize";
import { describe, expect, it } from "vitest";
import { Employee, LeaveRequest, MailOutbox } from "#models";
import { LEAVE_MESSAGES } from "~/schemas/leave";
import { decideAsHr, decideByApprovalLink } from "~/services/leave/decisions.server";
import { NOT_PENDING, createLeaveRequest } from "~/services/leave/requests.server";
import { MATERNITY_MESSAGES } from "~/services/leave/rules.server";
import { addDays, countLeaveDays, todayIso } from "~/utils/dates";
import { createTestUser } from "../support/factories";
import { createEmployeeWithManager } from "../support/leave";
import { api, sessionCookieFor } from "../support/session";
import { asCurrentUser } from "../support/current-user";

/**
 * Maternity leave by the Labour Act 11 of 2007, s. 26(1) (issue 23), each case with the Act's
 * answer written first: twelve weeks, which may start four weeks before the expected date of
 * birth, and in every case eight weeks after the actual birth. Expected date of birth in every
 * case: Monday 1 June 2026 (births must lie before today, so the requests are made through the
 * service, which does not hold the form's "not before today").
 */
const EXPECTED = "2026-06-01";

/** A woman with more than six months of service (from 15 January 2024) and a manager who approves. */
async function mother() {
  const people = await createEmployeeWithManager();
  await Employee.update({ gender: "female" }, { where: { id: people.staff.employee!.id } });
  const employee = (await Employee.findByPk(people.staff.employee!.id))!;
  return { ...people, employee, current: asCurrentUser(people.staff.user, employee) };
}

async function hrUser() {
  const { user } = await createTestUser({ role: "hr", withEmployee: false });
  return { user, current: asCurrentUser(user, null) };
}

async function maternity(person: Awaited<ReturnType<typeof mother>>, startDate: string, endDate: string) {
  const days = countLeaveDays(startDate, endDate);
  return createLeaveRequest(person.current, { leaveType: "maternity", startDate, endDate, expectedDate: EXPECTED, reason: null, days });
}

async function recordBirth(userId: number, id: number, actualBirthDate: string) {
  return api(`/api/leave-requests/${id}`, { method: "PUT", cookie: await sessionCookieFor(userId), body: { actualBirthDate } });
}

describe("the span of maternity leave (s. 26(1))", () => {
  it("case 1: started 4 weeks before the expected date, born on it: 12 weeks, to 26 July 2026", async () => {
    // Act: 4 weeks before (from 4 May) + 8 weeks after the birth on 1 June (to 26 July) = 12 weeks.
    const person = await mother();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    expect(request).toMatchObject({ startDate: "2026-05-04", endDate: "2026-07-26", days: 84 });
    const recorded = await recordBirth(person.staff.user.id, request.id, EXPECTED);
    expect(recorded.status).toBe(200);
    expect(recorded.json!.leaveRequest).toMatchObject({ actualBirthDate: EXPECTED, endDate: "2026-07-26", days: 84 });
  });

  it("case 2: started 2 weeks before the expected date, born on it: still 12 weeks in total, to 9 August 2026", async () => {
    // Act: not less than 12 weeks in total: from 18 May, twelve weeks end on 9 August (10 weeks after the birth).
    const person = await mother();
    // The old rule refused any end after expected + 8 weeks (26 July), leaving her 10 weeks.
    const { request } = await maternity(person, "2026-05-18", "2026-08-09");
    expect(request.days).toBe(84);
    const recorded = await recordBirth(person.staff.user.id, request.id, EXPECTED);
    expect(recorded.json!.leaveRequest).toMatchObject({ endDate: "2026-08-09", days: 84 });
  });

  it("case 3: born 3 weeks late: the leave runs to 8 weeks after the birth (16 August 2026), 15 weeks in total", async () => {
    // Act: eight weeks after the birth in every case: 22 June + 8 weeks - 1 day = 16 August.
    const person = await mother();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    const recorded = await recordBirth(person.staff.user.id, request.id, "2026-06-22");
    expect(recorded.status).toBe(200);
    expect(recorded.json!.leaveRequest).toMatchObject({ actualBirthDate: "2026-06-22", endDate: "2026-08-16", days: 105 });
    const row = (await LeaveRequest.findByPk(request.id))!;
    expect([row.endDate, row.days]).toEqual(["2026-08-16", 105]);
  });

  it("a birth before the expected date keeps the twelve weeks from the first day", async () => {
    // Act: born 1 week early (25 May): 8 weeks after would end 19 July, but 12 weeks from 4 May end 26 July.
    const person = await mother();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    const recorded = await recordBirth(person.staff.user.id, request.id, "2026-05-25");
    expect(recorded.json!.leaveRequest).toMatchObject({ endDate: "2026-07-26", days: 84 });
  });

  it("refuses a start earlier than 4 weeks before the expected date, and more than 12 weeks before the birth is known", async () => {
    const person = await mother();
    await expect(maternity(person, "2026-05-03", "2026-07-25")).rejects.toMatchObject({
      status: 400,
      fieldErrors: { startDate: [MATERNITY_MESSAGES.startTooEarly] },
    });
    await expect(maternity(person, "2026-05-04", "2026-07-27")).rejects.toMatchObject({
      status: 400,
      fieldErrors: { endDate: [MATERNITY_MESSAGES.tooLong] },
    });
  });

  it("keeps the female-employee and six-month rules", async () => {
    const person = await mother();
    await Employee.update({ gender: "male" }, { where: { id: person.employee.id } });
    await expect(maternity(person, "2026-05-04", "2026-07-26")).rejects.toMatchObject({
      status: 403,
      message: MATERNITY_MESSAGES.femaleOnly,
    });
    await Employee.update({ gender: "female", startDate: "2026-01-01" }, { where: { id: person.employee.id } });
    await expect(maternity(person, "2026-05-04", "2026-07-26")).rejects.toMatchObject({
      status: 403,
      message: MATERNITY_MESSAGES.tooEarlyInService,
    });
  });
});

describe("recording the birth on approved leave", () => {
  it("case 4: the employee records it on an approved request; the approver and HR are mailed; other edits stay refused", async () => {
    const person = await mother();
    const hr = await hrUser();
    const { request, token } = await maternity(person, "2026-05-04", "2026-07-26");
    await decideByApprovalLink(token, "approve", person.managerCompanyEmail);
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("approved");

    const recorded = await recordBirth(person.staff.user.id, request.id, "2026-06-22");
    expect(recorded.status).toBe(200);
    expect(recorded.json!.leaveRequest).toMatchObject({ status: "approved", endDate: "2026-08-16", actualBirthDate: "2026-06-22" });

    const mail = await MailOutbox.findOne({
      where: { relatedType: "leave_request", relatedId: request.id, subject: { [Op.like]: "Maternity leave: date of birth recorded%" } },
    });
    expect(mail).not.toBeNull();
    expect(mail!.toAddresses).toContain(person.managerCompanyEmail.toLowerCase());
    expect(mail!.toAddresses).toContain(hr.user.email.toLowerCase());
    expect(mail!.toAddresses).not.toContain(person.staff.employee!.communicationEmail!.toLowerCase());
    expect(mail!.textBody).toContain("The leave now ends on");

    // Any other change of an approved request is still refused.
    const edit = await api(`/api/leave-requests/${request.id}`, {
      method: "PUT",
      cookie: await sessionCookieFor(person.staff.user.id),
      body: {
        leaveType: "maternity",
        startDate: addDays(EXPECTED, 400),
        endDate: addDays(EXPECTED, 410),
        expectedDate: addDays(EXPECTED, 420),
      },
    });
    expect(edit.status).toBe(409);
    expect(edit.json!.message).toBe(NOT_PENDING);
    // Another employee cannot record a birth on it.
    const stranger = await createTestUser();
    expect((await recordBirth(stranger.user.id, request.id, "2026-06-20")).status).toBe(404);
  });

  it("HR records it on anyone's approved request, and the employee is told too", async () => {
    const person = await mother();
    const hr = await hrUser();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    await decideAsHr(hr.current, request.id, "approved");
    const recorded = await recordBirth(hr.user.id, request.id, "2026-06-15");
    expect(recorded.status).toBe(200);
    expect(recorded.json!.leaveRequest.endDate).toBe("2026-08-09");
    const mail = await MailOutbox.findOne({
      where: { relatedId: request.id, subject: { [Op.like]: "Maternity leave: date of birth recorded%" } },
    });
    expect(mail!.toAddresses).toContain(person.staff.employee!.communicationEmail!.toLowerCase());
    expect(mail!.toAddresses).toContain(hr.user.email.toLowerCase());
  });
});

describe("actualBirthDate in POST /api/leave-requests", () => {
  it("sets the end from the birth whatever end was asked for", async () => {
    // Born three days ago, leave from today: twelve weeks from today (more than eight weeks after the birth).
    const person = await mother();
    const today = todayIso();
    const posted = await api("/api/leave-requests", {
      method: "POST",
      cookie: await sessionCookieFor(person.staff.user.id),
      body: {
        leaveType: "maternity",
        startDate: today,
        endDate: addDays(today, 10),
        expectedDate: today,
        actualBirthDate: addDays(today, -3),
      },
    });
    expect(posted.status).toBe(201);
    expect(posted.json!.leaveRequest).toMatchObject({ endDate: addDays(today, 83), days: 84, actualBirthDate: addDays(today, -3) });
  });
});

describe("validating actualBirthDate", () => {
  it("case 5: a request that is not maternity leave with actualBirthDate: 400, a field error", async () => {
    const person = await mother();
    const cookie = await sessionCookieFor(person.staff.user.id);
    const posted = await api("/api/leave-requests", {
      method: "POST",
      cookie,
      body: { leaveType: "vacation", startDate: addDays(EXPECTED, 400), endDate: addDays(EXPECTED, 401), actualBirthDate: "2026-06-01" },
    });
    expect(posted.status).toBe(400);
    expect(posted.json!.errors.actualBirthDate).toEqual([LEAVE_MESSAGES.birthDateNotMaternity]);

    // Recorded alone on a vacation request: the service refuses it the same way.
    const { request } = await createLeaveRequest(person.current, {
      leaveType: "vacation",
      startDate: "2031-02-03",
      endDate: "2031-02-04",
      reason: null,
      days: 2,
    });
    const put = await recordBirth(person.staff.user.id, request.id, "2026-06-01");
    expect(put.status).toBe(400);
    expect(put.json!.errors.actualBirthDate).toEqual([LEAVE_MESSAGES.birthDateNotMaternity]);
  });

  it("refuses a birth after today, one not a date, and one more than 10 months from the expected date", async () => {
    const person = await mother();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    const future = await recordBirth(person.staff.user.id, request.id, "2099-01-01");
    expect([future.status, future.json!.errors.actualBirthDate]).toEqual([400, [LEAVE_MESSAGES.birthDateInFuture]]);
    const garbage = await recordBirth(person.staff.user.id, request.id, "2026-02-30");
    expect([garbage.status, garbage.json!.errors.actualBirthDate]).toEqual([400, [LEAVE_MESSAGES.birthDateInvalid]]);
    const far = await recordBirth(person.staff.user.id, request.id, "2025-07-31");
    expect([far.status, far.json!.errors.actualBirthDate]).toEqual([400, [LEAVE_MESSAGES.birthDateFarFromExpected]]);
    expect((await LeaveRequest.findByPk(request.id))!.actualBirthDate).toBeNull();
  });

  it("refuses a birth whose longer leave would run into another request of hers", async () => {
    const person = await mother();
    const { request } = await maternity(person, "2026-05-04", "2026-07-26");
    await createLeaveRequest(person.current, {
      leaveType: "vacation",
      startDate: "2026-08-03",
      endDate: "2026-08-07",
      reason: null,
      days: 5,
    });
    const late = await recordBirth(person.staff.user.id, request.id, "2026-06-22");
    expect(late.status).toBe(409);
    expect(late.json!.errors.actualBirthDate[0]).toContain("overlaps another leave request");
    expect((await LeaveRequest.findByPk(request.id))!.endDate).toBe("2026-07-26");
  });
});
