import { beforeAll, describe, expect, it } from "vitest";
import { Employee, LeaveRequest, PasswordResetRequest } from "#models";
import { getBirthdaysThisMonth, getEmployeeDashboard, getHrOverviewPanel, readDashboardDate } from "~/services/dashboard.server";
import { DASHBOARD_NAMES_SHOWN } from "~/constants";
import { addDays, monthOf, todayIso } from "~/utils/dates";
import { createTestUser } from "../support/factories";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * Issue 13, Dashboard: On Leave for a picked date, birthdays (month and day only), the
 * Company News card's remembered state, and the HR Overview's panel. The database is
 * shared with other files, so figures are compared before and after this file's records.
 */

type Account = Awaited<ReturnType<typeof createTestUser>>;

/** A birthday `offset` days from today, in a year long ago. */
function birthdayIn(offset: number) {
  return `1988-${addDays(todayIso(), offset).slice(5)}`;
}

describe("On Leave for a picked date", () => {
  let viewer: Account;
  let onLeave: Account;
  const today = todayIso();
  const later = addDays(today, 12);

  beforeAll(async () => {
    viewer = await createTestUser({ firstName: "Frieda" });
    onLeave = await createTestUser({ firstName: "Albertina", department: "Geology" });
    await LeaveRequest.create({
      employeeId: onLeave.employee!.id,
      leaveType: "maternity",
      startDate: later,
      endDate: addDays(later, 2),
      days: 3,
      status: "approved",
    });
  });

  it("lists who is on approved leave on the picked day, and not today", async () => {
    const onDay = await getEmployeeDashboard({ ...viewer.user.get({ plain: true }), employee: null } as never, {
      date: later,
      month: monthOf(later),
    });
    expect(onDay.onLeaveDate).toBe(later);
    expect(onDay.onLeaveToday.map((entry) => entry.lastName)).toContain(onLeave.employee!.lastName);
    expect(onDay.leaveDays[later]?.types).toContain("maternity");
    const todays = await getEmployeeDashboard({ ...viewer.user.get({ plain: true }), employee: null } as never);
    expect(todays.onLeaveToday.map((entry) => entry.lastName)).not.toContain(onLeave.employee!.lastName);
  });

  it("answers the GET form without JavaScript, and never a day before today", async () => {
    const cookie = await sessionCookieFor(viewer.user.id);
    const page = await api(`/?date=${later}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${onLeave.employee!.firstName} ${onLeave.employee!.lastName}`);
    expect(page.text).toMatch(/On Leave for \d{2} [A-Z][a-z]{2} \d{4}/);
    expect(readDashboardDate(new URLSearchParams({ date: addDays(today, -1) }), today).date).toBe(today);
    expect(readDashboardDate(new URLSearchParams({ date: "2026-02-30" }), today).date).toBe(today);
    expect(readDashboardDate(new URLSearchParams({ month: "1999-01" }), today).month).toBe(monthOf(today));
    const past = await api(`/?date=${addDays(today, -3)}`, { cookie });
    expect(past.text).toContain("On Leave Today");
  });
});

describe("Upcoming Birthdays This Month", () => {
  it("sends month and day only, never the year", async () => {
    const today = todayIso();
    const { employee, user } = await createTestUser({ firstName: "Birthday" });
    await Employee.update({ birthday: `1979-${today.slice(5)}` }, { where: { id: employee!.id } });
    const entries = await getBirthdaysThisMonth();
    const entry = entries.find((item) => item.id === employee!.id);
    expect(entry).toEqual({ id: employee!.id, name: `Birthday ${employee!.lastName}`, birthday: today.slice(5), isToday: true });
    const page = await api("/", { cookie: await sessionCookieFor(user.id) });
    expect(page.text).toContain(`Birthday ${employee!.lastName}`);
    expect(page.text).not.toContain("1979");
  });
});

