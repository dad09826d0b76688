import { Op, QueryTypes } from "sequelize";
import { beforeAll, describe, expect, it } from "vitest";
import { ActiveSession, DataProtectionAudit, PageVisit, Session, UserSession } from "#models";
import { SESSION_IDLE_TIMEOUT_MS } from "~/constants";
import { purgeOldPageVisits } from "~/services/activity/recording.server";
import { sweepExpiredSessions } from "~/services/activity/sessions.server";
import { getDb } from "~/db.server";
import { readSessionId } from "~/session.server";
import { createTestUser, unique } from "../support/factories";
import { pageVisitsWritten } from "../support/page-visits";
import { api, recordedSignIn } from "../support/session";

/**
 * Activity monitor and session control (issue 11, part 3): page views recorded by the
 * server, the monitor's calls and filters, force logout, the purge and the sweep.
 */

const asBrowser = { Accept: "text/html" };

async function visitsOfUser(userId: number) {
  return PageVisit.findAll({ where: { userId }, order: [["id", "ASC"]] });
}

let hrCookie: string;

beforeAll(async () => {
  const { user } = await createTestUser({ role: "hr", firstName: "Monitor" });
  hrCookie = await recordedSignIn(user);
});

describe("recording page visits", () => {
  it("records a signed-in page once per visit, with its name, address and the time spent closed by the next page", async () => {
    const { user, employee } = await createTestUser();
    const cookie = await recordedSignIn(user);
    expect((await api("/leave", { cookie, headers: asBrowser })).status).toBe(200);
    await expect.poll(async () => (await visitsOfUser(user.id)).length).toBe(1);
    // A revalidation or reload of the same page is the same visit.
    expect((await api("/leave?_data=routes%2F_employee.leave", { cookie })).status).toBe(200);
    expect((await api("/payslips?_data=routes%2F_employee.payslips", { cookie })).status).toBe(200);
    // A loader's visit is written just after its answer leaves.
    await expect.poll(async () => (await visitsOfUser(user.id)).map((visit) => visit.pagePath)).toEqual(["/leave", "/payslips"]);
    const visits = await visitsOfUser(user.id);
    expect(visits[0]).toMatchObject({ pageTitle: "Leave", employeeId: employee!.id });
    expect(visits[0].ipAddress).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(visits[0].timeSpent).not.toBeNull();
    expect(visits[1].timeSpent).toBeNull();
  });

  it("keeps the daily roll-up per page in step with the visits and their time spent", async () => {
    const { user } = await createTestUser();
    const cookie = await recordedSignIn(user);
    const path = `/admin/${unique("rollup")}`; // a page of its own, so other tests' visits do not count
    const rollup = async () => {
      const [row] = await getDb().query<{ visits: number; timed: number }>(
        `SELECT visits, timed FROM page_visit_days WHERE page_path = :path`,
        { replacements: { path }, type: QueryTypes.SELECT },
      );
      return row;
    };
    const { recordPageVisit } = await import("~/services/activity/recording.server");
    const sessionId = (await readSessionId(new Request("http://localhost/", { headers: { Cookie: cookie } })))!;
    const view = (at: string) => ({
      user: { id: user.id, sessionId, employee: null },
      path: at,
      title: "Test",
      url: `http://localhost${at}`,
      referrer: null,
      ipAddress: null,
    });
    await recordPageVisit(view(path));
    await recordPageVisit(view("/leave"));
    await recordPageVisit(view(path));
    expect(await rollup()).toEqual({ visits: 2, timed: 1 });
    expect(await PageVisit.count({ where: { pagePath: path } })).toBe(2);
    // A view written after a later one (visits are written after the answer leaves) ended
    // when the later one began; the later one stays open.
    await recordPageVisit(view("/earlier-page"), new Date(Date.now() - 10_000));
    const [latest] = await PageVisit.findAll({ where: { sessionId }, order: [["visitTime", "DESC"]], limit: 1 });
    const earlier = await PageVisit.findOne({ where: { sessionId, pagePath: "/earlier-page" } });
    expect(latest.pagePath).toBe(path);
    expect(latest.timeSpent).toBeNull();
    expect(earlier).toMatchObject({ pagePath: "/earlier-page", timeSpent: 10 });
  });

  it("ends the open visit when the page's beacon says it was left", async () => {
    const { user } = await createTestUser();
    const cookie = await recordedSignIn(user);
    await api("/directory", { cookie, headers: asBrowser });
    await expect.poll(async () => (await visitsOfUser(user.id)).length).toBe(1);
    const beacon = await api("/api/page-visits/leave", {
      cookie,
      method: "POST",
      body: "/directory",
      headers: { "Content-Type": "text/plain" },
    });
    expect(beacon.status).toBe(204);
    const [visit] = await visitsOfUser(user.id);
    expect(visit.timeSpent).not.toBeNull();
  });

  it("never records calls, layouts' loaders, token pages or anonymous visitors", async () => {
    const { user } = await createTestUser();
    const cookie = await recordedSignIn(user);
    await api("/api/leave-requests", { cookie });
    await api("/leave?_data=routes%2F_employee", { cookie });
    await api("/leave-approval/not-a-token/approve", { cookie, headers: asBrowser });
    await api("/reset-password?token=secret-token", { cookie, headers: asBrowser });
    await api("/profile", { cookie, headers: asBrowser });
    await expect.poll(async () => (await visitsOfUser(user.id)).length).toBe(1);
    await pageVisitsWritten(); // any other visit would be written by now, were there one
    expect((await visitsOfUser(user.id)).map((visit) => visit.pagePath)).toEqual(["/profile"]);
    const before = await PageVisit.count();
    await api("/management-team", { headers: asBrowser });
    await api("/", { headers: asBrowser });
    expect(await PageVisit.count()).toBe(before);
  });
});

