import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EeCommitteeMember, EeMeetingMinutes, EeRequest } from "#models";
import { EE_MESSAGES } from "~/schemas/equity";
import { canDecideEeRequests } from "~/services/equity/committee.server";
import { todayIso } from "~/utils/dates";
import { createTestEmployee, createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * The EE committee's workspace (issue 16): members added and removed by HR with their history
 * kept, EE requests submitted by anyone and seen by their submitter, HR and the committee only,
 * decisions recorded by HR and committee members, every message of the spec.
 */
const who = {} as Record<"hr" | "alice" | "bob" | "carol", { cookie: string; userId: number; employeeId: number; department: string }>;

beforeAll(async () => {
  for (const [name, role, department] of [
    ["hr", "hr", "Human Resources"],
    ["alice", "employee", "Geology"],
    ["bob", "employee", "Finance"],
    ["carol", "employee", "Mining"],
  ] as const) {
    const { user, employee } = await createTestUser({ role, firstName: name, department });
    who[name] = { cookie: await sessionCookieFor(user.id), userId: user.id, employeeId: employee!.id, department };
  }
});

afterAll(async () => {
  await EeCommitteeMember.destroy({ where: { employeeId: Object.values(who).map((person) => person.employeeId) } });
});

describe("EE requests", () => {
  it("refuses a request without subject or description with the spec's messages, and defaults category and priority", async () => {
    const empty = await api("/api/ee-requests", { method: "POST", cookie: who.alice.cookie, body: { subject: " ", description: "" } });
    expect(empty.status).toBe(400);
    expect(empty.json?.errors).toMatchObject({ subject: [EE_MESSAGES.subjectRequired], description: [EE_MESSAGES.descriptionRequired] });
    const badCategory = await api("/api/ee-requests", {
      method: "POST",
      cookie: who.alice.cookie,
      body: { subject: "Ramps", description: "Ramps", category: "parking" },
    });
    expect(badCategory.status).toBe(400);
    const created = await api("/api/ee-requests", {
      method: "POST",
      cookie: who.alice.cookie,
      body: { subject: "Wheelchair ramp at the canteen", description: "The canteen has steps only." },
    });
    expect(created.status).toBe(201);
    expect(created.json?.request).toMatchObject({ category: "general", priority: "normal", status: "pending", own: true });
  });

  it("shows a request to its submitter, HR and the committee only", async () => {
    const created = await api("/api/ee-requests", {
      method: "POST",
      cookie: who.alice.cookie,
      body: { subject: "Women's change room", description: "Shift B has none at Pit 2.", category: "workplace", priority: "high" },
    });
    const id = created.json!.request.id as number;
    const subjects = async (cookie: string) =>
      ((await api("/api/ee-requests", { cookie })).json!.requests as { subject: string }[]).map((row) => row.subject);

    expect(await subjects(who.alice.cookie)).toContain("Women's change room");
    expect(await subjects(who.bob.cookie)).not.toContain("Women's change room");
    expect((await api(`/api/ee-requests/${id}`, { cookie: who.bob.cookie })).status).toBe(404);
    expect(await subjects(who.hr.cookie)).toContain("Women's change room");
    // Bob may not decide it either.
    const refused = await api(`/api/ee-requests/${id}`, { method: "PUT", cookie: who.bob.cookie, body: { status: "reviewed" } });
    expect(refused.status).toBe(403);
    expect(refused.json?.message).toBe(EE_MESSAGES.notAllowedToDecide);

    // Once Bob serves on the committee he sees every request and records the decision.
    const added = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: who.bob.employeeId, position: "Secretary" },
    });
    expect(added.status).toBe(201);
    expect(await subjects(who.bob.cookie)).toContain("Women's change room");
    const unresolved = await api(`/api/ee-requests/${id}`, { method: "PUT", cookie: who.bob.cookie, body: { status: "resolved" } });
    expect(unresolved.status).toBe(400);
    expect(unresolved.json?.errors?.resolution).toEqual([EE_MESSAGES.resolutionRequired]);

    const minutes = await EeMeetingMinutes.create({
      title: "EE committee, October",
      meetingDate: "2026-10-20",
      fileName: "minutes.pdf",
      originalName: "minutes.pdf",
      storagePath: "test/minutes.pdf",
    });
    const decided = await api(`/api/ee-requests/${id}`, {
      method: "PUT",
      cookie: who.bob.cookie,
      body: { status: "resolved", resolution: "A change room opens at Pit 2 in December.", meetingMinutesId: minutes.id },
    });
    expect(decided.status).toBe(200);
    expect(decided.json?.request).toMatchObject({ status: "resolved", meetingMinutesTitle: "EE committee, October" });
    // The submitter reads the outcome.
    const own = await api(`/api/ee-requests/${id}`, { cookie: who.alice.cookie });
    expect(own.json?.request).toMatchObject({ status: "resolved", resolution: "A change room opens at Pit 2 in December." });
    await EeRequest.update({ meetingMinutesId: null }, { where: { id } });
    await minutes.destroy();
  });

  it("takes a request through the plain form (post, redirect, get)", async () => {
    const body = new URLSearchParams({
      subject: "Sign language at briefings",
      description: "Two colleagues are deaf.",
      category: "welfare",
      priority: "normal",
    });
    const response = await api("/ee-committee/requests/new", {
      method: "POST",
      cookie: who.carol.cookie,
      body: body.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ee-committee/requests");
    const page = await api("/ee-committee/requests", { cookie: who.carol.cookie });
    expect(page.text).toContain("Sign language at briefings");
    const refused = await api("/ee-committee/requests/new", {
      method: "POST",
      cookie: who.carol.cookie,
      body: "subject=&description=",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(refused.status).toBe(400);
  });
});

describe("deciding requests", () => {
  it("keeps what a JSON update leaves out, and a member cannot decide their own request", async () => {
    const member = await createTestUser();
    const cookie = await sessionCookieFor(member.user.id);
    const added = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: member.employee!.id, position: "Member" },
    });
    expect(added.status).toBe(201);
    const own = await api("/api/ee-requests", {
      method: "POST",
      cookie,
      body: { subject: "Ramp at the canteen", description: "For wheelchairs" },
    });
    expect(own.status).toBe(201);
    const id = own.json!.request.id as number;
    const selfDecided = await api(`/api/ee-requests/${id}`, { method: "PUT", cookie, body: { status: "reviewed" } });
    expect(selfDecided.status).toBe(403);
    expect(selfDecided.json?.message).toBe(EE_MESSAGES.ownRequest);

    const resolved = await api(`/api/ee-requests/${id}`, {
      method: "PUT",
      cookie: who.hr.cookie,
      body: { status: "resolved", resolution: "Ramp ordered" },
    });
    expect(resolved.status).toBe(200);
    const moved = await api(`/api/ee-requests/${id}`, { method: "PUT", cookie: who.hr.cookie, body: { status: "discussed" } });
    expect(moved.status).toBe(200);
    expect((await EeRequest.findByPk(id))!.resolution).toBe("Ramp ordered");
    await EeCommitteeMember.destroy({ where: { employeeId: member.employee!.id } });
  });
});