describe("the dashboard at a mine's size", () => {
  it("names at most DASHBOARD_NAMES_SHOWN people on leave and birthdays, and says how many more", async () => {
    // A day of its own, far ahead, so no other file's leave falls on it.
    const day = addDays(todayIso(), 900 + Math.floor(Math.random() * 400));
    const viewer = await createTestUser({ firstName: "Frieda" });
    const away = await Promise.all(Array.from({ length: DASHBOARD_NAMES_SHOWN + 3 }, () => createTestUser({ firstName: "Away" })));
    await LeaveRequest.bulkCreate(
      away.map((person) => ({
        employeeId: person.employee!.id,
        leaveType: "vacation",
        startDate: day,
        endDate: day,
        days: 1,
        status: "approved",
      })),
    );
    const today = todayIso();
    const born = await Promise.all(Array.from({ length: DASHBOARD_NAMES_SHOWN + 2 }, () => createTestUser({ firstName: "Born" })));
    await Employee.update({ birthday: `1990-${today.slice(5)}` }, { where: { id: born.map((person) => person.employee!.id) } });

    // The birthdays are today's on every dashboard of this worker's stack: they go again at the end.
    try {
      const dashboard = await getEmployeeDashboard({ ...viewer.user.get({ plain: true }), employee: null } as never, {
        date: day,
        month: monthOf(day),
      });
      expect(dashboard.onLeaveToday).toHaveLength(DASHBOARD_NAMES_SHOWN);
      expect(dashboard.onLeaveCount).toBe(DASHBOARD_NAMES_SHOWN + 3);
      expect(dashboard.birthdays).toHaveLength(DASHBOARD_NAMES_SHOWN);
      const birthdayCount = (await getBirthdaysThisMonth()).length;
      expect(dashboard.birthdayCount).toBe(birthdayCount);
      expect(birthdayCount).toBeGreaterThanOrEqual(DASHBOARD_NAMES_SHOWN + 2);

      // The page without JavaScript: ten names each, then how many more.
      const page = await api(`/?date=${day}`, { cookie: await sessionCookieFor(viewer.user.id) });
      expect(page.status).toBe(200);
      expect(page.text).toContain("and 3 more: the leave calendar lists everyone");
      expect(page.text).toContain(`and ${birthdayCount - DASHBOARD_NAMES_SHOWN} more this month`);
      expect(page.text.match(/>Away [^<]+</g)).toHaveLength(DASHBOARD_NAMES_SHOWN);
    } finally {
      await Employee.update({ birthday: null }, { where: { id: born.map((person) => person.employee!.id) } });
    }
  });
});

describe("the Company News card", () => {
  it("remembers being minimised in a cookie, with a plain form", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const open = await api("/", { cookie });
    expect(open.text).toContain("View Public Site");
    expect(open.text).toContain(">Minimise<");

    const response = await fetch(`${baseUrl()}/dashboard/news`, {
      method: "POST",
      body: new URLSearchParams({ minimised: "1" }),
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(302);
    const preference = response.headers.get("set-cookie")!.split(";")[0];
    expect(preference).toMatch(/^hr_news_minimised=/);
    const folded = await api("/", { cookie: `${cookie}; ${preference}` });
    expect(folded.text).toContain(">Expand<");
    expect(folded.text).toMatch(/<div id="[^"]+" hidden=""/);
  });
});

describe("the HR Overview panel", () => {
  it("counts pending leave and password resets, contracts expiring in 30 days and birthdays this week", async () => {
    const today = todayIso();
    const before = await getHrOverviewPanel(today);
    const [soon, later, leaver, birthday, farBirthday] = await Promise.all([
      createTestUser({ firstName: "Contract" }),
      createTestUser({ firstName: "Later" }),
      createTestUser({ firstName: "Leaver" }),
      createTestUser({ firstName: "Week" }),
      createTestUser({ firstName: "Far" }),
    ]);
    await Employee.update({ contractExpiryDate: addDays(today, 30) }, { where: { id: soon.employee!.id } });
    await Employee.update({ contractExpiryDate: addDays(today, 31) }, { where: { id: later.employee!.id } });
    await Employee.update({ contractExpiryDate: addDays(today, 5), status: "terminated" }, { where: { id: leaver.employee!.id } });
    await Employee.update({ birthday: birthdayIn(6) }, { where: { id: birthday.employee!.id } });
    await Employee.update({ birthday: birthdayIn(7) }, { where: { id: farBirthday.employee!.id } });
    await LeaveRequest.create({ employeeId: soon.employee!.id, leaveType: "sick", startDate: today, endDate: today, days: 1 });
    await PasswordResetRequest.create({ userId: later.user.id, employeeId: later.employee!.id, reason: "Forgot" });

    const after = await getHrOverviewPanel(today);
    const count = (panel: typeof after, key: string) => panel.attention.find((item) => item.key === key)!.count;
    expect(count(after, "leave") - count(before, "leave")).toBe(1);
    expect(count(after, "resets") - count(before, "resets")).toBe(1);
    const contractIds = after.contractsExpiring.map((entry) => entry.id);
    expect(contractIds).toContain(soon.employee!.id);
    expect(contractIds).not.toContain(later.employee!.id);
    expect(contractIds).not.toContain(leaver.employee!.id);
    const week = after.birthdaysThisWeek.find((entry) => entry.id === birthday.employee!.id);
    expect(week).toEqual({
      id: birthday.employee!.id,
      name: `Week ${birthday.employee!.lastName}`,
      birthday: birthdayIn(6).slice(5),
      isToday: false,
    });
    expect(after.birthdaysThisWeek.map((entry) => entry.id)).not.toContain(farBirthday.employee!.id);

    const hr = await createTestUser({ role: "hr" });
    const page = await api("/admin/overview", { cookie: await sessionCookieFor(hr.user.id) });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Needs Your Attention");
    expect(page.text).toContain("Recent Activity");
    expect(page.text).toContain(`Contract ${soon.employee!.lastName}`);
    expect(page.text).not.toContain("1988");
  });
});
