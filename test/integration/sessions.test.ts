import { describe, expect, it } from "vitest";
import { Session, UserSession } from "#models";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "~/constants";
import { sessionIdFromSetCookie } from "~/session.server";
import { createTestUser } from "../support/factories";
import { api, recordedSignIn, sessionCookieFor } from "../support/session";

/** Issue 12, "Sessions": an absolute lifetime beside the idle timeout, and sign out everywhere. */

describe("absolute session lifetime", () => {
  it("ends a session signed in longer ago than the lifetime, however active it was", async () => {
    const { user } = await createTestUser();
    const old = await sessionCookieFor(user.id, { signedInAt: Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 60_000 });
    // Its row expired with the lifetime (the sweep deletes it later)...
    expect((await api("/api/auth/user/details", { cookie: old })).status).toBe(401);
    // ...and a row whose expiry says otherwise is ended by the request's own check.
    const sid = await sessionIdFromSetCookie(old);
    await Session.update({ expire: new Date(Date.now() + 20 * 60_000) }, { where: { sid } });
    expect((await api("/api/auth/user/details", { cookie: old })).status).toBe(401);
    expect(await Session.count({ where: { sid } })).toBe(0);

    const young = await sessionCookieFor(user.id, { signedInAt: Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + 60 * 60_000 });
    expect((await api("/api/auth/user/details", { cookie: young })).status).toBe(200);
  });

  it("never moves a session's expiry beyond the lifetime when it is used", async () => {
    const { user } = await createTestUser();
    const signedInAt = Date.now() - SESSION_ABSOLUTE_LIFETIME_MS + 5 * 60_000;
    const cookie = await sessionCookieFor(user.id, { signedInAt, lastActivity: Date.now() - 2 * 60_000 });
    expect((await api("/api/session/keepalive", { method: "POST", cookie })).status).toBe(200);
    const row = await Session.findByPk(await sessionIdFromSetCookie(cookie));
    expect(row!.expire.getTime()).toBeLessThanOrEqual(signedInAt + SESSION_ABSOLUTE_LIFETIME_MS);
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the account over the API, this one included, and no one else's", async () => {
    const { user } = await createTestUser();
    const other = await createTestUser();
    const phone = await recordedSignIn(user, { ip: "10.20.30.40" });
    const laptop = await recordedSignIn(user, { ip: "10.20.30.41" });
    const colleague = await recordedSignIn(other.user);
    const answer = await api("/api/auth/logout-everywhere", { method: "POST", cookie: laptop });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ message: "Signed out everywhere", sessionCount: 2 });
    expect((await api("/api/auth/user/details", { cookie: phone })).status).toBe(401);
    expect((await api("/api/auth/user/details", { cookie: laptop })).status).toBe(401);
    expect((await api("/api/auth/user/details", { cookie: colleague })).status).toBe(200);
    const history = await UserSession.findAll({ where: { userId: user.id } });
    expect(history.every((row) => !row.isActive && row.logoutTime)).toBe(true);
    expect((await api("/api/auth/logout-everywhere", { method: "POST" })).status).toBe(401);
  });

  it("is a form on the profile page that works without JavaScript", async () => {
    const { user } = await createTestUser();
    const phone = await recordedSignIn(user);
    const laptop = await recordedSignIn(user);
    const profile = await api("/profile", { cookie: laptop });
    expect(profile.text).toContain("Sign out everywhere");
    const posted = await api("/logout", {
      method: "POST",
      cookie: laptop,
      body: "intent=everywhere",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/logout-success");
    expect((await api("/api/auth/user/details", { cookie: phone })).status).toBe(401);
  });
});

describe("a first password set while signed in", () => {
  it("ends the account's other sessions and keeps the one that set it", async () => {
    const { user } = await createTestUser({ passwordSet: false });
    const here = await recordedSignIn(user);
    const elsewhere = await recordedSignIn(user);
    expect((await api("/api/auth/set-password", { method: "POST", cookie: here, body: { password: "Long#Enough1" } })).status).toBe(200);
    expect((await api("/api/auth/user/details", { cookie: elsewhere })).status).toBe(401);
    expect((await api("/api/auth/user/details", { cookie: here })).status).toBe(200);
  });
});

describe("a first password set with an invitation", () => {
  it("ends every session the account had", async () => {
    const { user, employee } = await createTestUser({ passwordSet: false });
    const before = await recordedSignIn(user);
    const { createInvitationForOperator, acceptInvitation } = await import("~/services/accounts/invitations.server");
    const { url } = await createInvitationForOperator(employee!.id);
    const token = new URL(url).searchParams.get("invitation")!;
    await expect(acceptInvitation({ token }, "Long#Enough1", null)).resolves.toMatchObject({ email: expect.any(String) });
    expect((await api("/api/auth/user/details", { cookie: before })).status).toBe(401);
  });
});
