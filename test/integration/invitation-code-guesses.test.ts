import { describe, expect, it } from "vitest";
import { AccountInvitation } from "#models";
import { INVITATION_CODE_MAX_ATTEMPTS } from "~/constants";
import { attemptLogin } from "~/services/accounts/login.server";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/** Issue 26 (low): an invitation's code takes a bounded number of wrong guesses, then it is void. */

const CODE_INVALID = "The employee ID or code is not valid, or the code has expired. Please ask HR for a new one.";
const PASSWORD = "Kalahari#2026";

async function hrCookie() {
  return sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
}

/** HR's Show invitation: the code and the link, as the page shows them. */
async function showInvitation(employeeId: number, cookie: string) {
  const shown = await fetch(`${baseUrl()}/admin/employees/${employeeId}/invitation`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams({ intent: "show" }),
  });
  expect(shown.status).toBe(200);
  const html = await shown.text();
  const code = /data-testid="invitation-code">([A-Z0-9]{4}-[A-Z0-9]{4})</.exec(html)?.[1];
  const token = /invitation=([A-Za-z0-9_-]+)/.exec(html)?.[1];
  if (!code || !token) throw new Error("no code or link on HR's invitation page");
  return { code, token };
}

/** A wrong code that has the code's shape (so it is a guess, not a typing error the form refuses). */
function wrongCode(code: string, index: number) {
  const letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789".replace(code[0], "");
  return `${letters[index % letters.length]}${code.slice(1)}`;
}

/** The login screen's set-password mode with a code, as a browser without JavaScript sends it. */
function redeemOnLoginScreen(employeeRef: string, code: string) {
  return fetch(`${baseUrl()}/login?type=employee&view=set-password&with=code`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
    body: new URLSearchParams({ intent: "redeem-code", employeeRef, code, password: PASSWORD, confirmPassword: PASSWORD }),
  });
}

function redeemOverApi(employeeId: string, code: string) {
  return api("/api/local-register", { method: "POST", body: { employeeId, code, password: PASSWORD } });
}

describe("an invitation's code", () => {
  it(`is void after ${INVITATION_CODE_MAX_ATTEMPTS} wrong guesses, on the login screen and over the API; HR's new invitation works`, async () => {
    expect(INVITATION_CODE_MAX_ATTEMPTS).toBe(5);
    const employee = await createTestEmployee({ communicationEmail: `${unique("code")}@example.org` });
    const cookie = await hrCookie();
    const { code } = await showInvitation(employee.id, cookie);

    for (let guess = 0; guess < 3; guess++) {
      const answer = await redeemOnLoginScreen(employee.employeeId, wrongCode(code, guess));
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(CODE_INVALID);
    }
    for (let guess = 3; guess < INVITATION_CODE_MAX_ATTEMPTS; guess++) {
      const answer = await redeemOverApi(employee.employeeId, wrongCode(code, guess));
      expect(answer).toMatchObject({ status: 400, json: { message: CODE_INVALID } });
    }
    // The right code now fails too, the same way, on both doors.
    expect(await redeemOverApi(employee.employeeId, code)).toMatchObject({ status: 400, json: { message: CODE_INVALID } });
    expect((await redeemOnLoginScreen(employee.employeeId, code)).status).toBe(400);
    expect((await attemptLogin(employee.email!, PASSWORD)).ok).toBe(false);

    const fresh = await showInvitation(employee.id, cookie);
    const accepted = await redeemOnLoginScreen(employee.employeeId, fresh.code);
    expect(accepted.status).toBe(302);
    expect((await attemptLogin(employee.email!, PASSWORD)).ok).toBe(true);
  });

  it("counts guesses that arrive at once: twenty wrong ones use up the code exactly, and the link still works", async () => {
    const employee = await createTestEmployee({ communicationEmail: `${unique("code")}@example.org` });
    const { code, token } = await showInvitation(employee.id, await hrCookie());
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => redeemOverApi(employee.employeeId, wrongCode(code, index))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(400));
    const invitation = await AccountInvitation.findOne({ where: { employeeId: employee.id, revokedAt: null } });
    expect(invitation?.codeAttempts).toBe(INVITATION_CODE_MAX_ATTEMPTS);
    expect((await redeemOverApi(employee.employeeId, code)).status).toBe(400);
    // Guessing the code voids the code, not the link mailed or printed with it.
    const byLink = await api("/api/local-register", { method: "POST", body: { invitation: token, password: PASSWORD } });
    expect(byLink.status).toBe(200);
    expect((await attemptLogin(employee.email!, PASSWORD)).ok).toBe(true);
  });

  it("lets the right code through after fewer wrong guesses", async () => {
    const employee = await createTestEmployee({ communicationEmail: `${unique("code")}@example.org` });
    const { code } = await showInvitation(employee.id, await hrCookie());
    for (let guess = 0; guess < INVITATION_CODE_MAX_ATTEMPTS - 1; guess++) {
      expect((await redeemOverApi(employee.employeeId, wrongCode(code, guess))).status).toBe(400);
    }
    expect((await redeemOverApi(employee.employeeId, code)).status).toBe(200);
  });
});
