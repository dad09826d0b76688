import { describe, expect, it } from "vitest";
import { Employee, LeaveRequest, MailOutbox } from "#models";
import { hashToken } from "~/services/tokens.server";
import { DECISION_NOTE_MESSAGES } from "~/schemas/leave";
import { decideAsHr, getApprovalLink, OWN_LEAVE_DECISION } from "~/services/leave/decisions.server";
import { refreshLeaveStatuses } from "~/services/leave/leave-status.server";
import { createLeaveRequest } from "~/services/leave/requests.server";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser } from "../support/factories";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { api, sessionCookieFor } from "../support/session";
import { approvalLinksIn, waitForMail } from "../support/smtp-sink";
import { asCurrentUser } from "../support/current-user";

let offset = 40;
function nextRange(length = 3) {
  offset += length + 2;
  return futureRange(offset, length);
}

async function submit(cookie: string, body: Record<string, unknown>) {
  return api("/api/leave-requests", { method: "POST", cookie, body });
}

describe("requesting leave (POST /api/leave-requests)", () => {
  it("saves a pending request with days counted inclusively and mails the manager the two links", async () => {
    const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
    const cookie = await sessionCookieFor(staff.user.id);
    const range = nextRange(5);
    const response = await submit(cookie, { leaveType: "vacation", ...range, days: 99, reason: "Family visit in Oshakati" });
    expect(response.status).toBe(201);
    expect(response.json?.leaveRequest).toMatchObject({ status: "pending", days: 5, leaveType: "vacation", ...range });

    const [mail] = await waitForMail((m) => m.to.includes(managerAddress));
    const links = approvalLinksIn(mail);
    expect(links.approve).toMatch(new RegExp(`^${process.env.PUBLIC_URL}/leave-approval/[A-Za-z0-9_-]{43}/approve$`));
    expect(links.reject).toMatch(/\/reject$/);
    expect(mail.text).toContain("Family visit in Oshakati");
    expect(mail.text).toContain("Days: 5");
    expect(mail.html).toContain(links.approve);

    const row = await LeaveRequest.findByPk(response.json!.leaveRequest.id);
    const token = links.approve.split("/").at(-2)!;
    expect(row!.approvalToken).toBe(hashToken(token));
    expect(row!.approverEmails).toBe(`${managerAddress},${managerCompanyEmail}`);
    expect(row!.approvalTokenExpiry!.getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
  });

  it("sends the link to LEAVE_APPROVER_EMAILS when the employee has no manager", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const response = await submit(cookie, { leaveType: "sick", ...nextRange(1) });
    expect(response.status).toBe(201);
    const row = await LeaveRequest.findByPk(response.json!.leaveRequest.id);
    expect(row!.approverEmails).toBe("leave.approvals@namibcopper.com.na");
  });

  it.each([
    [{}, "leaveType", "Please fill in all required fields"],
    [{ leaveType: "vacation" }, "startDate", "Please fill in all required fields"],
    [
      { leaveType: "holiday", startDate: addDays(todayIso(), 3), endDate: addDays(todayIso(), 4) },
      "leaveType",
      "Please fill in all required fields",
    ],
    [
      { leaveType: "vacation", startDate: addDays(todayIso(), 5), endDate: addDays(todayIso(), 4) },
      "endDate",
      "End date must be after start date",
    ],
    [
      { leaveType: "vacation", startDate: addDays(todayIso(), -1), endDate: addDays(todayIso(), 2) },
      "startDate",
      "Start date cannot be before today",
    ],
    [{ leaveType: "vacation", startDate: "2031-02-30", endDate: "2031-03-02" }, "startDate", "Please enter a valid date"],
  ])("answers 400 with the field error for %j", async (body, field, message) => {
    const { user } = await createTestUser();
    const response = await submit(await sessionCookieFor(user.id), body);
    expect(response.status).toBe(400);
    expect(response.json?.errors[field]).toContain(message);
  });

  it("accepts a request starting today", async () => {
    // Four days from today always hold a working day, also when today is a Saturday or a holiday.
    const { user } = await createTestUser();
    const endDate = addDays(todayIso(), 3);
    const response = await submit(await sessionCookieFor(user.id), { leaveType: "emergency", startDate: todayIso(), endDate });
    expect(response.status).toBe(201);
    expect(response.json?.leaveRequest).toMatchObject({ startDate: todayIso(), days: 4 });
  });

  it("refuses overlapping requests as a field error (409)", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const range = nextRange(4);
    expect((await submit(cookie, { leaveType: "personal", ...range })).status).toBe(201);
    const overlap = await submit(cookie, { leaveType: "sick", startDate: range.endDate, endDate: addDays(range.endDate, 2) });
    expect(overlap.status).toBe(409);
    expect(overlap.json?.errors.startDate).toBeDefined();
  });
});

