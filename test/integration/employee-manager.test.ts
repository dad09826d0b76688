import { beforeAll, describe, expect, it } from "vitest";
import { Employee } from "#models";
import { MANAGER_MESSAGES } from "~/schemas/employee";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * The employee form's Manager field: a text the server reads as "Name (EMP-ID)", an
 * Employee ID or a full name only one employee has; suggestions come from
 * /api/admin/manager-choices. The Add and Edit dialogs no longer carry every employee.
 */
let hrCookie = "";
let employeeCookie = "";

beforeAll(async () => {
  hrCookie = await sessionCookieFor((await createTestUser({ role: "hr" })).user.id);
  employeeCookie = await sessionCookieFor((await createTestUser()).user.id);
});

function formBody(overrides: Record<string, string>) {
  const id = unique();
  return new URLSearchParams({
    employeeId: `M-${id}`,
    firstName: "Frieda",
    lastName: `Mbango${id}`,
    department: "Geology",
    position: "Shift Boss",
    startDate: "2025-02-03",
    employmentType: "full-time",
    status: "active",
    ...overrides,
  });
}

async function postForm(path: string, body: URLSearchParams) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { Cookie: hrCookie, "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl() },
    body,
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

describe("the Manager field", () => {
  it("reads 'Name (ID)', an Employee ID or a unique full name, and says what to type otherwise", async () => {
    const surname = unique("Kavari");
    const boss = await createTestEmployee({ firstName: "Tuli", lastName: surname });
    const label = `Tuli ${surname} (${boss.employeeId})`;
    for (const [manager, expected] of [
      [label, boss.id],
      [boss.employeeId, boss.id],
      [`tuli ${surname.toLowerCase()}`, boss.id],
      ["", null],
    ] as const) {
      const body = formBody({ manager });
      const created = await postForm("/admin/employees/new", body);
      expect(created.status, manager).toBe(302);
      const row = await Employee.findOne({ where: { employeeId: body.get("employeeId")! } });
      expect(row?.managerId ?? null, manager).toBe(expected);
    }

    const unknown = await postForm("/admin/employees/new", formBody({ manager: "Nobody At All" }));
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain(MANAGER_MESSAGES.notFound.replace("'", "&#x27;"));
    const twin = unique("Twin");
    await createTestEmployee({ firstName: "Jona", lastName: twin });
    await createTestEmployee({ firstName: "Jona", lastName: twin });
    const ambiguous = await postForm("/admin/employees/new", formBody({ manager: `Jona ${twin}` }));
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.text).toContain(`More than one employee is called Jona ${twin}`);
    // A trashed employee cannot be chosen.
    const gone = await createTestEmployee({ firstName: "Gone", lastName: unique("Away") });
    await gone.update({ deletedAt: new Date() });
    expect((await postForm("/admin/employees/new", formBody({ manager: gone.employeeId }))).status).toBe(400);
  });

  it("the edit form shows the saved manager as 'Name (ID)' and refuses the employee as their own manager", async () => {
    const boss = await createTestEmployee({ firstName: "Magano", lastName: unique("Shipanga") });
    const person = await createTestEmployee({ firstName: "Paulus", lastName: unique("Iipinge"), managerId: boss.id });
    const page = await api(`/admin/employees/${person.id}/edit`, { cookie: hrCookie });
    expect(page.text).toContain(`value="Magano ${boss.lastName} (${boss.employeeId})"`);
    const self = await postForm(
      `/admin/employees/${person.id}/edit`,
      formBody({ employeeId: person.employeeId, lastName: person.lastName, manager: person.employeeId }),
    );
    expect(self.status).toBe(400);
    expect(self.text).toContain(MANAGER_MESSAGES.self);
    const cleared = await postForm(
      `/admin/employees/${person.id}/edit`,
      formBody({ employeeId: person.employeeId, lastName: person.lastName, manager: "" }),
    );
    expect(cleared.status).toBe(302);
    expect((await Employee.findByPk(person.id))?.managerId).toBeNull();
  });

  it("suggests at most 20 matches by name or Employee ID, never the employee edited, to HR only", async () => {
    const surname = unique("Hamutenya");
    const people = [];
    for (let n = 0; n < 22; n++) people.push(await createTestEmployee({ firstName: `Ndeshi${n}`, lastName: surname }));
    const reply = await api(`/api/admin/manager-choices?q=${surname}&except=${people[0].id}`, { cookie: hrCookie });
    expect(reply.status).toBe(200);
    const choices = reply.json!.choices as { id: number; employeeId: string; name: string }[];
    expect(choices).toHaveLength(20);
    expect(choices.map((choice) => choice.id)).not.toContain(people[0].id);
    const byId = await api(`/api/admin/manager-choices?q=${encodeURIComponent(people[3].employeeId)}`, { cookie: hrCookie });
    expect((byId.json!.choices as { id: number }[]).map((choice) => choice.id)).toContain(people[3].id);
    expect((await api(`/api/admin/manager-choices?q=a`, { cookie: hrCookie })).json!.choices).toEqual([]);
    expect((await api(`/api/admin/manager-choices?q=${surname}`, { cookie: employeeCookie })).status).toBe(403);
    expect((await api(`/api/admin/manager-choices?q=${surname}`)).status).toBe(401);
  });
});
