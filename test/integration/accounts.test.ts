import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { Employee, PasswordResetRequest, User } from "#models";
import { hashToken, newToken } from "~/services/tokens.server";
import { attemptLogin } from "~/services/accounts/login.server";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

function createUser(args: string[]) {
  return spawnSync("npx", ["tsx", "scripts/create-user.ts", ...args], { env: process.env, encoding: "utf8", timeout: 60_000 });
}

describe("npm run create-user", () => {
  it("creates an HR login with a new employee record, then updates it", async () => {
    const email = `${unique()}@namibcopper.com.na`;
    const employeeId = `OPS-${unique()}`;
    const first = createUser([
      "--email",
      email,
      "--password",
      "Operator#1",
      "--role",
      "hr",
      "--first-name",
      "Aina",
      "--last-name",
      "Nghipondoka",
      "--employee-id",
      employeeId,
    ]);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Created hr login ${email} linked to employee ${employeeId}`);
    const user = await User.findOne({ where: { email } });
    expect(user).toMatchObject({ role: "hr", passwordSet: true, firstName: "Aina" });
    const employee = await Employee.findOne({ where: { employeeId } });
    expect(employee!.userId).toBe(user!.id);
    expect((await attemptLogin(email, "Operator#1")).ok).toBe(true);

    const second = createUser([
      "--email",
      email,
      "--password",
      "Operator#2",
      "--role",
      "employee",
      "--first-name",
      "Aina",
      "--last-name",
      "Nghipondoka",
    ]);
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("Updated employee login");
    expect((await attemptLogin(email, "Operator#2")).ok).toBe(true);
    expect((await User.findByPk(user!.id))!.role).toBe("employee");
  }, 90_000);

  it("links to an existing employee record by employee ID", async () => {
    const employee = await createTestEmployee();
    const email = `${unique()}@namibcopper.com.na`;
    const result = createUser([
      "--email",
      email,
      "--password",
      "Operator#1",
      "--role",
      "employee",
      "--first-name",
      "A",
      "--last-name",
      "B",
      "--employee-id",
      employee.employeeId,
    ]);
    expect(result.status, result.stderr).toBe(0);
    await employee.reload();
    expect(employee.userId).toBe((await User.findOne({ where: { email } }))!.id);
    expect(employee.email).toBe(email);
  });

  it.each([
    [
      ["--email", "nope", "--password", "Operator#1", "--role", "hr", "--first-name", "A", "--last-name", "B"],
      /--email must be a valid email address/,
    ],
    [
      ["--email", "a@namibcopper.com.na", "--password", "short", "--role", "hr", "--first-name", "A", "--last-name", "B"],
      /at least 8 characters/,
    ],
    [
      ["--email", "a@namibcopper.com.na", "--password", "Operator#1", "--role", "boss", "--first-name", "A", "--last-name", "B"],
      /--role must be hr or employee/,
    ],
    [["--email", "a@namibcopper.com.na", "--password", "Operator#1", "--role", "hr"], /--first-name is required/],
    [["--bogus"], /Usage: npm run create-user/],
  ])("exits non-zero with a clear message for bad input %#", (args, message) => {
    const result = createUser(args as string[]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
  });
});

describe("reset with an emailed token", () => {
  async function approvedRequest() {
    const { user, email } = await createTestUser();
    // The link HR's approval mails (password-resets.test.ts goes through the approval itself).
    const token = newToken();
    const request = await PasswordResetRequest.create({
      userId: user.id,
      employeeId: null,
      reason: "forgot",
      status: "approved",
      token: hashToken(token),
      tokenExpiry: new Date(Date.now() + 3_600_000),
    });
    return { user, email, request, token };
  }

  it("sets the new password once, storing only the token's hash", async () => {
    const { email, request, token } = await approvedRequest();
    await request.reload();
    expect(request.token).toBe(hashToken(token));
    expect(request.token).not.toBe(token);

    const ok = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: "Brand#New1" } });
    expect(ok.status).toBe(200);
    expect((await attemptLogin(email, "Brand#New1")).ok).toBe(true);
    await request.reload();
    expect(request).toMatchObject({ status: "completed", token: null });

    const reused = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: "Other#New2" } });
    expect(reused.status).toBe(400);
  });

  it("refuses an expired, unapproved or unknown token", async () => {
    const { request, token } = await approvedRequest();
    await request.update({ tokenExpiry: new Date(Date.now() - 1000) });
    expect((await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: "Brand#New1" } })).status).toBe(
      400,
    );

    const pending = await approvedRequest();
    await pending.request.update({ status: "pending" });
    expect(
      (await api("/api/auth/reset-password-with-token", { method: "POST", body: { token: pending.token, newPassword: "Brand#New1" } }))
        .status,
    ).toBe(400);
    expect(
      (await api("/api/auth/reset-password-with-token", { method: "POST", body: { token: "made-up", newPassword: "Brand#New1" } })).status,
    ).toBe(400);
  });

  it("applies the strong-password rules", async () => {
    const { token } = await approvedRequest();
    const weak = await api("/api/auth/reset-password-with-token", { method: "POST", body: { token, newPassword: "weakpassword" } });
    expect(weak.status).toBe(400);
    expect(weak.json?.errors.newPassword).toContain("Password must contain at least one uppercase letter");
  });
});

describe("communication email (PUT /api/employees/{id})", () => {
  it("lets an employee set their own, refuses another's with 404, and validates", async () => {
    const me = await createTestUser({ communicationEmail: null });
    const other = await createTestUser();
    const cookie = await sessionCookieFor(me.user.id);
    const own = await api(`/api/employees/${me.employee!.id}`, { method: "PUT", cookie, body: { communicationEmail: "Me@Example.org" } });
    expect(own.status).toBe(200);
    expect((await Employee.findByPk(me.employee!.id))!.communicationEmail).toBe("me@example.org");

    const theirs = await api(`/api/employees/${other.employee!.id}`, {
      method: "PUT",
      cookie,
      body: { communicationEmail: "x@example.org" },
    });
    expect(theirs.status).toBe(404);
    expect((await Employee.findByPk(other.employee!.id))!.communicationEmail).not.toBe("x@example.org");

    const bad = await api(`/api/employees/${me.employee!.id}`, { method: "PUT", cookie, body: { communicationEmail: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe("Please enter a valid email address.");
    expect((await api("/api/employees/abc", { method: "PUT", cookie, body: { communicationEmail: "a@b.org" } })).status).toBe(404);
  });

  it("lets HR set anyone's", async () => {
    const hr = await createTestUser({ role: "hr" });
    const other = await createTestUser();
    const cookie = await sessionCookieFor(hr.user.id);
    const response = await api(`/api/employees/${other.employee!.id}`, {
      method: "PUT",
      cookie,
      body: { communicationEmail: "set.by.hr@example.org" },
    });
    expect(response.status).toBe(200);
  });
});
