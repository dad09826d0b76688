import { describe, expect, it } from "vitest";
import { DataProtectionAudit, MailOutbox, PasswordResetRequest, Session, User, UserSession } from "#models";
import { MAX_FAILED_LOGINS } from "~/constants";
import { hashToken } from "~/services/tokens.server";
import { attemptLogin } from "~/services/accounts/login.server";
import { createTestUser, unique } from "../support/factories";
import { settleAccountRequests } from "../support/jobs";
import { api, sessionCookieFor } from "../support/session";

/**
 * Forgotten passwords reach HR and end in a working reset (issue 11 part 2): the request
 * mails HR, HR approves (a one-time link is mailed) or rejects (the note is mailed), the
 * link sets the password once and ends every session; the in-portal change needs the
 * current password and ends every other session.
 */

const NEW_PASSWORD = "Erongo#Reset2026";

async function employeeWithTwoSessions() {
  const ownMailbox = `${unique("own")}@example.org`;
  const person = await createTestUser({ communicationEmail: ownMailbox, firstName: "Ndapewa" });
  const cookies = [await sessionCookieFor(person.user.id), await sessionCookieFor(person.user.id)];
  const sessions = await Session.findAll({ where: { userId: person.user.id }, order: [["expire", "ASC"]] });
  expect(sessions).toHaveLength(2);
  for (const session of sessions) {
    await UserSession.create({ userId: person.user.id, employeeId: person.employee!.id, sessionId: session.sid, isActive: true });
  }
  return { ...person, ownMailbox, cookies };
}

async function signedIn(cookie: string) {
  return (await api("/api/auth/user/details", { cookie })).status === 200;
}

async function fileRequest(email: string, reason?: string) {
  const response = await api("/api/auth/request-password-reset", {
    method: "POST",
    body: { userId: email, ...(reason ? { reason } : {}) },
  });
  expect(response.status).toBe(200);
  await settleAccountRequests();
}

async function pendingRequestOf(userId: number) {
  const row = await PasswordResetRequest.findOne({ where: { userId, status: "pending" } });
  expect(row).not.toBeNull();
  return row!;
}

async function mailsTo(address: string, subject: string) {
  return MailOutbox.findAll({ where: { toAddresses: address, subject }, order: [["id", "ASC"]] });
}

