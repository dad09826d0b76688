import { beforeAll, describe, expect, it } from "vitest";
import { LeaveRequest, type Employee } from "#models";
import { countApprovedLeavesInYear, getApprovedLeaveEntries, getOnLeaveOn } from "~/services/leave/calendar.server";
import { countLeaveDays } from "~/utils/dates";
import { createTestEmployee, createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * The company leave calendar on a real database. Dates are in 2031 and every
 * employee has a unique name; other tests may have left leave of their own, so the
 * assertions look only at this file's employees.
 */

async function leave(
  employee: Employee,
  startDate: string,
  endDate: string,
  status: "approved" | "pending" | "rejected",
  leaveType: LeaveRequest["leaveType"] = "vacation",
) {
  return LeaveRequest.create({
    employeeId: employee.id,
    leaveType,
    startDate,
    endDate,
    days: countLeaveDays(startDate, endDate),
    status,
  });
}

describe("leave calendar", () => {
  let zulu: Employee;
  let amupolo: Employee;
  let early: Employee;
  let pendingOnly: Employee;
  let trashed: Employee;
  let ids: Set<string>;
  let cookie: string;
  let approvedMarch: LeaveRequest;
  let approvedSameDay: LeaveRequest;
  let approvedAcrossMonth: LeaveRequest;

  beforeAll(async () => {
    zulu = await createTestEmployee({ firstName: "Calendar", lastName: `Zulu${unique()}`, department: "Geology" });
    amupolo = await createTestEmployee({ firstName: "Calendar", lastName: `Amupolo${unique()}`, department: "Finance" });
    early = await createTestEmployee({ firstName: "Calendar", lastName: `Early${unique()}`, department: "Sustainability" });
    pendingOnly = await createTestEmployee({ firstName: "Calendar", lastName: `Pending${unique()}` });
    trashed = await createTestEmployee({ firstName: "Calendar", lastName: `Trashed${unique()}`, deletedAt: new Date() });
    ids = new Set([zulu, amupolo, early, pendingOnly, trashed].map((employee) => employee.employeeId));

    approvedMarch = await leave(zulu, "2031-03-10", "2031-03-12", "approved", "vacation");
    approvedSameDay = await leave(amupolo, "2031-03-10", "2031-03-10", "approved", "sick");
    approvedAcrossMonth = await leave(early, "2031-02-25", "2031-03-01", "approved", "maternity");
    await leave(zulu, "2031-04-01", "2031-04-02", "approved");
    await leave(pendingOnly, "2031-03-10", "2031-03-12", "pending");
    await leave(pendingOnly, "2031-03-15", "2031-03-16", "rejected");
    await leave(trashed, "2031-03-10", "2031-03-12", "approved");

    const viewer = await createTestUser();
    cookie = await sessionCookieFor(viewer.user.id);
  });

  const ours = <T extends { employeeId: string }>(entries: T[]) => entries.filter((entry) => ids.has(entry.employeeId));

  it("lists approved leave overlapping the range, with the calendar's fields, by start date then surname", async () => {
    const entries = ours(await getApprovedLeaveEntries({ from: "2031-03-01", to: "2031-03-31" }));
    expect(entries.map((entry) => entry.id)).toEqual([approvedAcrossMonth.id, approvedSameDay.id, approvedMarch.id]);
    expect(entries[2]).toEqual({
      id: approvedMarch.id,
      firstName: "Calendar",
      lastName: zulu.lastName,
      department: "Geology",
      employeeId: zulu.employeeId,
      leaveType: "vacation",
      startDate: "2031-03-10",
      endDate: "2031-03-12",
      days: 3,
    });
  });

  it("leaves out pending and rejected requests and trashed employees", async () => {
    const entries = ours(await getApprovedLeaveEntries({ from: "2031-01-01", to: "2031-12-31" }));
    expect(entries.some((entry) => entry.employeeId === pendingOnly.employeeId)).toBe(false);
    expect(entries.some((entry) => entry.employeeId === trashed.employeeId)).toBe(false);
    expect(entries).toHaveLength(4);
  });

  it("counts the first and the last day of a leave as on leave", async () => {
    const on = async (date: string) => ours(await getOnLeaveOn(date)).map((entry) => entry.id);
    expect(await on("2031-03-09")).toEqual([]);
    expect(await on("2031-03-10")).toEqual([approvedSameDay.id, approvedMarch.id]);
    expect(await on("2031-03-12")).toEqual([approvedMarch.id]);
    expect(await on("2031-03-13")).toEqual([]);
    expect(await on("2031-02-25")).toEqual([approvedAcrossMonth.id]);
    expect(await on("2031-03-01")).toEqual([approvedAcrossMonth.id]);
  });

  it("counts approved leave starting in a year", async () => {
    const employee = await createTestEmployee({ firstName: "Calendar", lastName: `Year${unique()}` });
    const before = await countApprovedLeavesInYear(2032);
    await leave(employee, "2032-06-01", "2032-06-03", "approved");
    await leave(employee, "2032-07-01", "2032-07-03", "pending");
    await leave(employee, "2031-12-30", "2032-01-02", "approved");
    expect(await countApprovedLeavesInYear(2032)).toBe(before + 1);
  });

  describe("GET /api/leave-calendar/approved", () => {
    it("answers 401 when signed out", async () => {
      const response = await api("/api/leave-calendar/approved?from=2031-03-01&to=2031-03-31");
      expect(response.status).toBe(401);
    });

    it("returns the approved entries with exactly the spec's fields", async () => {
      const response = await api("/api/leave-calendar/approved?from=2031-03-01&to=2031-03-31", { cookie });
      expect(response.status).toBe(200);
      const entries = ours(response.json as unknown as { id: number; employeeId: string }[]);
      expect(entries.map((entry) => entry.id)).toEqual([approvedAcrossMonth.id, approvedSameDay.id, approvedMarch.id]);
      expect(Object.keys(entries[0]).sort()).toEqual([
        "days",
        "department",
        "employeeId",
        "endDate",
        "firstName",
        "id",
        "lastName",
        "leaveType",
        "startDate",
      ]);
      expect(entries[1]).toMatchObject({ leaveType: "sick", startDate: "2031-03-10", endDate: "2031-03-10", days: 1 });
    });

    it("defaults to the current month", async () => {
      const response = await api("/api/leave-calendar/approved", { cookie });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.json)).toBe(true);
    });

    it("answers 400 with field errors for a malformed date, a reversed range or one over 366 days", async () => {
      const malformed = await api("/api/leave-calendar/approved?from=2026-13-01", { cookie });
      expect(malformed.status).toBe(400);
      expect(malformed.json?.message).toEqual(expect.any(String));
      expect(malformed.json?.errors?.from).toEqual([expect.any(String)]);

      const reversed = await api("/api/leave-calendar/approved?from=2031-03-02&to=2031-03-01", { cookie });
      expect(reversed.status).toBe(400);
      expect(reversed.json?.errors?.to).toBeTruthy();

      const tooLong = await api("/api/leave-calendar/approved?from=2031-01-01&to=2032-01-02", { cookie });
      expect(tooLong.status).toBe(400);
    });
  });

  describe("/leave-calendar", () => {
    it("shows who is on leave on the selected date in the side panel", async () => {
      const response = await api("/leave-calendar?month=2031-03&date=2031-03-11", { cookie });
      expect(response.status).toBe(200);
      expect(response.text).toContain("<title>Leave Calendar | HR Portal</title>");
      expect(response.text).toContain("March 2031");
      expect(response.text).toContain(`Calendar ${zulu.lastName}`);
      expect(response.text).toContain(zulu.employeeId);
      expect(response.text).toContain("10 Mar 2031");
      expect(response.text).not.toContain(trashed.lastName);
      expect(response.text).not.toContain(pendingOnly.lastName);
      // Days are plain links and the page ships no JavaScript.
      expect(response.text).toContain('href="/leave-calendar?month=2031-03&amp;date=2031-03-12"');
      expect(response.text).not.toMatch(/<script[^>]+src=/);
    });

    it("falls back to today and this month for invalid values", async () => {
      const response = await api("/leave-calendar?month=2031-99&date=2031-02-30", { cookie });
      expect(response.status).toBe(200);
      expect(response.text).toContain("On Leave Today");
    });

    it("sends a signed-out visitor to the login page", async () => {
      const response = await api("/leave-calendar?month=2031-03&date=2031-03-11");
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("location") ?? "", "http://x").pathname).toBe("/login");
    });
  });
});