describe("editing (PUT /api/leave-requests/{id})", () => {
  it("lets the owner edit while pending, sends fresh links, and kills the old ones", async () => {
    const { staff, managerAddress } = await createEmployeeWithManager();
    const cookie = await sessionCookieFor(staff.user.id);
    const created = await submit(cookie, { leaveType: "vacation", ...nextRange(2) });
    const [first] = await waitForMail((m) => m.to.includes(managerAddress));
    const oldToken = approvalLinksIn(first).approve.split("/").at(-2)!;

    const range = nextRange(3);
    const edited = await api(`/api/leave-requests/${created.json!.leaveRequest.id}`, {
      method: "PUT",
      cookie,
      body: { leaveType: "personal", ...range },
    });
    expect(edited.status).toBe(200);
    expect(edited.json?.leaveRequest).toMatchObject({ leaveType: "personal", days: 3, ...range });
    expect(await getApprovalLink(oldToken)).toBeNull();
    const mails = await waitForMail((m) => m.to.includes(managerAddress), { count: 2 });
    const newToken = approvalLinksIn(mails[1]).approve.split("/").at(-2)!;
    expect(await getApprovalLink(newToken)).toMatchObject({ leaveType: "personal", days: 3 });
  });

  it("refuses to edit a decided request with 409, whatever the client sends", async () => {
    const { user, employee } = await createTestUser();
    const hr = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(user.id);
    const created = await submit(cookie, { leaveType: "vacation", ...nextRange(2) });
    await decideAsHr(asCurrentUser(hr.user, hr.employee), created.json!.leaveRequest.id, "approved");
    const response = await api(`/api/leave-requests/${created.json!.leaveRequest.id}`, {
      method: "PUT",
      cookie,
      body: { leaveType: "vacation", ...nextRange(2), status: "pending" },
    });
    expect(response.status).toBe(409);
    expect(response.json?.message).toBe("Only pending leave requests can be edited.");
    expect((await LeaveRequest.findByPk(created.json!.leaveRequest.id))!.status).toBe("approved");
    expect(employee).toBeTruthy();
  });

  it("answers 404 for another employee's request and changes nothing", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const created = await submit(await sessionCookieFor(owner.user.id), { leaveType: "vacation", ...nextRange(2) });
    const id = created.json!.leaveRequest.id;
    const otherCookie = await sessionCookieFor(other.user.id);
    expect((await api(`/api/leave-requests/${id}`, { cookie: otherCookie })).status).toBe(404);
    const put = await api(`/api/leave-requests/${id}`, {
      method: "PUT",
      cookie: otherCookie,
      body: { leaveType: "sick", ...nextRange(1) },
    });
    expect(put.status).toBe(404);
    expect((await LeaveRequest.findByPk(id))!.leaveType).toBe("vacation");
  });
});

