import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DeviceLink } from "#models";
import { sourceRule } from "~/services/rate-limits.server";
import { createTestUser, unique } from "../support/factories";
import { settleJobs } from "../support/jobs";
import { api } from "../support/session";
import { waitForMail, type SunkMail } from "../support/smtp-sink";

/**
 * Issue 26, "A mine site behind one address" (docs/decisions.md): one person's failed
 * sign-ins at a shared address must not keep everyone else there out. Each test is a site
 * of its own, named by X-Forwarded-For from loopback (as behind the portal's proxy).
 */

const NETWORK_LIMITED =
  "Too many failed sign-ins from your network. Devices that signed in here before still can; to sign in from this one, ask for a one-time link by email below.";
const DEVICE_LINK_INVALID = "This link is invalid, has expired or was already used. Ask for a new one from the login page.";

function newSite() {
  return `10.${randomInt(1, 254)}.${randomInt(1, 254)}.${randomInt(1, 254)}`;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (site: string) => ({ "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": site });

function loginForm(site: string, email: string, password: string, cookie?: string) {
  return api("/login?type=employee", {
    method: "POST",
    body: form({ intent: "login", email, password }),
    headers: formHeaders(site),
    cookie,
  });
}

function cookiesFrom(headers: Headers, name: string) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((cookie) => cookie.split("=")[0].endsWith(name))
    .join("; ");
}

/** One person at the site gets every sign-in of the site's window wrong (as forty failures would). */
async function useUpSiteLimit(site: string) {
  const { getDb } = await import("~/db.server");
  await getDb().query(
    `INSERT INTO rate_limits (key, points, expire) VALUES (:key, :points, :expire)
     ON CONFLICT (key) DO UPDATE SET points = EXCLUDED.points, expire = EXCLUDED.expire`,
    { replacements: { key: `sign-in:${site}`, points: sourceRule("sign-in").points, expire: Date.now() + 10 * 60_000 } },
  );
}

async function linkMailTo(to: string) {
  await settleJobs(["send_device_link"]);
  const [mail] = await waitForMail((candidate) => candidate.to.includes(to) && candidate.subject.includes("from this device"));
  return mail;
}

function linkIn(mail: SunkMail) {
  const url = /https?:\/\/\S+\/device-link\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!);
}

