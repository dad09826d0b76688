import { describe, expect, it } from "vitest";
import { Employee, EmployeeActivity } from "#models";
import { PROFILE_MESSAGES } from "~/schemas/profile";
import { createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 25, API fields as the spec names them: the employee's phone is `phoneNumber` in
 * spec 1 (PATCH /api/profile) and `phone` in the form; the JSON calls take either.
 */

async function signedIn(options: Parameters<typeof createTestUser>[0] = {}) {
  const account = await createTestUser(options);
  return { ...account, cookie: await sessionCookieFor(account.user.id) };
}

const phoneOf = async (id: number) => (await Employee.findByPk(id))?.phone;

describe("PATCH /api/profile with the spec's names", () => {
  it("saves phoneNumber alone and answers it under both names", async () => {
    const me = await signedIn({ firstName: "Hilma", lastName: "Nghipandulwa" });
    const response = await api("/api/profile", { method: "PATCH", cookie: me.cookie, body: { phoneNumber: "+264 81 222 0001" } });
    expect(response.status).toBe(200);
    expect(response.json?.message).toBe(PROFILE_MESSAGES.updated);
    expect(response.json?.profile).toMatchObject({ phone: "+264 81 222 0001", phoneNumber: "+264 81 222 0001" });
    expect(await phoneOf(me.employee!.id)).toBe("+264 81 222 0001");
  });

  it("saves phone alone as well, and refuses two different numbers at once", async () => {
    const me = await signedIn();
    expect((await api("/api/profile", { method: "PATCH", cookie: me.cookie, body: { phone: "+264 81 222 0002" } })).status).toBe(200);
    expect(await phoneOf(me.employee!.id)).toBe("+264 81 222 0002");

    const same = await api("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      body: { phone: "+264 81 222 0003", phoneNumber: "+264 81 222 0003" },
    });
    expect(same.status).toBe(200);
    expect(await phoneOf(me.employee!.id)).toBe("+264 81 222 0003");

    const both = await api("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      body: { phone: "+264 81 222 0004", phoneNumber: "+264 81 222 0005" },
    });
    expect(both.status).toBe(400);
    expect(both.json?.errors?.phoneNumber).toEqual(["Send phone or phoneNumber, not both."]);
    expect(await phoneOf(me.employee!.id)).toBe("+264 81 222 0003");
  });

  it("checks phoneNumber with the phone field's rule and refuses a body that is not an object", async () => {
    const me = await signedIn();
    const long = await api("/api/profile", { method: "PATCH", cookie: me.cookie, body: { phoneNumber: "1".repeat(51) } });
    expect(long.status).toBe(400);
    expect(Object.keys(long.json?.errors ?? {})).toEqual(["phone"]);
    const list = await api("/api/profile", { method: "PATCH", cookie: me.cookie, body: [] });
    expect(list.status).toBe(400);
    expect(list.json?.message).toBe("The request body must be a JSON object.");
  });
});

describe("PUT /api/employees/{id} by the employee", () => {
  it("updates the phone from {phone} alone and writes the change to the history", async () => {
    const me = await signedIn({ firstName: "Tangeni", lastName: "Iipinge" });
    const response = await api(`/api/employees/${me.employee!.id}`, {
      method: "PUT",
      cookie: me.cookie,
      body: { phone: "+264 81 333 0001" },
    });
    expect(response.status).toBe(200);
    expect(response.json?.profile).toMatchObject({ phone: "+264 81 333 0001", phoneNumber: "+264 81 333 0001" });
    const row = await Employee.findByPk(me.employee!.id);
    expect(row).toMatchObject({ phone: "+264 81 333 0001", firstName: "Tangeni", lastName: "Iipinge" });
    const latest = await EmployeeActivity.findOne({ where: { employeeId: me.employee!.id }, order: [["id", "DESC"]] });
    expect(latest?.title).toBe("Profile updated");
    expect(latest?.description).toMatch(/^Changed: Phone/);
  });

  it("takes the spec's phoneNumber too, and leaves the other fields as they were", async () => {
    const me = await signedIn({ communicationEmail: "tangeni.home@example.org" });
    const response = await api(`/api/employees/${me.employee!.id}`, {
      method: "PUT",
      cookie: me.cookie,
      body: { phoneNumber: "+264 81 333 0002" },
    });
    expect(response.status).toBe(200);
    expect(await Employee.findByPk(me.employee!.id)).toMatchObject({
      phone: "+264 81 333 0002",
      communicationEmail: "tangeni.home@example.org",
    });
  });

  it("keeps HR-only fields out of reach and another employee's record not found", async () => {
    const me = await signedIn();
    const other = await createTestUser();
    const salary = (await Employee.findByPk(me.employee!.id))?.salary ?? null;
    const response = await api(`/api/employees/${me.employee!.id}`, {
      method: "PUT",
      cookie: me.cookie,
      body: { phone: "+264 81 333 0003", salary: "999999", department: "Finance", status: "terminated" },
    });
    // Fields outside the employee's own profile are not theirs to send: ignored, never saved.
    expect(response.status).toBe(200);
    const row = await Employee.findByPk(me.employee!.id);
    expect(row).toMatchObject({ phone: "+264 81 333 0003", status: "active" });
    expect(row?.salary ?? null).toBe(salary);
    expect(row?.department).not.toBe("Finance");

    const theirs = await api(`/api/employees/${other.employee!.id}`, {
      method: "PUT",
      cookie: me.cookie,
      body: { phone: "+264 81 333 0004" },
    });
    expect(theirs.status).toBe(404);
    expect(await phoneOf(other.employee!.id)).not.toBe("+264 81 333 0004");
  });

  it("keeps the first-time dialog's call: {communicationEmail} alone is required and checked with its message", async () => {
    const me = await signedIn({ communicationEmail: null });
    const bad = await api(`/api/employees/${me.employee!.id}`, { method: "PUT", cookie: me.cookie, body: { communicationEmail: "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.json?.message).toBe("Please enter a valid email address.");
    const good = await api(`/api/employees/${me.employee!.id}`, {
      method: "PUT",
      cookie: me.cookie,
      body: { communicationEmail: "Me.Home@Example.org" },
    });
    expect(good.status).toBe(200);
    expect(good.json).toEqual({ id: me.employee!.id, communicationEmail: "me.home@example.org" });
  });
});

describe("PUT /api/employees/{id} by HR", () => {
  it("takes the spec's phoneNumber as the phone", async () => {
    const hr = await signedIn({ role: "hr" });
    const other = await createTestUser();
    const response = await api(`/api/employees/${other.employee!.id}`, {
      method: "PUT",
      cookie: hr.cookie,
      body: { phoneNumber: "+264 81 444 0001" },
    });
    expect(response.status).toBe(200);
    expect(await phoneOf(other.employee!.id)).toBe("+264 81 444 0001");
  });
});
