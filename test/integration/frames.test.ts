import { describe, expect, it } from "vitest";
import { createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/** A page as a browser asks for it (a script asking for the same path gets JSON). */
const asBrowser = { Accept: "text/html,application/xhtml+xml" };

/**
 * The dashboards' layouts as the server answers them (issue 9): error statuses inside
 * the frames, ids in one canonical form, and no toast from a query string.
 */
describe("ids in one canonical form", () => {
  const loose = ["0x17", "23.0", "%2023", "023", "2147483648", "99999999999999999999"];

  it("answers 404, never 500, for a loose or out-of-range id in a page URL or an API path", async () => {
    const { user } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(user.id);
    for (const id of loose) {
      const page = await api(`/admin/employees/${id}`, { cookie });
      expect(page.status, `/admin/employees/${id}`).toBe(404);
      const json = await api(`/api/employees/${id}`, { cookie });
      expect(json.status, `/api/employees/${id}`).toBe(404);
      const leave = await api(`/api/leave-requests/${id}`, { cookie });
      expect(leave.status, `/api/leave-requests/${id}`).toBe(404);
    }
  });
});

describe("error statuses inside the frames", () => {
  it("an employee gets 403 on every HR page, rendered inside the employee frame", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    for (const path of ["/admin", "/admin/overview", "/admin/employees", "/admin/trash", "/admin/employees/1"]) {
      const response = await api(path, { cookie, headers: asBrowser });
      expect(response.status, path).toBe(403);
      expect(response.text, path).toContain("You are not allowed to see this page.");
      expect(response.text, path).toContain('aria-label="Employee dashboard"');
      expect(response.text, path).not.toContain('aria-label="HR dashboard"');
    }
  });

  it("HR's unknown employee is a 404 naming what was not found, inside the HR frame", async () => {
    const { user } = await createTestUser({ role: "hr" });
    const response = await api("/admin/employees/999999999", { cookie: await sessionCookieFor(user.id), headers: asBrowser });
    expect(response.status).toBe(404);
    expect(response.text).toContain("Employee not found.");
    expect(response.text).toContain('aria-label="HR dashboard"');
  });

  it("an employee's unknown leave request is a 404 inside the employee frame", async () => {
    const { user } = await createTestUser();
    const response = await api("/leave/999999/edit", { cookie: await sessionCookieFor(user.id), headers: asBrowser });
    expect(response.status).toBe(404);
    expect(response.text).toContain("Leave request not found.");
    expect(response.text).toContain('aria-label="Employee dashboard"');
  });
});

describe("toasts", () => {
  it("never come from a query string", async () => {
    const { user } = await createTestUser({ role: "hr" });
    const response = await api("/admin/api-tokens?revoked=1", { cookie: await sessionCookieFor(user.id) });
    expect(response.status).toBe(200);
    expect(response.text).not.toContain("Token revoked");
  });
});