describe("approval by emailed link", () => {
  async function pendingWithLink() {
    const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
    const user = asCurrentUser(staff.user, staff.employee);
    const { request, token } = await createLeaveRequest(user, { leaveType: "vacation", ...nextRange(2), reason: null, days: 2 });
    return { request, token, managerAddress, managerCompanyEmail, staff };
  }

  it("opening the link changes nothing; the POST decides once and mails the employee", async () => {
    const { request, token, managerCompanyEmail, staff } = await pendingWithLink();
    const page = await api(`/leave-approval/${token}/approve`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Confirm Approval");
    expect(page.text).not.toMatch(/<script[^>]+src=/);
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("pending");

    const response = await api(`/api/leave-approvals/${token}`, {
      method: "POST",
      body: { action: "approve", email: managerCompanyEmail.toUpperCase() },
    });
    expect(response.status).toBe(200);
    const row = await LeaveRequest.findByPk(request.id);
    expect(row).toMatchObject({
      status: "approved",
      approvedByEmail: managerCompanyEmail,
      approvalMethod: "email_link",
      approvalLinkUsed: true,
      approvalToken: null,
    });
    expect(row!.respondedAt).toBeTruthy();
    await waitForMail((m) => m.to.includes(staff.employee!.communicationEmail!) && /approved/i.test(m.subject));

    const again = await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "reject", email: managerCompanyEmail } });
    expect(again.status).toBe(410);
    // Spec 1 section 8: "Invalid Link: This approval link is invalid or has expired."
    expect(again.json?.message).toBe("This approval link is invalid or has expired.");
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("approved");
  });

  it("refuses an address outside the company domain, and one the link was not sent to", async () => {
    const { request, token, managerAddress } = await pendingWithLink();
    const outside = await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "approve", email: "boss@gmail.com" } });
    expect(outside.status).toBe(403);
    expect(outside.json?.message).toMatch(/company email address \(@namibcopper\.com\.na\)/);
    // The personal address the link was mailed to is not a company address either.
    const personal = await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "approve", email: managerAddress } });
    expect(personal.status).toBe(403);
    const stranger = await api(`/api/leave-approvals/${token}`, {
      method: "POST",
      body: { action: "approve", email: "someone.else@namibcopper.com.na" },
    });
    expect(stranger.status).toBe(403);
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("pending");
  });

  it("refuses an expired, tampered or unknown token, and asks for the email", async () => {
    const { request, token, managerCompanyEmail: managerAddress } = await pendingWithLink();
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(
      (await api(`/api/leave-approvals/${tampered}`, { method: "POST", body: { action: "approve", email: managerAddress } })).status,
    ).toBe(410);
    expect(
      (await api(`/api/leave-approvals/nonsense`, { method: "POST", body: { action: "approve", email: managerAddress } })).status,
    ).toBe(410);
    const missing = await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "approve", email: "" } });
    expect(missing.status).toBe(400);
    expect((await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "maybe", email: managerAddress } })).status).toBe(
      400,
    );

    await LeaveRequest.update({ approvalTokenExpiry: new Date(Date.now() - 1000) }, { where: { id: request.id } });
    expect(
      (await api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: "approve", email: managerAddress } })).status,
    ).toBe(410);
    expect((await api(`/leave-approval/${token}/approve`)).status).toBe(410);
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("pending");
  });

  it("records exactly one decision under 100 simultaneous posts", async () => {
    const { request, token, managerCompanyEmail: managerAddress } = await pendingWithLink();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api(`/api/leave-approvals/${token}`, { method: "POST", body: { action: i % 2 ? "approve" : "reject", email: managerAddress } }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 410)).toBe(true);
    const row = await LeaveRequest.findByPk(request.id);
    const winner = results.find((result) => result.status === 200)!;
    expect(row!.status).toBe(winner.json!.status);
    const notices = await MailOutbox.count({ where: { relatedType: "leave_request", relatedId: request.id } });
    expect(notices).toBe(2); // the approval request and one decision notice
  });

  it("shows Invalid Link for an action other than approve or reject", async () => {
    const { token } = await pendingWithLink();
    const page = await api(`/leave-approval/${token}/maybe`);
    expect(page.status).toBe(404);
    expect(page.text).toContain("Invalid Link");
    expect((await api(`/leave-approval/${token}`)).text).toContain("Invalid Link");
  });
});

