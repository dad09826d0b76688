import { beforeAll, describe, expect, it } from "vitest";
import { AccountInvitation, DataProtectionAudit, Employee, MailOutbox, User } from "#models";
import { waitForMail } from "../support/smtp-sink";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor, type JsonReply } from "../support/session";

/**
 * Bulk invitations (issue 24): HR invites everyone without a login in a selection (ticked
 * employees, a department, the new employees of an import) in one step and reads who was
 * invited and who was not, and why. Each invitation is the one Send invitation mails; it
 * reaches the mail server. Re-importing with Send email notifications invites the file's
 * rows without a login, created or not.
 */

const SUBJECT = "Your HR portal account is ready";
let hrCookie = "";
let hrUserId = 0;

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  hrUserId = hr.user.id;
  hrCookie = await sessionCookieFor(hr.user.id);
});

function invite(body: unknown, cookie = hrCookie) {
  return api("/api/employees/invitations", { method: "POST", cookie, body, headers: { Origin: baseUrl() } });
}

async function importFile(name: string, csv: string, options: { sendNotifications?: boolean } = {}) {
  const form = new FormData();
  form.append("csvFile", new Blob([csv]), name);
  if (options.sendNotifications) form.append("sendNotifications", "true");
  const response = await fetch(`${baseUrl()}/api/csv-import`, {
    method: "POST",
    body: form,
    headers: { Cookie: hrCookie, Origin: baseUrl() },
    redirect: "manual",
  });
  expect(response.status).toBe(200);
  return (await response.json()) as JsonReply;
}

const HEADER = "Employee ID,First Name,Last Name,Department,Position,Email";
const csvRow = (id: string, first: string, email = "") => [id, first, "Nghipondoka", "Geology", "Driller", email].join(",");

function reasons(reply: JsonReply) {
  return Object.fromEntries((reply.notInvited as { id: number; reason: string }[]).map((entry) => [entry.id, entry.reason]));
}

const sunkInvitationTo = (address: string) => waitForMail((mail) => mail.to.includes(address) && mail.subject === SUBJECT);

async function liveInvitations(employeeId: number) {
  return AccountInvitation.count({ where: { employeeId, usedAt: null, revokedAt: null } });
}

