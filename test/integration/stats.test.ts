import { Op } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Event, LeaveRequest } from "#models";
import { getCompanyFigures, getEmployeeStatistics, type EmployeeStatistics } from "~/services/stats.server";
import { addDays, todayIso } from "~/utils/dates";
import { createTestEmployee, createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * The events this file made are removed when it ends: the browser journeys that run later on
 * the same database expect their event among the dashboard's first upcoming ones, and an
 * event of today left here would come before it. (Integration files run one at a time.)
 */
const fileStarted = new Date();
afterAll(async () => {
  await Event.destroy({ where: { createdAt: { [Op.gte]: fileStarted } } });
});

/**
 * Statistics on a known data set. The database is shared with the other test files, so
 * each figure is checked as the exact difference between a reading before and after
 * this file's own records are added.
 */

const STAT_KEYS = [
  "totalEmployees",
  "activeEmployees",
  "pendingReviews",
  "upcomingEvents",
  "genderBreakdown",
  "contractTypeBreakdown",
  "driverStatusBreakdown",
  "leaveStatusBreakdown",
  "departmentBreakdown",
  "regionBreakdown",
  "ethnicBreakdown",
];

/** after - before for every key of either map, leaving out keys that did not change. */
function mapDelta(before: Record<string, number>, after: Record<string, number>) {
  const delta: Record<string, number> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[key] ?? 0) - (before[key] ?? 0);
    if (change !== 0) delta[key] = change;
  }
  return delta;
}

function statsDelta(before: EmployeeStatistics, after: EmployeeStatistics) {
  const number = (key: keyof EmployeeStatistics) => (after[key] as number) - (before[key] as number);
  return {
    totalEmployees: number("totalEmployees"),
    activeEmployees: number("activeEmployees"),
    pendingReviews: number("pendingReviews"),
    upcomingEvents: number("upcomingEvents"),
    genderBreakdown: mapDelta(before.genderBreakdown, after.genderBreakdown),
    contractTypeBreakdown: mapDelta(before.contractTypeBreakdown, after.contractTypeBreakdown),
    driverStatusBreakdown: mapDelta(before.driverStatusBreakdown, after.driverStatusBreakdown),
    leaveStatusBreakdown: mapDelta(before.leaveStatusBreakdown, after.leaveStatusBreakdown),
    departmentBreakdown: mapDelta(before.departmentBreakdown, after.departmentBreakdown),
    regionBreakdown: mapDelta(before.regionBreakdown, after.regionBreakdown),
    ethnicBreakdown: mapDelta(before.ethnicBreakdown, after.ethnicBreakdown),
  };
}

let hrCookie: string;
let employeeCookie: string;

async function readApiStats() {
  const response = await api("/api/stats", { cookie: hrCookie });
  expect(response.status).toBe(200);
  return response.json as unknown as EmployeeStatistics;
}

beforeAll(async () => {
  const hr = await createTestUser({ role: "hr" });
  const employee = await createTestUser();
  hrCookie = await sessionCookieFor(hr.user.id);
  employeeCookie = await sessionCookieFor(employee.user.id);
});