describe("HR decisions (PATCH /api/leave-requests/{id})", () => {
  it("approves, refuses a second decision, recalls with fresh links that work while the old ones are dead", async () => {
    const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
    const hr = await createTestUser({ role: "hr" });
    const hrCookie = await sessionCookieFor(hr.user.id);
    const { request, token: oldToken } = await createLeaveRequest(asCurrentUser(staff.user, staff.employee), {
      leaveType: "sick",
      ...nextRange(2),
      reason: null,
      days: 2,
    });

    // A rejection without a note to the employee is refused (issue 24).
    const bare = await api(`/api/leave-requests/${request.id}`, { method: "PATCH", cookie: hrCookie, body: { status: "rejected" } });
    expect(bare.status).toBe(400);
    expect(bare.json?.errors).toEqual({ decisionNote: [DECISION_NOTE_MESSAGES.required] });
    const note = "The shaft inspection needs every fitter that week. Please choose the week after.";
    const rejected = await api(`/api/leave-requests/${request.id}`, {
      method: "PATCH",
      cookie: hrCookie,
      body: { status: "rejected", decisionNote: `  ${note} ` },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json?.message).toBe("Leave request updated successfully");
    expect(rejected.json?.leaveRequest).toMatchObject({ status: "rejected", decisionNote: note });
    const [decisionMail] = await waitForMail((m) => m.to.includes(staff.employee!.communicationEmail!) && /rejected/i.test(m.subject));
    expect(decisionMail.text).toContain(note);
    const staffCookie = await sessionCookieFor(staff.user.id);
    expect((await api(`/api/leave-requests/${request.id}`, { cookie: staffCookie })).json).toMatchObject({ decisionNote: note });
    expect(await getApprovalLink(oldToken)).toBeNull();
    expect(
      (await api(`/api/leave-requests/${request.id}`, { method: "PATCH", cookie: hrCookie, body: { status: "approved" } })).status,
    ).toBe(409);

    expect(
      (
        await api(`/api/leave-requests/${request.id}`, {
          method: "PATCH",
          cookie: hrCookie,
          body: { status: "pending", decisionNote: "x" },
        })
      ).status,
    ).toBe(400);
    const recalled = await api(`/api/leave-requests/${request.id}`, { method: "PATCH", cookie: hrCookie, body: { status: "pending" } });
    expect(recalled.status).toBe(200);
    expect(recalled.json?.leaveRequest).toMatchObject({ status: "pending", decisionNote: null });
    const mails = await waitForMail((m) => m.to.includes(managerAddress) && m.text.includes("recalled"));
    const fresh = approvalLinksIn(mails[0]).approve.split("/").at(-2)!;
    expect(fresh).not.toBe(oldToken);
    expect(
      (await api(`/api/leave-approvals/${oldToken}`, { method: "POST", body: { action: "approve", email: managerCompanyEmail } })).status,
    ).toBe(410);
    expect(
      (await api(`/api/leave-approvals/${fresh}`, { method: "POST", body: { action: "approve", email: managerCompanyEmail } })).status,
    ).toBe(200);
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("approved");
  });

  it("is HR only, validates the status, and 404s an unknown request", async () => {
    const { user } = await createTestUser();
    const hr = await createTestUser({ role: "hr" });
    const employeeCookie = await sessionCookieFor(user.id);
    const created = await submit(employeeCookie, { leaveType: "vacation", ...nextRange(1) });
    const id = created.json!.leaveRequest.id;
    expect((await api(`/api/leave-requests/${id}`, { method: "PATCH", cookie: employeeCookie, body: { status: "approved" } })).status).toBe(
      403,
    );
    const hrCookie = await sessionCookieFor(hr.user.id);
    expect((await api(`/api/leave-requests/${id}`, { method: "PATCH", cookie: hrCookie, body: { status: "maybe" } })).status).toBe(400);
    expect((await api(`/api/leave-requests/999999999`, { method: "PATCH", cookie: hrCookie, body: { status: "approved" } })).status).toBe(
      404,
    );
  });

  it("lists everyone's requests for HR with employee name and reference, and only one's own for an employee", async () => {
    const { user, employee } = await createTestUser();
    const hr = await createTestUser({ role: "hr" });
    const created = await submit(await sessionCookieFor(user.id), { leaveType: "vacation", ...nextRange(1) });
    const all = await api("/api/leave-requests?status=pending", { cookie: await sessionCookieFor(hr.user.id) });
    const mine = all.json as unknown as { id: number; employeeName: string; employeeIdRef: string }[];
    expect(mine.find((row) => row.id === created.json!.leaveRequest.id)).toMatchObject({
      employeeIdRef: employee!.employeeId,
      employeeName: `Test ${employee!.lastName}`,
    });
    const other = await createTestUser();
    const otherList = await api("/api/leave-requests", { cookie: await sessionCookieFor(other.user.id) });
    expect(otherList.json).toEqual([]);
  });
});

describe("leave status", () => {
  it("is on leave while approved leave covers today, at work otherwise", async () => {
    const { user, employee } = await createTestUser();
    const hr = await createTestUser({ role: "hr" });
    const { request } = await createLeaveRequest(asCurrentUser(user, employee), {
      leaveType: "sick",
      // Four days from today: a working day among them whatever today is (a weekend, a holiday).
      startDate: todayIso(),
      endDate: addDays(todayIso(), 3),
      reason: null,
      days: 4,
    });
    expect((await Employee.findByPk(employee!.id))!.leaveStatus).toBe("at work");
    await decideAsHr(asCurrentUser(hr.user, hr.employee), request.id, "approved");
    expect((await Employee.findByPk(employee!.id))!.leaveStatus).toBe("on leave");
    await decideAsHr(asCurrentUser(hr.user, hr.employee), request.id, "pending");
    expect((await Employee.findByPk(employee!.id))!.leaveStatus).toBe("at work");

    await LeaveRequest.update(
      { status: "approved", startDate: addDays(todayIso(), -5), endDate: addDays(todayIso(), -1) },
      { where: { id: request.id } },
    );
    await Employee.update({ leaveStatus: "on leave" }, { where: { id: employee!.id } });
    await refreshLeaveStatuses();
    expect((await Employee.findByPk(employee!.id))!.leaveStatus).toBe("at work");
  });
});

describe("leave report (GET /api/leave-reports/csv)", () => {
  it("is HR only and neutralises formula cells", async () => {
    const { user, employee } = await createTestUser();
    await employee!.update({ lastName: '=HYPERLINK("http://evil")' });
    const hr = await createTestUser({ role: "hr" });
    await submit(await sessionCookieFor(user.id), { leaveType: "vacation", ...nextRange(1), reason: "+SUM(A1:A9)" });
    expect((await api("/api/leave-reports/csv", { cookie: await sessionCookieFor(user.id) })).status).toBe(403);
    const report = await api("/api/leave-reports/csv", { cookie: await sessionCookieFor(hr.user.id) });
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toMatch(/text\/csv/);
    expect(report.headers.get("content-disposition")).toMatch(/attachment; filename="leave-report-\d{4}-\d{2}-\d{2}\.csv"/);
    const header = report.text.replace(/^\uFEFF/, "").split("\r\n")[0];
    expect(header).toBe(
      "Employee ID,Employee Name,Department,Leave Type,Start Date,End Date,Days,Working Days,Leave Cycle,Over Balance,Status,Reason,Requested At,Decided At,Decided By",
    );
    expect(report.text).toContain("'+SUM(A1:A9)");
    expect(report.text).not.toMatch(/(^|,)"?\+SUM/m);
    expect(report.text).toContain(employee!.employeeId);
  });
});

describe("HR's own leave (issue 10)", () => {
  it("is not HR's to decide: PATCH is refused and the decide screen answers with an error toast", async () => {
    const hr = await createTestUser({ role: "hr" });
    const hrCookie = await sessionCookieFor(hr.user.id);
    const { request } = await createLeaveRequest(asCurrentUser(hr.user, hr.employee), {
      leaveType: "vacation",
      ...nextRange(2),
      reason: "Own",
      days: 2,
    });
    const patch = await api(`/api/leave-requests/${request.id}`, { method: "PATCH", cookie: hrCookie, body: { status: "approved" } });
    expect(patch.status).toBe(403);
    expect(patch.json!.message).toBe(OWN_LEAVE_DECISION);
    await expect(decideAsHr(asCurrentUser(hr.user, hr.employee), request.id, "rejected", { note: "No" })).rejects.toMatchObject({
      status: 403,
    });

    const form = await fetch(`${process.env.PORTAL_URL}/admin/leave-requests`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: hrCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "approve", id: String(request.id), back: "?status=pending" }),
    });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/admin/leave-requests?status=pending");
    expect((await LeaveRequest.findByPk(request.id))!.status).toBe("pending");
    // The link never goes to HR's own addresses.
    const row = await LeaveRequest.findByPk(request.id);
    expect(row!.approverEmails!.split(",")).not.toContain(hr.email);

    // Another HR administrator may decide it.
    const other = await createTestUser({ role: "hr" });
    const otherCookie = await sessionCookieFor(other.user.id);
    expect(
      (await api(`/api/leave-requests/${request.id}`, { method: "PATCH", cookie: otherCookie, body: { status: "approved" } })).status,
    ).toBe(200);
  });
});