describe("a mine site behind one address", () => {
  it("lets a browser that signed in before sign in however many failures the site has had", async () => {
    const site = newSite();
    const { email, password } = await createTestUser();
    const first = await loginForm(site, email, password);
    expect(first.status).toBe(302);
    const device = cookiesFrom(first.headers, "hr_device");
    expect(device).toMatch(/hr_device=/);

    await useUpSiteLimit(site);
    // A colleague without the cookie is refused with the way in offered...
    const colleague = await createTestUser();
    const refused = await loginForm(site, colleague.email, colleague.password);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(NETWORK_LIMITED);
    expect(refused.text).toContain("Email me a link for this device");
    // ...while the known browser signs in, right password first time, and a wrong one is the account's business.
    expect((await loginForm(site, email, password, device)).status).toBe(302);
    const wrong = await loginForm(site, email, "not-my-password", device);
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Invalid email or password. Please try again.");
  });

  it("does not let a known browser of one account past the site's limit for another account", async () => {
    const site = newSite();
    const mine = await createTestUser();
    const device = cookiesFrom((await loginForm(site, mine.email, mine.password)).headers, "hr_device");
    await useUpSiteLimit(site);
    const other = await createTestUser();
    const refused = await loginForm(site, other.email, other.password, device);
    expect(refused.status).toBe(429);
  });

  it("gives a new device a link by mail that makes it known, used once", async () => {
    const site = newSite();
    const person = await createTestUser({ firstName: "Ndapewa" });
    await useUpSiteLimit(site);
    expect((await loginForm(site, person.email, person.password)).status).toBe(429);

    const asked = await api("/login?type=employee", {
      method: "POST",
      body: form({ intent: "device-link", email: person.email }),
      headers: formHeaders(site),
    });
    expect(asked.status).toBe(302);
    const url = linkIn(await linkMailTo(person.employee!.communicationEmail!));

    // Opening the link (as a mail scanner does) uses nothing up.
    const page = await api(`${url.pathname}${url.search}`, { headers: { "X-Forwarded-For": site } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Recognise this device");
    const token = url.searchParams.get("token")!;
    const used = await api("/device-link", { method: "POST", body: form({ token }), headers: formHeaders(site) });
    expect(used.status).toBe(302);
    const device = cookiesFrom(used.headers, "hr_device");
    expect(device).toMatch(/hr_device=/);
    expect((await loginForm(site, person.email, person.password, device)).status).toBe(302);

    // Once only.
    const again = await api("/device-link", { method: "POST", body: form({ token }), headers: formHeaders(site) });
    expect(again.status).toBe(400);
    expect(again.text).toContain(DEVICE_LINK_INVALID);
  });

  it("never voids a link already mailed: a stranger asking again sends nothing new, and the first link works", async () => {
    const site = newSite();
    const person = await createTestUser();
    await useUpSiteLimit(site);
    const ask = () =>
      api("/login?type=employee", {
        method: "POST",
        body: form({ intent: "device-link", email: person.email }),
        headers: formHeaders(site),
      });
    expect((await ask()).status).toBe(302);
    const url = linkIn(await linkMailTo(person.employee!.communicationEmail!));
    for (let index = 0; index < 3; index++) expect((await ask()).status).toBe(302);
    await settleJobs(["send_device_link"]);
    expect(await DeviceLink.count({ where: { userId: person.user.id } })).toBe(1);
    const used = await api("/device-link", {
      method: "POST",
      body: form({ token: url.searchParams.get("token")! }),
      headers: formHeaders(site),
    });
    expect(used.status).toBe(302);
  });

  it("answers an address with no account exactly as one with an account, and mails nobody", async () => {
    const site = newSite();
    const stranger = `${unique("nobody")}@namibcopper.com.na`;
    await useUpSiteLimit(site);
    const before = await DeviceLink.count();
    const answer = await api("/login?type=employee", {
      method: "POST",
      body: form({ intent: "device-link", email: stranger }),
      headers: formHeaders(site),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/login?type=employee");
    await settleJobs(["send_device_link"]);
    expect(await DeviceLink.count()).toBe(before);
  });

  it("offers links only to a network whose limit is used up", async () => {
    const person = await createTestUser();
    const answer = await api("/login?type=employee", {
      method: "POST",
      body: form({ intent: "device-link", email: person.email }),
      headers: formHeaders(newSite()),
    });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain("Your network can sign in as usual: a device link is only needed when the login form offers one.");
  });

  it("gives a known device its own limit, and answers its used-up guesses without checking them", async () => {
    const site = newSite();
    const { email, password } = await createTestUser();
    const device = cookiesFrom((await loginForm(site, email, password)).headers, "hr_device");
    await useUpSiteLimit(site);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) answers.push((await loginForm(site, email, `guess-${attempt}`, device)).status);
    // Five guesses are checked (the last of them locks the device's count); the rest are refused at once.
    expect(answers.every((status) => status === 401)).toBe(true);
    const refused = await loginForm(site, email, password, device);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many requests from your network");
  });

  it("forgets known devices and voids live links when the owner signs out everywhere", async () => {
    const site = newSite();
    const person = await createTestUser();
    const first = await loginForm(site, person.email, person.password);
    const device = cookiesFrom(first.headers, "hr_device");
    const session = cookiesFrom(first.headers, "hr_session");
    await useUpSiteLimit(site);
    await api("/login?type=employee", {
      method: "POST",
      body: form({ intent: "device-link", email: person.email }),
      headers: formHeaders(site),
    });
    const url = linkIn(await linkMailTo(person.employee!.communicationEmail!));
    expect((await api("/api/auth/logout-everywhere", { method: "POST", cookie: session })).status).toBe(200);
    // The browser known before the clean-up is a stranger to the network's limit now, and the link is void.
    expect((await loginForm(site, person.email, person.password, device)).status).toBe(429);
    const used = await api("/device-link", {
      method: "POST",
      body: form({ token: url.searchParams.get("token")! }),
      headers: formHeaders(site),
    });
    expect(used.status).toBe(400);
  });

  it("refuses an unknown token on the page and on the button", async () => {
    const page = await api("/device-link?token=not-a-real-token");
    expect(page.status).toBe(200);
    expect(page.text).toContain(DEVICE_LINK_INVALID);
    const used = await api("/device-link", { method: "POST", body: form({ token: "not-a-real-token" }), headers: formHeaders(newSite()) });
    expect(used.status).toBe(400);
  });
});
