import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { User } from "#models";
import { MAX_FAILED_LOGINS } from "~/constants";
import { getDb } from "~/db.server";
import { attemptLogin } from "~/services/accounts/login.server";
import { sourceRule } from "~/services/rate-limits.server";
import { createTestUser, unique } from "../support/factories";
import { api } from "../support/session";

/**
 * Issue 12, "Sign-in under attack" (docs/decisions.md). Requests through the portal name
 * their source with X-Forwarded-For (the portal trusts it from loopback only, as behind
 * its load balancer), so each test is a source of its own and the suite's other sign-ins
 * from 127.0.0.1 never count against these limits.
 */

const INVALID = "Invalid email or password. Please try again.";
const LOCKED = "Too many failed login attempts. Please try again in 15 minutes.";

function newSource() {
  return `10.${randomInt(1, 254)}.${randomInt(1, 254)}.${randomInt(1, 254)}`;
}

function login(body: { email: string; password: string }, source: string, cookie?: string) {
  return api("/api/local/login", { method: "POST", body, cookie, headers: { "X-Forwarded-For": source } });
}

function cookiesFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Puts a source's count for a limit at `points` (as if it had made that many requests). */
async function presetSourceCount(limit: string, source: string, points: number) {
  await getDb().query(
    `INSERT INTO rate_limits (key, points, expire) VALUES (:key, :points, :expire)
     ON CONFLICT (key) DO UPDATE SET points = EXCLUDED.points, expire = EXCLUDED.expire`,
    { replacements: { key: `${limit}:${source}`, points, expire: Date.now() + 10 * 60_000 } },
  );
}

describe("no lockout bypass", () => {
  it("evaluates at most MAX_FAILED_LOGINS of 40 simultaneous guesses, and then refuses the right password", async () => {
    const { email, password, user } = await createTestUser();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => attemptLogin(email, `wrong-${index}`)));
    const messages = answers.map((answer) => (answer.ok ? "signed in" : answer.message));
    // The guesses that were checked answer "invalid", except the one that reached the limit.
    expect(messages.filter((message) => message === INVALID)).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(messages.filter((message) => message === LOCKED)).toHaveLength(40 - (MAX_FAILED_LOGINS - 1));
    const after = await User.findByPk(user.id);
    expect(after!.failedLoginAttempts).toBe(MAX_FAILED_LOGINS);
    expect(after!.accountLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await attemptLogin(email, password)).toEqual({ ok: false, message: LOCKED });
  });

  it("lets the right password in among simultaneous guesses only if it is one of the counted ones, and leaves no lock behind", async () => {
    const { email, password, user } = await createTestUser();
    const answers = await Promise.all([attemptLogin(email, password), attemptLogin(email, "wrong-1"), attemptLogin(email, "wrong-2")]);
    expect(answers[0].ok).toBe(true);
    // The success cleared the count its own guess made; the wrong ones that ran after it may count again.
    const after = await User.findByPk(user.id);
    expect(after!.accountLockedUntil).toBeNull();
    expect(after!.failedLoginAttempts).toBeLessThanOrEqual(2);
  });
});

describe("nobody can lock someone else out", () => {
  it("keeps the account usable from the owner's known browser and from an address it signed in from", async () => {
    const { email, password } = await createTestUser();
    const home = newSource();
    const first = await login({ email, password }, home);
    expect(first.status).toBe(200);
    const knownBrowser = cookiesFrom(first.headers).replace(/[^;]*hr_session=[^;]*;?\s*/, "");
    expect(knownBrowser).toMatch(/hr_device=/);

    const attacker = newSource();
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS; attempt++) await login({ email, password: `guess-${attempt}` }, attacker);
    expect((await login({ email, password }, attacker)).json).toEqual({ message: LOCKED });
    // A new place without the browser's cookie: the account's lock applies.
    expect((await login({ email, password }, newSource())).json).toEqual({ message: LOCKED });

    // The owner's browser, from anywhere, and the owner's usual address still sign in.
    expect((await login({ email, password }, newSource(), knownBrowser)).status).toBe(200);
    expect((await login({ email, password }, home)).status).toBe(200);
  });

  it("counts guesses from a known browser on their own, so they are limited too", async () => {
    const { email, password } = await createTestUser();
    const first = await login({ email, password }, newSource());
    const knownBrowser = cookiesFrom(first.headers).replace(/[^;]*hr_session=[^;]*;?\s*/, "");
    const answers = [];
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS + 1; attempt++) {
      answers.push((await login({ email, password: `guess-${attempt}` }, newSource(), knownBrowser)).json?.message);
    }
    expect(answers.slice(0, MAX_FAILED_LOGINS - 1).every((message) => message === INVALID)).toBe(true);
    expect(answers.slice(MAX_FAILED_LOGINS - 1).every((message) => message === LOCKED)).toBe(true);
  });
});