describe("employee statistics", () => {
  it("counts a known set of employees, leave requests and events exactly", async () => {
    const before = await readApiStats();
    const today = todayIso();

    // Three active employees, one inactive (total only), one trashed (nowhere).
    const a = await createTestEmployee({
      gender: "Male",
      contractType: "Permanent",
      driverStatus: "Driver",
      leaveStatus: "at work",
      department: "Geology",
      region: "//Karas",
      ethnic: "Nama",
    });
    const b = await createTestEmployee({
      gender: "Female",
      contractType: "Probation",
      driverStatus: "Driver - Long distance",
      leaveStatus: "on leave",
      department: "Geology",
      region: "Erongo",
      ethnic: "Ovambo",
    });
    await createTestEmployee({
      gender: null,
      contractType: "Fixed-term",
      driverStatus: "Non-Driver",
      department: "Finance",
      region: null,
      ethnic: null,
    });
    const inactive = await createTestEmployee({
      status: "inactive",
      gender: "Male",
      contractType: "Permanent",
      driverStatus: "Driver",
      leaveStatus: "on leave",
      department: "Finance",
      region: "Khomas",
      ethnic: "Herero",
    });
    const trashed = await createTestEmployee({
      gender: "Female",
      contractType: "Permanent",
      driverStatus: "Driver",
      leaveStatus: "on leave",
      department: "Geology",
      region: "Erongo",
      ethnic: "Herero",
      deletedAt: new Date(),
    });

    // Pending: two of A and one of the inactive employee count; approved and trashed ones do not.
    const leave = (employeeId: number, startDate: string, status: "pending" | "approved" = "pending") =>
      LeaveRequest.create({ employeeId, leaveType: "vacation", startDate, endDate: startDate, days: 1, status });
    await leave(a.id, addDays(today, 40));
    await leave(a.id, addDays(today, 50));
    await leave(inactive.id, addDays(today, 40));
    await leave(b.id, addDays(today, 40), "approved");
    await leave(trashed.id, addDays(today, 40));

    // Upcoming at date level in Namibia: earlier today and tomorrow count, late yesterday does not.
    const event = (title: string, startDate: Date) => Event.create({ title, eventType: "meeting", startDate });
    await event("Stats today", new Date(`${today}T00:30:00+02:00`));
    await event("Stats tomorrow", new Date(`${addDays(today, 1)}T09:00:00+02:00`));
    await event("Stats yesterday", new Date(`${addDays(today, -1)}T23:30:00+02:00`));

    const after = await readApiStats();
    expect(statsDelta(before, after)).toEqual({
      totalEmployees: 4,
      activeEmployees: 3,
      pendingReviews: 3,
      upcomingEvents: 2,
      genderBreakdown: { male: 1, female: 1, other: 1 },
      contractTypeBreakdown: { permanent: 1, probation: 1, fixedTerm: 1 },
      driverStatusBreakdown: { drivers: 2, nonDrivers: 1 },
      leaveStatusBreakdown: { onLeave: 1, available: 2 },
      departmentBreakdown: { Geology: 2, Finance: 1 },
      regionBreakdown: { "//Karas": 1, Erongo: 1, "Not specified": 1 },
      ethnicBreakdown: { Nama: 1, Ovambo: 1, "Not specified": 1 },
    });
  });

  it("answers with exactly the statistics entity, and the service agrees with the API", async () => {
    const fromApi = await readApiStats();
    expect(Object.keys(fromApi).sort()).toEqual([...STAT_KEYS].sort());
    expect(Object.keys(fromApi.genderBreakdown).sort()).toEqual(["female", "male", "other"]);
    expect(Object.keys(fromApi.contractTypeBreakdown).sort()).toEqual(["fixedTerm", "permanent", "probation"]);
    expect(Object.keys(fromApi.driverStatusBreakdown).sort()).toEqual(["drivers", "nonDrivers"]);
    expect(Object.keys(fromApi.leaveStatusBreakdown).sort()).toEqual(["available", "onLeave"]);
    expect(await getEmployeeStatistics()).toEqual(fromApi);
  });

  it("keeps the breakdowns consistent with the active count", async () => {
    const stats = await getEmployeeStatistics();
    const sum = (map: Record<string, number>) => Object.values(map).reduce((total, count) => total + count, 0);
    expect(sum(stats.genderBreakdown)).toBe(stats.activeEmployees);
    expect(sum(stats.leaveStatusBreakdown)).toBe(stats.activeEmployees);
    expect(sum(stats.departmentBreakdown)).toBe(stats.activeEmployees);
    expect(sum(stats.regionBreakdown)).toBe(stats.activeEmployees);
    expect(sum(stats.ethnicBreakdown)).toBe(stats.activeEmployees);
  });

  it("gives employees only the company figures: totals, departments and regions", async () => {
    const [figures, stats] = await Promise.all([getCompanyFigures(), getEmployeeStatistics()]);
    expect(figures).toEqual({
      totalEmployees: stats.totalEmployees,
      activeEmployees: stats.activeEmployees,
      departmentBreakdown: stats.departmentBreakdown,
      regionBreakdown: stats.regionBreakdown,
    });
    const page = await api("/stats", { cookie: employeeCookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain("By Department");
    expect(page.text).toContain("By Region");
    expect(page.text).not.toContain("By Ethnic Group");
    expect(page.text).not.toContain("Gender Distribution");
    expect(page.text).not.toContain("ethnicBreakdown");
    expect(page.text).not.toContain("pendingReviews");
  });
});

describe("GET /api/stats", () => {
  it("is for HR only: 403 for an employee, 401 signed out", async () => {
    expect((await api("/api/stats", { cookie: employeeCookie })).status).toBe(403);
    expect((await api("/api/stats")).status).toBe(401);
  });
});