describe("the monitor's calls", () => {
  it("lists sessions with their employee and browser, filtered by employee and by dates", async () => {
    const { user, employee } = await createTestUser({ department: "Mining Operations" });
    await recordedSignIn(user, { userAgent: "Mozilla/5.0 (X11) Gecko/20100101 Firefox/128.0", ip: "10.4.4.4" });
    const other = await createTestUser();
    await recordedSignIn(other.user);
    const mine = await api(`/api/admin/user-sessions?employeeId=${employee!.id}`, { cookie: hrCookie });
    expect(mine.status).toBe(200);
    expect(mine.json!.sessions).toHaveLength(1);
    expect(mine.json!.sessions[0]).toMatchObject({
      employeeName: `${employee!.firstName} ${employee!.lastName}`,
      employeeIdRef: employee!.employeeId,
      department: "Mining Operations",
      ipAddress: "10.4.4.4",
      isActive: true,
      role: "employee",
    });
    const lastYear = await api(`/api/admin/user-sessions?employeeId=${employee!.id}&dateFrom=2025-01-01&dateTo=2025-12-31`, {
      cookie: hrCookie,
    });
    expect(lastYear.json!.sessions).toEqual([]);
  });

  it("refuses bad filters with 400 and the field's message", async () => {
    const bad = await api("/api/admin/page-visits?dateFrom=2026-02-30", { cookie: hrCookie });
    expect(bad.status).toBe(400);
    expect(bad.json!.errors.dateFrom).toEqual(["Enter a date as YYYY-MM-DD"]);
    const reversed = await api("/api/admin/activity-stats?dateFrom=2026-11-20&dateTo=2026-11-01", { cookie: hrCookie });
    expect(reversed.status).toBe(400);
    expect(reversed.json!.errors.dateTo).toEqual(["From Date must be on or before To Date"]);
    const employee = await api("/api/admin/user-sessions?employeeId=abc", { cookie: hrCookie });
    expect(employee.status).toBe(400);
  });

  it("counts sessions, active sessions, unique users and the top pages of one employee", async () => {
    const { user, employee } = await createTestUser();
    const first = await recordedSignIn(user);
    await recordedSignIn(user);
    for (const path of ["/leave", "/payslips", "/leave"]) {
      const count = (await visitsOfUser(user.id)).length;
      await api(path, { cookie: first, headers: asBrowser });
      await expect.poll(async () => (await visitsOfUser(user.id)).length).toBe(count + 1);
    }
    const stats = await api(`/api/admin/activity-stats?employeeId=${employee!.id}`, { cookie: hrCookie });
    expect(stats.status).toBe(200);
    expect(stats.json).toMatchObject({ totalSessions: 2, activeSessions: 2, uniqueUsers: 1 });
    expect(stats.json!.topPages[0]).toMatchObject({ pagePath: "/leave", visitCount: 2 });
    const visits = await api(`/api/admin/page-visits?employeeId=${employee!.id}`, { cookie: hrCookie });
    expect(visits.json!.pageVisits.map((visit: { pagePath: string }) => visit.pagePath)).toEqual(["/leave", "/payslips", "/leave"]);
  });

  it("lists the sessions alive now with counts of HR administrators and employees", async () => {
    const response = await api("/api/admin/active-sessions", { cookie: hrCookie });
    expect(response.status).toBe(200);
    expect(response.json!.total).toBe(response.json!.hrAdmins + response.json!.employees);
    expect(response.json!.hrAdmins).toBeGreaterThanOrEqual(1);
    expect(await ActiveSession.count()).toBeGreaterThanOrEqual(response.json!.total);
  });
});