describe("per-source limits on sign-in", () => {
  it("slows a source past its free failures, then refuses it with 429 and Retry-After", async () => {
    const source = newSource();
    const email = `${unique()}@namibcopper.com.na`;
    await presetSourceCount("sign-in", source, sourceRule("sign-in").slowAfter! + 3);
    const started = Date.now();
    const slowed = await login({ email, password: "guess" }, source);
    expect(slowed.json).toEqual({ message: INVALID });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400); // three failures over: 1.5 s
    await presetSourceCount("sign-in", source, sourceRule("sign-in").points);
    const refused = await login({ email, password: "guess" }, source);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The network's limit names the way in for a new device (issue 26, test/integration/shared-address.test.ts).
    expect(refused.json?.message).toMatch(/^Too many failed sign-ins from your network\./);
  });

  it("does not count successful sign-ins against the source", async () => {
    const source = newSource();
    const { email, password } = await createTestUser();
    for (let index = 0; index < 3; index++) expect((await login({ email, password }, source)).status).toBe(200);
    const [row] = await getDb().query<{ points: number }>(`SELECT points FROM rate_limits WHERE key = :key`, {
      replacements: { key: `sign-in:${source}` },
      type: "SELECT" as never,
    });
    expect(row.points).toBe(0);
  });
});

describe("429 with Retry-After on every anonymous endpoint that costs work or sends mail", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = (source: string) => ({ "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": source });
  const cases: { limit: Parameters<typeof sourceRule>[0]; path: string; body: unknown; form?: boolean }[] = [
    { limit: "forgot-password", path: "/api/auth/request-password-reset", body: { userId: "someone@namibcopper.com.na" } },
    { limit: "request-invitation", path: "/api/local-register", body: { email: "someone@namibcopper.com.na" } },
    { limit: "set-password", path: "/api/local-register", body: { invitation: "not-a-real-token", password: "Long#Enough1" } },
    {
      limit: "reset-password",
      path: "/api/auth/reset-password-with-token",
      body: { token: "not-a-real-token", newPassword: "Long#Enough1" },
    },
    {
      limit: "leave-approval",
      path: "/api/leave-approvals/not-a-real-token",
      body: { action: "approve", email: "boss@namibcopper.com.na" },
    },
    { limit: "sign-in", path: "/login?type=employee", form: true, body: { intent: "login", email: "a@namibcopper.com.na", password: "x" } },
    { limit: "forgot-password", path: "/login?type=employee", form: true, body: { intent: "forgot", email: "a@namibcopper.com.na" } },
    {
      limit: "request-invitation",
      path: "/login?type=employee",
      form: true,
      body: { intent: "request-invitation", email: "a@namibcopper.com.na" },
    },
    { limit: "leave-approval", path: "/leave-approval/not-a-real-token/approve", form: true, body: { email: "boss@namibcopper.com.na" } },
  ];

  for (const { limit, path, body, form: isForm } of cases) {
    it(`${isForm ? "form" : "JSON"} ${path} (${limit})`, async () => {
      const source = newSource();
      await presetSourceCount(limit, source, sourceRule(limit).points);
      const answer = isForm
        ? await api(path, { method: "POST", body: form(body as Record<string, string>), headers: formHeaders(source) })
        : await api(path, { method: "POST", body, headers: { "X-Forwarded-For": source } });
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      const message = limit === "sign-in" ? "Too many failed sign-ins from your network" : "Too many requests from your network";
      expect(isForm ? answer.text : answer.json?.message).toContain(message);
    });
  }
});