describe("the approval page", () => {
  it("shows the approver the employee's reason", async () => {
    const { staff } = await createEmployeeWithManager();
    const { token } = await createLeaveRequest(asCurrentUser(staff.user, staff.employee), {
      leaveType: "personal",
      ...nextRange(1),
      reason: "Graduation of my daughter in Oshakati",
      days: 1,
    });
    const page = await api(`/leave-approval/${token}/approve`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Graduation of my daughter in Oshakati");
    expect((await getApprovalLink(token))!.reason).toBe("Graduation of my daughter in Oshakati");
  });
});

describe("HR's leave list pages in SQL (issue 10)", () => {
  it("filters by status, type, department and date range, pages by 25 and shows the last page when asked past the end", async () => {
    const hr = await createTestUser({ role: "hr" });
    const hrCookie = await sessionCookieFor(hr.user.id);
    const geology = await createTestUser({ department: "Geology" });
    const finance = await createTestUser({ department: "Finance" });
    // 2041 is this test's own year: no other test's leave lies there.
    for (let i = 0; i < 27; i++) {
      await LeaveRequest.create({
        employeeId: (i % 3 === 0 ? finance : geology).employee!.id,
        leaveType: i % 2 ? "sick" : "vacation",
        startDate: `2041-02-${String(i + 1).padStart(2, "0")}`,
        endDate: `2041-02-${String(i + 1).padStart(2, "0")}`,
        days: 1,
        status: i < 5 ? "approved" : "pending",
      });
    }
    const list = async (query: string) => {
      const response = await api(`/admin/leave-requests?from=2041-01-01&to=2041-12-31${query}&_data=routes/admin.leave-requests`, {
        cookie: hrCookie,
      });
      expect(response.status).toBe(200);
      return response.json as {
        requests: { id: number; department: string; leaveType: string; status: string }[];
        window: { page: number; pageCount: number; total: number; first: number; last: number };
      };
    };
    const first = await list("");
    expect(first.window).toMatchObject({ total: 27, page: 1, pageCount: 2, first: 1, last: 25 });
    expect(first.requests).toHaveLength(25);
    const second = await list("&page=2");
    expect(second.requests).toHaveLength(2);
    const past = await list("&page=200");
    expect(past.window).toMatchObject({ page: 2, first: 26, last: 27 });
    expect(past.requests.map((row) => row.id)).toEqual(second.requests.map((row) => row.id));

    expect((await list("&status=approved")).window.total).toBe(5);
    expect((await list("&department=Finance")).window.total).toBe(9);
    expect((await list("&leaveType=sick")).window.total).toBe(13);
    expect(
      (await list("&department=Geology&leaveType=vacation&status=pending")).requests.every(
        (row) => row.department === "Geology" && row.leaveType === "vacation" && row.status === "pending",
      ),
    ).toBe(true);
    const narrow = await api(`/admin/leave-requests?from=2041-02-03&to=2041-02-04&_data=routes/admin.leave-requests`, { cookie: hrCookie });
    expect(narrow.json!.window.total).toBe(2);
    // Unknown filter values mean "all", never a 500.
    expect((await api(`/admin/leave-requests?status=maybe&from=nonsense&page=-3`, { cookie: hrCookie })).status).toBe(200);
  });
});