describe("bulk invitations", () => {
  it("invites the ticked employees without a login and names the others with the reason", async () => {
    const ownMailbox = `${unique("ndeshi")}@example.org`;
    const newcomer = await createTestEmployee({ firstName: "Ndeshi", communicationEmail: ownMailbox });
    const withoutPassword = await createTestUser({ firstName: "Tangeni", passwordSet: false });
    const noEmail = await createTestEmployee({ firstName: "Kaino", email: null });
    const setUp = await createTestUser({ firstName: "Selma" });
    const trashed = await createTestEmployee({ firstName: "Petrus", deletedAt: new Date() });
    const inactive = await createTestEmployee({ firstName: "Hafeni", status: "inactive" });
    const ids = [newcomer.id, withoutPassword.employee!.id, noEmail.id, setUp.employee!.id, trashed.id, inactive.id, 2_000_000_000];

    const reply = await invite({ employeeIds: ids });
    expect(reply.status).toBe(200);
    expect(reply.json!.invited.map((entry: { id: number }) => entry.id).sort()).toEqual(
      [newcomer.id, withoutPassword.employee!.id].sort((a, b) => a - b),
    );
    expect(reply.json!.invited).toContainEqual({ id: newcomer.id, employeeId: newcomer.employeeId, name: `Ndeshi ${newcomer.lastName}` });
    expect(reasons(reply.json!)).toEqual({
      [noEmail.id]: "noEmail",
      [setUp.employee!.id]: "passwordSet",
      [trashed.id]: "deleted",
      [inactive.id]: "inactive",
      2000000000: "notFound",
    });

    // The invitation is the single one's: live, mailed to the employee's own address, audited, and it works.
    expect(await liveInvitations(newcomer.id)).toBe(1);
    expect(await liveInvitations(noEmail.id)).toBe(0);
    expect(await liveInvitations(setUp.employee!.id)).toBe(0);
    const [mail] = await sunkInvitationTo(ownMailbox);
    expect(mail.text).toContain("Dear Ndeshi,");
    await sunkInvitationTo(withoutPassword.employee!.communicationEmail!);
    expect(await DataProtectionAudit.count({ where: { action: "invitation_sent", employeeId: newcomer.id, userId: hrUserId } })).toBe(1);
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const accepted = await api("/api/local-register", { method: "POST", body: { invitation: token, password: "Kalahari#2026" } });
    expect(accepted.status).toBe(200);
    await newcomer.reload();
    expect((await User.findByPk(newcomer.userId!))?.passwordSet).toBe(true);

    // The summary page reads the batch back: names by group, and a reload sends nothing.
    const before = await MailOutbox.count({ where: { subject: SUBJECT } });
    const page = await api(`/admin/employees/invitations?batch=${reply.json!.batchId}`, { cookie: hrCookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Invited (2)");
    expect(page.text).toContain("Not invited (5)");
    expect(page.text).toContain(`Kaino ${noEmail.lastName}`);
    expect(page.text).toContain("No email address (1)");
    expect(page.text).toContain("Already set up (has a login) (1)");
    expect(await MailOutbox.count({ where: { subject: SUBJECT } })).toBe(before);
  });

  it("invites everyone without a login in a department, and nobody of another", async () => {
    const inDepartment = await createTestEmployee({ department: "Data Technicians" });
    const noEmail = await createTestEmployee({ department: "Data Technicians", email: null });
    const setUp = await createTestUser({ department: "Data Technicians" });
    const trashed = await createTestEmployee({ department: "Data Technicians", deletedAt: new Date() });
    const elsewhere = await createTestEmployee({ department: "Sustainability" });

    const reply = await invite({ department: "Data Technicians" });
    expect(reply.status).toBe(200);
    const invited = reply.json!.invited.map((entry: { id: number }) => entry.id);
    expect(invited).toContain(inDepartment.id);
    expect(invited).not.toContain(elsewhere.id);
    const why = reasons(reply.json!);
    expect(why[noEmail.id]).toBe("noEmail");
    expect(why[setUp.employee!.id]).toBe("passwordSet");
    expect(why[trashed.id]).toBeUndefined();
    await sunkInvitationTo(inDepartment.email!);
    expect(await liveInvitations(elsewhere.id)).toBe(0);

    // Posted again (a double-click, a second HR user): the live invitation stands, nobody is mailed twice.
    const mailsBefore = await MailOutbox.count({ where: { subject: SUBJECT } });
    const again = await invite({ department: "Data Technicians" });
    expect(again.json!.invited.map((entry: { id: number }) => entry.id)).not.toContain(inDepartment.id);
    expect(reasons(again.json!)[inDepartment.id]).toBe("alreadyInvited");
    expect(await liveInvitations(inDepartment.id)).toBe(1);
    expect(await MailOutbox.count({ where: { subject: SUBJECT } })).toBe(mailsBefore);
  });

  it("invites the new employees of an import: its result offers it, and the summary names the others", async () => {
    const [a, b, c] = [unique("BIN-"), unique("BIN-"), unique("BIN-")];
    const email = `${a.toLowerCase()}@namibcopper.com.na`;
    const existing = await createTestEmployee();
    const csv = [
      HEADER,
      csvRow(a, "Aina", email),
      csvRow(b, "Beata"),
      csvRow(c, "Chris", `${c.toLowerCase()}@namibcopper.com.na`),
      [existing.employeeId, "Moved", "Shilongo", "Geology", "Driller", ""].join(","),
    ].join("\n");
    const imported = await importFile("new-hires.csv", csv);
    expect(imported).toMatchObject({ created: 3, updated: 1 });
    await Employee.update({ deletedAt: new Date() }, { where: { employeeId: c } });

    const result = await api(`/admin/import?import=${imported.importId}`, { cookie: hrCookie });
    // It counts whom it can invite: Beata has no email address, Chris is in the trash.
    expect(result.text).toContain("Invite the new employee<");

    const reply = await invite({ importId: imported.importId });
    expect(reply.status).toBe(200);
    const [aina, beata, chris] = await Promise.all([a, b, c].map((id) => Employee.findOne({ where: { employeeId: id } })));
    expect(reply.json!.invited.map((entry: { id: number }) => entry.id)).toEqual([aina!.id]);
    expect(reasons(reply.json!)).toEqual({ [beata!.id]: "noEmail", [chris!.id]: "deleted" });
    await sunkInvitationTo(email);
    expect(await liveInvitations(existing.id)).toBe(0);

    expect((await invite({ importId: 2_000_000_000 })).status).toBe(404);
  });

  it("re-importing with Send email notifications invites the file's rows without a login, created or matched, once", async () => {
    const [a, b, c] = [unique("REI-"), unique("REI-"), unique("REI-")];
    const [mailA, mailB, mailC] = [a, b, c].map((id) => `${id.toLowerCase()}@namibcopper.com.na`);
    const first = [HEADER, csvRow(a, "Aina", mailA), csvRow(b, "Beata", mailB)].join("\n");
    expect(await importFile("staff.csv", first)).toMatchObject({ created: 2 });
    expect(await MailOutbox.count({ where: { toAddresses: [mailA, mailB] } })).toBe(0);
    // Aina has signed in meanwhile (a login with a password).
    const aina = await Employee.findOne({ where: { employeeId: a } });
    const login = await User.create({
      email: mailA,
      firstName: "Aina",
      lastName: "N",
      role: "employee",
      passwordSet: true,
      passwordHash: "x",
    });
    await aina!.update({ userId: login.id });

    const again = [first, csvRow(c, "Chris", mailC)].join("\n");
    expect(await importFile("staff.csv", again, { sendNotifications: true })).toMatchObject({ created: 1, unchanged: 2 });
    await sunkInvitationTo(mailB);
    await sunkInvitationTo(mailC);
    const invitationsTo = (address: string) => MailOutbox.count({ where: { toAddresses: address, subject: SUBJECT } });
    expect(await invitationsTo(mailA)).toBe(0);
    expect(await invitationsTo(mailB)).toBe(1);

    // Once more: their invitations are still valid, so nobody is mailed again.
    await importFile("staff.csv", again, { sendNotifications: true });
    expect(await invitationsTo(mailB)).toBe(1);
    expect(await invitationsTo(mailC)).toBe(1);
  });

  it("is HR's only: an employee is refused by the API and the form, and nothing is sent", async () => {
    const target = await createTestEmployee();
    const staff = await createTestUser();
    const cookie = await sessionCookieFor(staff.user.id);
    expect((await invite({ employeeIds: [target.id] }, cookie)).status).toBe(403);
    const form = await fetch(`${baseUrl()}/admin/employees/invitations`, {
      method: "POST",
      body: new URLSearchParams({ employeeIds: String(target.id), selection: "employees" }),
      headers: { Cookie: cookie, Origin: baseUrl() },
      redirect: "manual",
    });
    expect(form.status).toBe(403);
    expect(await AccountInvitation.count({ where: { employeeId: target.id } })).toBe(0);
  });

  it("answers 400 with field errors for a selection that is not one", async () => {
    const none = await invite({});
    expect(none.status).toBe(400);
    expect(none.json!.errors._form).toEqual(["Send exactly one of employeeIds, department or importId"]);
    const empty = await invite({ employeeIds: [] });
    expect(empty.json!.errors.employeeIds).toEqual(["Tick at least one employee to invite"]);
    const department = await invite({ department: "Astronomy" });
    expect(department).toMatchObject({ status: 400, json: { errors: { department: ["Please choose a department"] } } });
    const both = await invite({ department: "Geology", importId: 1 });
    expect(both.status).toBe(400);
  });
});
