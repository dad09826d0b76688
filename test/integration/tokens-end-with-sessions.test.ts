import { describe, expect, it } from "vitest";
import { ApiToken } from "#models";
import { createOrUpdateUser } from "~/services/accounts/account.server";
import { createApiToken } from "~/services/accounts/api-tokens.server";
import { createTestUser, TEST_PASSWORD } from "../support/factories";
import { openStream } from "../support/live-updates";
import { api, recordedSignIn, sessionCookieFor } from "../support/session";

/**
 * Issue 26, "Tokens and sessions end together": a stolen session must not be able to plant an
 * API token that outlives the clean-up, and an ended session's live-updates stream ends at
 * once. The portal under test has the default 25-second heartbeat, so a stream that ends
 * within a second and a half was ended by the announcement, not by the heartbeat's check.
 */

async function hrWithToken() {
  const hr = await createTestUser({ role: "hr" });
  const { token, id } = await createApiToken(hr.user.id, "scripted import");
  expect((await api("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  return { ...hr, token, tokenId: id };
}

async function tokenWorks(token: string) {
  return (await api("/api/auth/user", { headers: { Authorization: `Bearer ${token}` } })).status === 200;
}

async function endsWithin(stream: Awaited<ReturnType<typeof openStream>>, ms: number) {
  const started = Date.now();
  await Promise.race([
    stream.ended,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`stream still open after ${ms} ms`)), ms)),
  ]);
  return Date.now() - started;
}

describe("API tokens end with the sessions", () => {
  it("a password change revokes the user's tokens (the dialog says so beforehand)", async () => {
    const hr = await hrWithToken();
    const cookie = await sessionCookieFor(hr.user.id);
    const dialog = await api("/profile/password", { cookie });
    expect(dialog.text).toContain("every other session of your account is signed out and your API tokens are revoked");
    const changed = await api("/api/reset-password", {
      method: "POST",
      cookie,
      body: { currentPassword: TEST_PASSWORD, newPassword: "Khomas#Highland2026" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await tokenWorks(hr.token)).toBe(false);
    expect((await ApiToken.findByPk(hr.tokenId))!.revokedAt).not.toBeNull();
  });

  it("Sign out everywhere revokes them (the profile says so beforehand)", async () => {
    const hr = await hrWithToken();
    const cookie = await sessionCookieFor(hr.user.id);
    const profile = await api("/profile", { cookie });
    expect(profile.text).toContain("Sign out everywhere ends every session of your account, on every device, and revokes your API tokens.");
    expect((await api("/api/auth/logout-everywhere", { method: "POST", cookie })).status).toBe(200);
    expect(await tokenWorks(hr.token)).toBe(false);
  });

  it("HR's Force Logout revokes them when asked to, and only then", async () => {
    const admin = await createTestUser({ role: "hr" });
    const adminCookie = await sessionCookieFor(admin.user.id);
    const kept = await hrWithToken();
    const plain = await api(`/api/admin/users/${kept.user.id}/force-logout`, { method: "POST", cookie: adminCookie });
    expect(plain.status).toBe(200);
    expect(await tokenWorks(kept.token)).toBe(true);

    const revoked = await hrWithToken();
    const withTokens = await api(`/api/admin/users/${revoked.user.id}/force-logout`, {
      method: "POST",
      cookie: adminCookie,
      body: { revokeTokens: true },
    });
    expect(withTokens.status).toBe(200);
    expect(withTokens.json).toMatchObject({ revokedTokens: 1 });
    expect(await tokenWorks(revoked.token)).toBe(false);

    // The screen's row form: the checkbox.
    const onScreen = await hrWithToken();
    const form = await api("/admin/activity?tab=sessions", {
      method: "POST",
      cookie: adminCookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "end-user", userId: String(onScreen.user.id), revokeTokens: "on" }).toString(),
    });
    expect(form.status).toBe(302);
    expect(await tokenWorks(onScreen.token)).toBe(false);
    // A recorded sign-in, so the Sessions tab has a row with its Force Logout form.
    await recordedSignIn((await createTestUser()).user);
    const page = await api("/admin/activity?tab=sessions", { cookie: adminCookie });
    expect(page.text).toContain("and revoke their API tokens");
  });

  it("the operator's create-user on an existing account revokes them (the recovery of a taken-over account)", async () => {
    const hr = await hrWithToken();
    await createOrUpdateUser({
      email: hr.email,
      password: "Namib#Recovered2026",
      role: "hr",
      firstName: "Test",
      lastName: hr.user.lastName!,
    });
    expect(await tokenWorks(hr.token)).toBe(false);
  });

  it("an anonymous grievance sent with a token does not stamp the token with its time", async () => {
    const { user } = await createTestUser();
    const { token, id } = await createApiToken(user.id, "phone app");
    const before = (await ApiToken.findByPk(id))!.lastUsedAt;
    const sent = await api("/api/grievances", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: { title: "Rock fall warning ignored", description: "The warning siren at level 4 was switched off.", isAnonymous: true },
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await ApiToken.findByPk(id))!.lastUsedAt).toEqual(before);
  });

  it("HR's token list shows who created each token and when it was last used", async () => {
    const hr = await hrWithToken();
    const page = await api("/admin/api-tokens", { cookie: await sessionCookieFor(hr.user.id) });
    expect(page.text).toContain("Created by");
    expect(page.text).toContain("Last used");
    const row = page.text.slice(page.text.indexOf("scripted import"));
    expect(row).toContain(`Test ${hr.user.lastName}`);
    expect(row.slice(0, 2000)).not.toContain("Never");
  });
});

describe("a live-updates stream ends with its session", () => {
  it("within a second of signing out", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const stream = await openStream(cookie);
    expect(stream.response.status).toBe(200);
    const signedOut = await api("/logout", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(signedOut.status).toBe(302);
    expect(await endsWithin(stream, 1_500)).toBeLessThan(1_500);
  });

  it("within a second of HR's Force Logout", async () => {
    const admin = await createTestUser({ role: "hr" });
    const { user } = await createTestUser();
    const stream = await openStream(await sessionCookieFor(user.id));
    expect(stream.response.status).toBe(200);
    const ended = await api(`/api/admin/users/${user.id}/force-logout`, { method: "POST", cookie: await sessionCookieFor(admin.user.id) });
    expect(ended.status).toBe(200);
    expect(await endsWithin(stream, 1_500)).toBeLessThan(1_500);
  });

  it("and another session of the same person keeps its stream", async () => {
    const { user } = await createTestUser();
    const staying = await openStream(await sessionCookieFor(user.id));
    const leaving = await sessionCookieFor(user.id);
    expect(
      (
        await api("/logout", {
          method: "POST",
          cookie: leaving,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "",
        })
      ).status,
    ).toBe(302);
    // The announcement reached the staying stream too; it checked and went on.
    await expect(endsWithin(staying, 1_500)).rejects.toThrow(/still open/);
    staying.close();
  });
});