describe("committee members", () => {
  it("refuses a terminated employee, and a member terminated later decides nothing", async () => {
    const leaver = await createTestEmployee({ status: "terminated" });
    const refused = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: leaver.id, position: "Member" },
    });
    expect(refused.status).toBe(409);
    expect(refused.json?.errors?.employeeId).toEqual([EE_MESSAGES.terminatedMember]);

    const member = await createTestUser();
    const cookie = await sessionCookieFor(member.user.id);
    const added = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: member.employee!.id, position: "Member" },
    });
    expect(added.status).toBe(201);
    expect((await api("/api/ee-requests", { cookie })).json?.canDecide).toBe(true);
    // Terminated later (a terminated person cannot sign in either; the rule holds on its own).
    await member.employee!.update({ status: "terminated" });
    const viewer = { role: "employee" as const, employee: { id: member.employee!.id } };
    expect(await canDecideEeRequests(viewer as Parameters<typeof canDecideEeRequests>[0])).toBe(false);
    await EeCommitteeMember.destroy({ where: { employeeId: member.employee!.id } });
  });

  it("adds a member with the employee's department and today's start, refuses a second active membership, and keeps history on removal", async () => {
    const noPosition = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: who.carol.employeeId, position: "" },
    });
    expect(noPosition.status).toBe(400);
    expect(noPosition.json?.errors?.position).toEqual([EE_MESSAGES.positionRequired]);
    const byEmployee = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.alice.cookie,
      body: { employeeId: who.carol.employeeId, position: "Member" },
    });
    expect(byEmployee.status).toBe(403);

    const added = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: who.carol.employeeId, position: "Chairperson", department: "Finance", startDate: "2001-01-01" },
    });
    expect(added.status).toBe(201);
    expect(added.json?.member).toMatchObject({ position: "Chairperson", department: "Mining", startDate: todayIso(), isActive: true });
    const again = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: who.carol.employeeId, position: "Member" },
    });
    expect(again.status).toBe(409);
    expect(again.json?.message).toBe(EE_MESSAGES.alreadyMember);

    const listed = await api("/api/ee-committee/members", { cookie: who.alice.cookie });
    expect(listed.json?.members.map((member: { employeeId: number }) => member.employeeId)).toContain(who.carol.employeeId);

    const id = added.json!.member.id as number;
    expect((await api(`/api/ee-committee/members/${id}`, { method: "DELETE", cookie: who.alice.cookie })).status).toBe(403);
    const removed = await api(`/api/ee-committee/members/${id}`, { method: "DELETE", cookie: who.hr.cookie });
    expect(removed.status).toBe(200);
    expect((await api(`/api/ee-committee/members/${id}`, { method: "DELETE", cookie: who.hr.cookie })).status).toBe(404);

    const current = await api("/api/ee-committee/members", { cookie: who.hr.cookie });
    expect(current.json?.members.map((member: { id: number }) => member.id)).not.toContain(id);
    const history = await api("/api/ee-committee/members?history=1", { cookie: who.hr.cookie });
    expect(history.json?.members.find((member: { id: number }) => member.id === id)).toMatchObject({
      isActive: false,
      endDate: todayIso(),
    });
    // After removal the employee can serve again.
    const rejoined = await api("/api/ee-committee/members", {
      method: "POST",
      cookie: who.hr.cookie,
      body: { employeeId: who.carol.employeeId, position: "Member" },
    });
    expect(rejoined.status).toBe(201);
  });

  it("HR's add-member dialog finds employees by name, number or department and leaves out active members", async () => {
    const page = await api(`/ee-committee/members/new?q=${encodeURIComponent("carol")}`, { cookie: who.hr.cookie });
    expect(page.status).toBe(200);
    // Carol is an active member again (previous test): not offered.
    expect(page.text).not.toContain(`value="${who.carol.employeeId}"`);
    const byName = await api(`/ee-committee/members/new?q=alice`, { cookie: who.hr.cookie });
    expect(byName.text).toContain(`value="${who.alice.employeeId}"`);
    const form = await api("/ee-committee/members/new", {
      method: "POST",
      cookie: who.hr.cookie,
      body: `employeeId=${who.alice.employeeId}&position=`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(form.text).toContain(EE_MESSAGES.positionRequired);
  });
});