function tokenIn(text: string) {
  const match = new RegExp(`${process.env.PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1];
}

async function hrCookie(firstName = "Helena") {
  const hr = await createTestUser({ role: "hr", firstName });
  return { hr, cookie: await sessionCookieFor(hr.user.id) };
}

function review(cookie: string, id: number, body: unknown) {
  return api(`/api/admin/password-reset-requests/${id}`, { method: "PATCH", cookie, body });
}

describe("a reset request approved by HR", () => {
  it("mails HR, then the employee a one-time link that sets the password and ends every session", async () => {
    const staff = await employeeWithTwoSessions();
    const { hr, cookie: hrSession } = await hrCookie();
    await User.update({ failedLoginAttempts: 3, lastFailedLoginAt: new Date() }, { where: { id: staff.user.id } });

    await fileRequest(staff.email, "Lost my phone with the password manager");
    const request = await pendingRequestOf(staff.user.id);
    const hrMails = await MailOutbox.findAll({ where: { relatedType: "password_reset_request", relatedId: request.id } });
    expect(hrMails).toHaveLength(1);
    expect(hrMails[0].subject).toBe("Password reset request waiting for review");
    expect(hrMails[0].toAddresses.split(", ")).toContain(hr.email);
    expect(hrMails[0].textBody).toContain(`Ndapewa ${staff.user.lastName} (${staff.employee!.employeeId}) asked for a password reset.`);
    expect(hrMails[0].textBody).toContain(`${process.env.PUBLIC_URL}/admin/password-resets`);
    // Nothing personal beyond the name and reference: no reason, no address.
    expect(hrMails[0].textBody).not.toContain("Lost my phone");
    expect(hrMails[0].textBody).not.toContain(staff.email);

    // A repeat while pending updates the reason: no second request, no second mail to HR.
    await fileRequest(staff.email, "Still locked out");
    expect(await PasswordResetRequest.count({ where: { userId: staff.user.id } })).toBe(1);
    expect(await MailOutbox.count({ where: { relatedType: "password_reset_request", relatedId: request.id } })).toBe(1);

    // All requests, pending ones first and newest first: this one is on the first page whatever else the run filed.
    const listed = await api("/api/admin/password-reset-requests?status=all", { cookie: hrSession });
    expect(listed.status).toBe(200);
    const entry = listed.json?.requests.find((item: { id: number }) => item.id === request.id);
    expect(entry).toEqual({
      id: request.id,
      employeeName: `Ndapewa ${staff.user.lastName}`,
      employeeEmail: staff.email,
      employeeIdRef: staff.employee!.employeeId,
      reason: "Still locked out",
      requestedAt: request.createdAt.toISOString(),
      status: "pending",
      reviewedAt: null,
      reviewerName: null,
      reviewNote: null,
    });
    expect(listed.json?.counts.pending).toBeGreaterThanOrEqual(1);

    const approved = await review(hrSession, request.id, { status: "approved", reviewNote: "Confirmed by phone" });
    expect(approved.status).toBe(200);
    expect(approved.json?.message).toBe("Password reset request approved successfully");
    expect(approved.json?.request).toMatchObject({
      status: "approved",
      reviewerName: `Helena ${hr.user.lastName}`,
      reviewNote: "Confirmed by phone",
    });

    const [linkMail] = await mailsTo(staff.ownMailbox, "Reset your HR portal password");
    expect(linkMail.textBody).toContain("Note from HR: Confirmed by phone");
    const token = tokenIn(linkMail.textBody!);
    await request.reload();
    expect(request.token).toBe(hashToken(token));
    expect(request.reviewedBy).toBe(hr.user.id);
    const hours = (request.tokenExpiry!.getTime() - request.reviewedAt!.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 5);
    expect(await DataProtectionAudit.count({ where: { action: "password_reset_approved", userId: hr.user.id } })).toBe(1);

    const again = await review(hrSession, request.id, { status: "rejected" });
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe("This request has already been reviewed.");

    // The employee's sessions still work until the link is used.
    expect(await signedIn(staff.cookies[0])).toBe(true);
    const reset = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);
    expect(reset.json?.message).toBe("Password Reset Successful");
    // Counters cleared (checked before the old password is tried below, which counts again).
    expect(await User.findByPk(staff.user.id)).toMatchObject({ failedLoginAttempts: 0, accountLockedUntil: null });
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);
    expect((await attemptLogin(staff.email, staff.password)).ok).toBe(false);
    for (const cookie of staff.cookies) expect(await signedIn(cookie)).toBe(false);
    expect(await Session.count({ where: { userId: staff.user.id } })).toBe(0);
    expect(await UserSession.count({ where: { userId: staff.user.id, isActive: true } })).toBe(0);

    await request.reload();
    expect(request).toMatchObject({ status: "completed", token: null });
    expect(await mailsTo(staff.ownMailbox, "Your HR portal password was changed")).toHaveLength(1);
    expect(await DataProtectionAudit.count({ where: { action: "password_reset_with_token", userId: staff.user.id } })).toBe(1);

    const reused = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: "Other#Reset2027" } });
    expect(reused.status).toBe(400);
    const completed = await api("/api/admin/password-reset-requests?status=completed", { cookie: hrSession });
    expect(completed.json?.requests.map((item: { id: number }) => item.id)).toContain(request.id);
  });

  it("retires an older link when a newer request is approved", async () => {
    const staff = await createTestUser();
    const { cookie } = await hrCookie();
    const address = staff.employee!.communicationEmail!;
    await fileRequest(staff.email);
    expect((await review(cookie, (await pendingRequestOf(staff.user.id)).id, { status: "approved" })).status).toBe(200);
    await fileRequest(staff.email);
    expect((await review(cookie, (await pendingRequestOf(staff.user.id)).id, { status: "approved" })).status).toBe(200);
    const [first, second] = (await mailsTo(address, "Reset your HR portal password")).map((mail) => tokenIn(mail.textBody!));
    const old = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token: first, newPassword: NEW_PASSWORD } });
    expect(old.status).toBe(400);
    const fresh = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token: second, newPassword: NEW_PASSWORD } });
    expect(fresh.status).toBe(200);
  });

  it("sends no link for an employee who can no longer sign in", async () => {
    const staff = await createTestUser();
    const { cookie } = await hrCookie();
    await fileRequest(staff.email);
    const request = await pendingRequestOf(staff.user.id);
    await staff.employee!.update({ status: "terminated" });
    const refused = await review(cookie, request.id, { status: "approved" });
    expect(refused.status).toBe(409);
    expect(await mailsTo(staff.employee!.communicationEmail!, "Reset your HR portal password")).toHaveLength(0);
    expect((await review(cookie, request.id, { status: "rejected" })).status).toBe(200);
  });
});

describe("a reset request of an HR administrator (issue 24)", () => {
  it("is not theirs to review: another HR administrator decides it", async () => {
    const { hr, cookie } = await hrCookie("Hilma");
    await fileRequest(hr.email);
    const request = await pendingRequestOf(hr.user.id);
    const own = await review(cookie, request.id, { status: "approved" });
    expect(own.status).toBe(403);
    expect(own.json?.message).toBe("You cannot review your own password reset request. Another HR administrator must review it.");
    expect((await PasswordResetRequest.findByPk(request.id))!.status).toBe("pending");
    const other = await hrCookie("Helena");
    expect((await review(other.cookie, request.id, { status: "rejected" })).status).toBe(200);
  });
});

describe("a reset request rejected by HR", () => {
  it("mails the employee the note and no link", async () => {
    const staff = await createTestUser();
    const { cookie } = await hrCookie();
    await fileRequest(staff.email);
    const request = await pendingRequestOf(staff.user.id);
    const rejected = await review(cookie, request.id, {
      status: "rejected",
      reviewNote: "Please come to the HR office with your ID card.",
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json?.message).toBe("Password reset request rejected successfully");
    const [mail] = await mailsTo(staff.employee!.communicationEmail!, "Your password reset request was not approved");
    expect(mail.textBody).toContain("Note from HR: Please come to the HR office with your ID card.");
    expect(mail.textBody).not.toContain("reset-password?token=");
    await request.reload();
    expect(request).toMatchObject({
      status: "rejected",
      token: null,
      tokenExpiry: null,
      reviewNote: "Please come to the HR office with your ID card.",
    });
    expect((await attemptLogin(staff.email, staff.password)).ok).toBe(true);
  });

  it("mails a neutral line when HR leaves no note", async () => {
    const staff = await createTestUser();
    const { cookie } = await hrCookie();
    await fileRequest(staff.email);
    await review(cookie, (await pendingRequestOf(staff.user.id)).id, { status: "rejected", reviewNote: "   " });
    const [mail] = await mailsTo(staff.employee!.communicationEmail!, "Your password reset request was not approved");
    expect(mail.textBody).toContain("No reason was given. Please contact HR if you still cannot sign in.");
  });
});

describe("the review API", () => {
  it("refuses a bad status (400), an unknown id (404) and an employee (403)", async () => {
    const { cookie } = await hrCookie();
    const staff = await createTestUser();
    await fileRequest(staff.email);
    const request = await pendingRequestOf(staff.user.id);
    const bad = await review(cookie, request.id, { status: "completed" });
    expect(bad.status).toBe(400);
    expect(bad.json?.errors.status).toEqual(["Status must be approved or rejected"]);
    expect((await review(cookie, 2_147_483_000, { status: "approved" })).status).toBe(404);
    const asEmployee = await review(await sessionCookieFor(staff.user.id), request.id, { status: "approved" });
    expect(asEmployee.status).toBe(403);
    expect(asEmployee.json?.message).toBe("Forbidden");
    await request.reload();
    expect(request.status).toBe("pending");
  });

  it("an unknown address files nothing and mails nobody", async () => {
    const before = await MailOutbox.count();
    const response = await api("/api/auth/request-password-reset", { method: "POST", body: { userId: `${unique()}@namibcopper.com.na` } });
    await settleAccountRequests();
    expect(response.status).toBe(200);
    expect(response.json?.message).toBe(
      "Your request has gone to HR for review. If the address belongs to an employee or partner, a link to reset your password is emailed to you once HR approves the request; the link works for 24 hours.",
    );
    expect(await MailOutbox.count()).toBe(before);
  });
});

describe("changing one's own password in the portal", () => {
  it("needs the current password, ends every other session and mails a notice", async () => {
    const staff = await employeeWithTwoSessions();
    const [mine, other] = staff.cookies;
    const change = (body: unknown) => api("/api/reset-password", { method: "POST", cookie: mine, body });

    const specBody = await change({ email: staff.email, newPassword: NEW_PASSWORD });
    expect(specBody.status).toBe(400);
    expect(specBody.json?.errors.currentPassword).toEqual(["Please fill in all fields"]);

    const short = await change({ currentPassword: staff.password, newPassword: "Short#1" });
    expect(short.json?.errors.newPassword).toEqual(["Password must be at least 8 characters long."]);

    const notMine = await change({ email: `${unique()}@namibcopper.com.na`, currentPassword: staff.password, newPassword: NEW_PASSWORD });
    expect(notMine.status).toBe(400);
    expect(notMine.json?.errors.email).toEqual(["This is not the email address of your account."]);

    const wrong = await change({ currentPassword: "Not#MyPassword1", newPassword: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.json?.errors.currentPassword).toEqual(["Your current password is not correct."]);
    expect((await User.findByPk(staff.user.id))!.failedLoginAttempts).toBe(1);

    const changed = await change({ email: staff.email.toUpperCase(), currentPassword: staff.password, newPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);
    expect(await signedIn(mine)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await UserSession.count({ where: { userId: staff.user.id, isActive: true } })).toBe(1);
    expect((await User.findByPk(staff.user.id))!.failedLoginAttempts).toBe(0);
    expect(await mailsTo(staff.ownMailbox, "Your HR portal password was changed")).toHaveLength(1);
    expect(await DataProtectionAudit.count({ where: { action: "password_changed", userId: staff.user.id } })).toBe(1);
  });

  it("counts wrong current passwords toward the lockout, so a stolen session cannot guess it", async () => {
    const staff = await createTestUser();
    const cookie = await sessionCookieFor(staff.user.id);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await api("/api/reset-password", {
        method: "POST",
        cookie,
        body: { currentPassword: `Guess#${attempt}xyz`, newPassword: NEW_PASSWORD },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await api("/api/reset-password", {
      method: "POST",
      cookie,
      body: { currentPassword: staff.password, newPassword: NEW_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.json?.message).toBe("Too many failed login attempts. Please try again in 15 minutes.");
    expect((await attemptLogin(staff.email, staff.password)).ok).toBe(false);
  });

  it("evaluates at most MAX_FAILED_LOGINS of 20 simultaneous guesses at the current password", async () => {
    const staff = await createTestUser();
    const cookie = await sessionCookieFor(staff.user.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api("/api/reset-password", { method: "POST", cookie, body: { currentPassword: `Guess#${index}xyz`, newPassword: NEW_PASSWORD } }),
      ),
    );
    // Counted before they are checked: the guesses past the limit are refused unchecked.
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - (MAX_FAILED_LOGINS - 1));
    const right = await api("/api/reset-password", {
      method: "POST",
      cookie,
      body: { currentPassword: staff.password, newPassword: NEW_PASSWORD },
    });
    expect(right.status).toBe(429);
    expect((await attemptLogin(staff.email, staff.password)).ok).toBe(false);
  });

  it("works as a plain form post (the dialog without JavaScript)", async () => {
    const staff = await createTestUser();
    const cookie = await sessionCookieFor(staff.user.id);
    const post = (fields: Record<string, string>) =>
      fetch(`${process.env.PORTAL_URL}/profile/password`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    const mismatch = await post({ currentPassword: staff.password, newPassword: NEW_PASSWORD, confirmPassword: "Erongo#Reset2027" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("Passwords do not match");
    const done = await post({ currentPassword: staff.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/profile");
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);
  });
});