describe("session control", () => {
  it("ends every session of one person: their old cookie is refused on the next request, others keep theirs", async () => {
    const target = await createTestUser();
    const bystander = await createTestUser();
    const [phone, laptop] = [await recordedSignIn(target.user), await recordedSignIn(target.user)];
    const other = await recordedSignIn(bystander.user);
    const form = new URLSearchParams({ intent: "end-user", userId: String(target.user.id) });
    const response = await api("/admin/activity", {
      cookie: hrCookie,
      method: "POST",
      body: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/activity");
    for (const cookie of [phone, laptop]) expect((await api("/api/auth/user", { cookie })).status).toBe(401);
    expect((await api("/leave", { cookie: phone, headers: asBrowser })).headers.get("location")).toMatch(/^\/login/);
    expect((await api("/api/auth/user", { cookie: other })).status).toBe(200);
    expect(await UserSession.count({ where: { userId: target.user.id, isActive: true } })).toBe(0);
    expect(await ActiveSession.count({ where: { userId: target.user.id } })).toBe(0);
    const audit = await DataProtectionAudit.findOne({ where: { action: "force_logout_user" }, order: [["id", "DESC"]] });
    expect(audit?.details).toMatchObject({ targetUserId: target.user.id, sessionCount: 2, userCount: 1 });
  });

  it("ends one session by its history id, and says so when it has already ended", async () => {
    const { user } = await createTestUser();
    const cookie = await recordedSignIn(user);
    const history = await UserSession.findOne({ where: { userId: user.id } });
    const ended = await api(`/api/admin/user-sessions/${history!.id}`, { cookie: hrCookie, method: "DELETE" });
    expect(ended.status).toBe(200);
    expect(ended.json).toEqual({ sessionCount: 1, userCount: 1 });
    expect((await api("/api/auth/user", { cookie })).status).toBe(401);
    const again = await api(`/api/admin/user-sessions/${history!.id}`, { cookie: hrCookie, method: "DELETE" });
    expect(again.status).toBe(409);
    expect((await api("/api/admin/user-sessions/99999999", { cookie: hrCookie, method: "DELETE" })).status).toBe(404);
  });

  it("Force Logout All ends every session, the administrator's own included, and reports the counts", async () => {
    const a = await createTestUser();
    const b = await createTestUser();
    const cookies = [await recordedSignIn(a.user), await recordedSignIn(a.user), await recordedSignIn(b.user)];
    const { user: admin } = await createTestUser({ role: "hr" });
    const adminCookie = await recordedSignIn(admin);
    const alive = await Session.count({ where: { expire: { [Op.gt]: new Date() }, userId: { [Op.ne]: null } } });
    const response = await api("/api/admin/force-logout-all", { cookie: adminCookie, method: "POST" });
    expect(response.status).toBe(200);
    expect(response.json!.sessionCount).toBe(alive);
    expect(response.json!.userCount).toBeGreaterThanOrEqual(3);
    for (const cookie of [...cookies, adminCookie, hrCookie]) expect((await api("/api/auth/user", { cookie })).status).toBe(401);
    expect(await Session.count()).toBe(0);
    expect(await ActiveSession.count()).toBe(0);
    expect(await UserSession.count({ where: { isActive: true } })).toBe(0);
    expect(await DataProtectionAudit.count({ where: { action: "force_logout_all", userId: admin.id } })).toBe(1);
    // The monitor keeps working for the next administrator who signs in.
    const { user: next } = await createTestUser({ role: "hr" });
    hrCookie = await recordedSignIn(next);
  });

  it("from the screen, Force Logout All sends the administrator to the login page", async () => {
    const response = await api("/admin/activity", {
      cookie: hrCookie,
      method: "POST",
      body: "intent=force-logout-all",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    const { user: next } = await createTestUser({ role: "hr" });
    hrCookie = await recordedSignIn(next);
  });

  it("is for HR only", async () => {
    const { user } = await createTestUser();
    const cookie = await recordedSignIn(user);
    expect((await api("/api/admin/force-logout-all", { cookie, method: "POST" })).status).toBe(403);
    expect((await api("/api/auth/user", { cookie: hrCookie })).status).toBe(200);
  });
});

describe("housekeeping jobs", () => {
  it("purges page visits older than the retention period and keeps the rest", async () => {
    const { user } = await createTestUser();
    const day = 24 * 3600 * 1000;
    const old = await PageVisit.create({ userId: user.id, pagePath: "/leave", visitTime: new Date(Date.now() - 181 * day) });
    const recent = await PageVisit.create({ userId: user.id, pagePath: "/leave", visitTime: new Date(Date.now() - 179 * day) });
    expect(await purgeOldPageVisits(180)).toBeGreaterThanOrEqual(1);
    expect(await PageVisit.findByPk(old.id)).toBeNull();
    expect(await PageVisit.findByPk(recent.id)).not.toBeNull();
  });

  it("closes a session that expired unseen at its last activity", async () => {
    const { user } = await createTestUser();
    await recordedSignIn(user);
    const history = await UserSession.findOne({ where: { userId: user.id } });
    const expire = new Date(Date.now() - 60_000);
    await Session.update({ expire }, { where: { sid: history!.sessionId } });
    expect(await sweepExpiredSessions()).toBeGreaterThanOrEqual(1);
    await history!.reload();
    expect(history!.isActive).toBe(false);
    expect(history!.logoutTime!.getTime()).toBe(expire.getTime() - SESSION_IDLE_TIMEOUT_MS);
    expect(await ActiveSession.count({ where: { sessionId: history!.sessionId } })).toBe(0);
  });
});
