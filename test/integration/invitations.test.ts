import { describe, expect, it } from "vitest";
import { AccountInvitation, MailOutbox, User } from "#models";
import { attemptLogin } from "~/services/accounts/login.server";
import { settleAccountRequests } from "../support/jobs";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * First passwords only by invitation (issue 11, part 1). Knowing a colleague's work
 * address sets nothing: it mails the colleague, at the address on file, a one-time link.
 */

const REQUESTED =
  "If this address belongs to an employee who has not set a password yet, a link to set it has been mailed to the address HR has on file. The link works once.";
const LINK_INVALID = "This invitation link is invalid or has expired. Please ask HR for a new one.";
const CODE_INVALID = "The employee ID or code is not valid, or the code has expired. Please ask HR for a new one.";
const asBrowser = { Accept: "text/html" };

async function invitationMailsTo(address: string) {
  return MailOutbox.findAll({ where: { toAddresses: address, subject: "Your HR portal account is ready" }, order: [["id", "ASC"]] });
}

function tokenIn(text: string) {
  const match = /invitation=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no invitation link in: ${text}`);
  return match[1];
}

async function newcomer() {
  const ownMailbox = `${unique("own")}@example.org`;
  const employee = await createTestEmployee({ communicationEmail: ownMailbox, firstName: "Hilma" });
  return { employee, ownMailbox };
}

describe("the set-password mode without an invitation", () => {
  it("sets nothing for a colleague's address and mails the owner a link at the address on file", async () => {
    const { employee, ownMailbox } = await newcomer();
    const response = await api("/api/local-register", { method: "POST", body: { email: employee.email, password: "Takeover#2026" } });
    await settleAccountRequests();
    expect(response.status).toBe(202);
    expect(response.json?.message).toBe(REQUESTED);
    await employee.reload();
    expect(employee.userId).toBeNull();
    expect(await User.count({ where: { email: employee.email! } })).toBe(0);
    const mails = await invitationMailsTo(ownMailbox);
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain("/login?type=employee&view=set-password&invitation=");
    expect((await attemptLogin(employee.email!, "Takeover#2026")).ok).toBe(false);
  });

  it("answers the same for an unknown address, one with a password and a trashed employee, and mails none of them", async () => {
    const { email } = await createTestUser();
    const trashed = await createTestEmployee({ deletedAt: new Date() });
    const before = await MailOutbox.count();
    for (const address of [email, `${unique()}@namibcopper.com.na`, trashed.email!]) {
      const response = await api("/api/local-register", { method: "POST", body: { email: address } });
      await settleAccountRequests();
      expect(response.status, address).toBe(202);
      expect(response.json?.message).toBe(REQUESTED);
    }
    expect(await MailOutbox.count()).toBe(before);
  });

  it("mails nothing new for a second request within a few minutes (no mailbox flooding)", async () => {
    const { employee, ownMailbox } = await newcomer();
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    expect(await invitationMailsTo(ownMailbox)).toHaveLength(1);
  });

  it("the login screen's form mails the link and says so, setting nothing", async () => {
    const { employee, ownMailbox } = await newcomer();
    const form = new URLSearchParams({ intent: "request-invitation", email: employee.email! });
    const response = await fetch(`${process.env.PORTAL_URL}/login?type=employee&view=set-password`, {
      method: "POST",
      body: form,
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    await settleAccountRequests();
    expect(await invitationMailsTo(ownMailbox)).toHaveLength(1);
    await employee.reload();
    expect(employee.userId).toBeNull();
  });
});

describe("accepting an invitation", () => {
  it("sets the first password once, links the login, and mails a notice", async () => {
    const { employee, ownMailbox } = await newcomer();
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    const token = tokenIn((await invitationMailsTo(ownMailbox))[0].textBody!);

    const short = await api("/api/local-register", { method: "POST", body: { invitation: token, password: "short" } });
    expect(short.status).toBe(400);
    expect(short.json?.errors.password).toEqual(["Password must be at least 8 characters long."]);

    const accepted = await api("/api/local-register", { method: "POST", body: { invitation: token, password: "Kalahari#2026" } });
    expect(accepted.status).toBe(200);
    await employee.reload();
    const user = await User.findByPk(employee.userId!);
    expect(user).toMatchObject({ passwordSet: true, role: "employee", email: employee.email });
    expect((await attemptLogin(employee.email!, "Kalahari#2026")).ok).toBe(true);
    const notices = await MailOutbox.findAll({ where: { toAddresses: ownMailbox, subject: "Your HR portal password was changed" } });
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain("Your portal password was changed. If this was not you, contact HR");

    const reused = await api("/api/local-register", { method: "POST", body: { invitation: token, password: "Other#2026x" } });
    expect(reused.status).toBe(400);
    expect(reused.json?.message).toBe(LINK_INVALID);
    expect((await attemptLogin(employee.email!, "Kalahari#2026")).ok).toBe(true);
  });

  it("refuses an expired invitation, a made-up one, and one replaced by a newer invitation", async () => {
    const { employee, ownMailbox } = await newcomer();
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    const first = tokenIn((await invitationMailsTo(ownMailbox))[0].textBody!);
    await AccountInvitation.update({ createdAt: new Date(Date.now() - 3_600_000) }, { where: { employeeId: employee.id } });
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    const mails = await invitationMailsTo(ownMailbox);
    expect(mails).toHaveLength(2);
    const second = tokenIn(mails[1].textBody!);

    expect(
      (await api("/api/local-register", { method: "POST", body: { invitation: first, password: "Kalahari#2026" } })).json?.message,
    ).toBe(LINK_INVALID);
    expect(
      (await api("/api/local-register", { method: "POST", body: { invitation: "made-up-token", password: "Kalahari#2026" } })).status,
    ).toBe(400);
    await AccountInvitation.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { employeeId: employee.id } });
    const expired = await api("/api/local-register", { method: "POST", body: { invitation: second, password: "Kalahari#2026" } });
    expect(expired.status).toBe(400);
    expect(expired.json?.message).toBe(LINK_INVALID);
    await employee.reload();
    expect(employee.userId).toBeNull();
  });

  it("stores only hashes of the token and the code", async () => {
    const { employee, ownMailbox } = await newcomer();
    await api("/api/local-register", { method: "POST", body: { email: employee.email } });
    await settleAccountRequests();
    const token = tokenIn((await invitationMailsTo(ownMailbox))[0].textBody!);
    const row = await AccountInvitation.findOne({ where: { employeeId: employee.id } });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
  });
});

describe("HR's portal access", () => {
  async function hrCookie() {
    const hr = await createTestUser({ role: "hr" });
    return sessionCookieFor(hr.user.id);
  }

  function post(path: string, cookie: string, fields: Record<string, string>) {
    return fetch(`${process.env.PORTAL_URL}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", ...asBrowser },
      body: new URLSearchParams(fields),
    });
  }

  it("sends (and resends) the invitation to the address on file", async () => {
    const { employee, ownMailbox } = await newcomer();
    const cookie = await hrCookie();
    const page = await api(`/admin/employees/${employee.id}/invitation`, { cookie, headers: asBrowser });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Send invitation");
    expect((await post(`/admin/employees/${employee.id}/invitation`, cookie, { intent: "send" })).status).toBe(302);
    expect((await post(`/admin/employees/${employee.id}/invitation`, cookie, { intent: "send" })).status).toBe(302);
    const mails = await invitationMailsTo(ownMailbox);
    expect(mails).toHaveLength(2);
    // The first link died when the second was sent.
    const stale = await api("/api/local-register", {
      method: "POST",
      body: { invitation: tokenIn(mails[0].textBody!), password: "Kalahari#2026" },
    });
    expect(stale.status).toBe(400);
    const fresh = await api("/api/local-register", {
      method: "POST",
      body: { invitation: tokenIn(mails[1].textBody!), password: "Kalahari#2026" },
    });
    expect(fresh.status).toBe(200);
    const after = await api(`/admin/employees/${employee.id}/invitation`, { cookie, headers: asBrowser });
    expect(after.text).toContain("This employee has set a password");
  });

  it("shows a link and a one-time code that works once with the employee ID", async () => {
    const { employee } = await newcomer();
    const cookie = await hrCookie();
    const shown = await post(`/admin/employees/${employee.id}/invitation`, cookie, { intent: "show" });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("cache-control")).toContain("no-store");
    const html = await shown.text();
    const code = /data-testid="invitation-code">([A-Z0-9]{4}-[A-Z0-9]{4})</.exec(html)?.[1];
    expect(code).toBeTruthy();

    const other = await createTestEmployee();
    const wrongPerson = await api("/api/local-register", {
      method: "POST",
      body: { employeeId: other.employeeId, code, password: "Kalahari#2026" },
    });
    expect(wrongPerson.status).toBe(400);
    expect(wrongPerson.json?.message).toBe(CODE_INVALID);

    const accepted = await api("/api/local-register", {
      method: "POST",
      body: { employeeId: employee.employeeId.toLowerCase(), code: code!.toLowerCase(), password: "Kalahari#2026" },
    });
    expect(accepted.status).toBe(200);
    expect((await attemptLogin(employee.email!, "Kalahari#2026")).ok).toBe(true);
    const again = await api("/api/local-register", {
      method: "POST",
      body: { employeeId: employee.employeeId, code, password: "Other#2026xx" },
    });
    expect(again.status).toBe(400);
  });

  it("refuses an employee who already has a password, and employees may not use it", async () => {
    const { user, employee } = await createTestUser();
    const cookie = await hrCookie();
    const refused = await post(`/admin/employees/${employee!.id}/invitation`, cookie, { intent: "send" });
    expect(refused.status).toBe(302);
    expect(await AccountInvitation.count({ where: { employeeId: employee!.id } })).toBe(0);
    const asEmployee = await post(`/admin/employees/${employee!.id}/invitation`, await sessionCookieFor(user.id), { intent: "show" });
    expect(asEmployee.status).toBe(403);
    expect(await AccountInvitation.count({ where: { employeeId: employee!.id } })).toBe(0);
  });
});
