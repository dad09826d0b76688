import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveUpdate, Session, Suggestion } from "#models";
import { getDb } from "~/db.server";
import { createApiToken, revokeApiToken } from "~/services/accounts/api-tokens.server";
import { publishLiveUpdate, pruneLiveUpdates } from "~/services/live-updates.server";
import { freePort, startPortal, stopPortal } from "../../scripts/lib/portal-process";
import { createTestUser } from "../support/factories";
import { openStream } from "../support/live-updates";
import { api, sessionCookieFor } from "../support/session";

/**
 * The live-updates stream (issue 14): server-sent events fed by PostgreSQL LISTEN/NOTIFY,
 * so a change committed anywhere reaches the pages open on every portal process; each
 * update reaches its audience only, carries a type and a message, and a reconnecting page
 * catches up from its Last-Event-ID.
 */
let second: ChildProcess | undefined;
let secondOrigin = "";
const users: Record<"employee" | "other" | "hr" | "hr2", { id: number; cookie: string }> = {} as never;

beforeAll(async () => {
  const port = await freePort();
  secondOrigin = `http://localhost:${port}`;
  // A second portal process on the same database, with a fast heartbeat so an ended session shows quickly.
  second = await startPortal({ ...process.env, PORT: String(port), LIVE_UPDATES_HEARTBEAT_MS: "700" }, "ignore");
  for (const [name, role] of [
    ["employee", "employee"],
    ["other", "employee"],
    ["hr", "hr"],
    ["hr2", "hr"],
  ] as const) {
    const { user } = await createTestUser({ role });
    users[name] = { id: user.id, cookie: await sessionCookieFor(user.id) };
  }
}, 90_000);

afterAll(async () => {
  await stopPortal(second);
});

const data = (event: { data: string }) => JSON.parse(event.data) as { type: string; message: string };

describe("the live-updates stream", () => {
  it("is for signed-in people only, and is a stream no cache or proxy holds back", async () => {
    expect((await api("/api/live-updates")).status).toBe(401);
    const stream = await openStream(users.employee.cookie);
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("cache-control")).toContain("no-transform");
      expect(stream.response.headers.get("x-accel-buffering")).toBe("no");
      expect(stream.response.headers.get("content-encoding")).toBeNull();
      // Spec 1: a dropped connection is retried after 3 s.
      await expect.poll(() => stream.raw()).toContain("retry: 3000\n");
    } finally {
      stream.close();
    }
  });

  it("gives one toast per action: the HR user who changed it hears nothing, the others read HR's words, the submitter theirs", async () => {
    const idea = await Suggestion.create({ title: "Shade at the bus stop", description: "Sun.", submittedBy: users.employee.id });
    const employee = await openStream(users.employee.cookie);
    const author = await openStream(users.hr.cookie);
    const colleague = await openStream(users.hr2.cookie);
    try {
      const updated = await api(`/api/admin/suggestions/${idea.id}`, {
        method: "PUT",
        cookie: users.hr.cookie,
        body: { status: "approved" },
      });
      expect(updated.status).toBe(200);
      const own = await employee.next((event) => data(event).type === "suggestion_updated");
      expect(data(own).message).toBe('Your suggestion "Shade at the bus stop" is now Approved.');
      const told = await colleague.next((event) => data(event).type === "suggestion_updated");
      expect(data(told).message).toBe('Suggestion "Shade at the bus stop" is now Approved.');
      // A last update for every HR user: once it has arrived, the author's stream had its chance.
      await publishLiveUpdate("document_deleted", { actorId: null, hr: "marker" });
      await author.next((event) => data(event).message === "marker");
      expect(author.events.map((event) => data(event).message)).toEqual(["marker"]);
      expect(colleague.events.map((event) => data(event).message)).not.toContain(
        'Your suggestion "Shade at the bus stop" is now Approved.',
      );
    } finally {
      for (const stream of [employee, author, colleague]) stream.close();
    }
  });

  it("delivers an update to its audience only, with its type and message and nothing else", async () => {
    const employee = await openStream(users.employee.cookie);
    const other = await openStream(users.other.cookie);
    const hr = await openStream(users.hr.cookie);
    try {
      await publishLiveUpdate("suggestion_updated", {
        actorId: null,
        user: { id: users.employee.id, message: "Your suggestion is now Under Review." },
      });
      await publishLiveUpdate("document_deleted", { actorId: null, hr: "A document was deleted." });
      const own = await employee.next((event) => event.event === "update");
      expect(data(own)).toEqual({ type: "suggestion_updated", message: "Your suggestion is now Under Review." });
      expect(own.id).toMatch(/^\d+$/);
      const forHr = await hr.next((event) => data(event).type === "document_deleted");
      expect(data(forHr).message).toBe("A document was deleted.");
      // A last update for everyone: once it has arrived, nothing earlier is still on its way.
      await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: users.other.id, message: "marker" }, hr: "marker" });
      await other.next((event) => data(event).message === "marker");
      await hr.next((event) => data(event).message === "marker");
      expect(other.events.map((event) => data(event).message)).toEqual(["marker"]);
      expect(hr.events.map((event) => data(event).type)).not.toContain("suggestion_updated");
      expect(employee.events.map((event) => data(event).type)).toEqual(["suggestion_updated"]);
    } finally {
      for (const stream of [employee, other, hr]) stream.close();
    }
  });

  it("says nothing of a change that rolled back", async () => {
    const stream = await openStream(users.employee.cookie);
    try {
      await getDb()
        .transaction(async (transaction) => {
          await publishLiveUpdate(
            "suggestion_updated",
            { actorId: null, user: { id: users.employee.id, message: "rolled back" } },
            { transaction },
          );
          throw new Error("roll back");
        })
        .catch(() => undefined);
      await publishLiveUpdate("suggestion_updated", { actorId: null, user: { id: users.employee.id, message: "committed" } });
      await stream.next((event) => data(event).message === "committed");
      expect(stream.events.map((event) => data(event).message)).toEqual(["committed"]);
    } finally {
      stream.close();
    }
  });

  it("reaches pages open on every portal process", async () => {
    const onFirst = await openStream(users.employee.cookie);
    const onSecond = await openStream(users.employee.cookie, { origin: secondOrigin });
    try {
      await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: users.employee.id, message: "across processes" } });
      await onFirst.next((event) => data(event).message === "across processes");
      await onSecond.next((event) => data(event).message === "across processes");
    } finally {
      onFirst.close();
      onSecond.close();
    }
  });

  it("carries HR's suggestion update made through one portal to the submitter's page on the other, naming no one else", async () => {
    const { user, employee } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const suggestion = await Suggestion.create({
      title: "Shade at the bus stop",
      description: "Workers wait in the sun for the 13:00 bus at the plant gate.",
      category: "workplace",
      employeeId: employee!.id,
      submittedBy: user.id,
    });
    const onSecond = await openStream(cookie, { origin: secondOrigin });
    const someoneElse = await openStream(users.other.cookie, { origin: secondOrigin });
    try {
      const update = await api(`/api/admin/suggestions/${suggestion.id}`, {
        method: "PUT",
        cookie: users.hr.cookie,
        body: { status: "under_review" },
      });
      expect(update.status).toBe(200);
      const event = await onSecond.next((candidate) => data(candidate).type === "suggestion_updated");
      expect(data(event).message).toContain("Shade at the bus stop");
      await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: users.other.id, message: "marker" } });
      await someoneElse.next((candidate) => data(candidate).message === "marker");
      expect(someoneElse.events.map((candidate) => data(candidate).type)).toEqual(["grievance_updated"]);
    } finally {
      onSecond.close();
      someoneElse.close();
    }
  });

  it("replays what a reconnecting page missed after its Last-Event-ID, and only that", async () => {
    const first = await openStream(users.other.cookie);
    await publishLiveUpdate("suggestion_updated", { actorId: null, user: { id: users.other.id, message: "seen" } });
    const seen = await first.next((event) => data(event).message === "seen");
    first.close();
    await publishLiveUpdate("suggestion_updated", { actorId: null, user: { id: users.other.id, message: "missed one" } });
    await publishLiveUpdate("suggestion_updated", { actorId: null, user: { id: users.employee.id, message: "someone else's" } });
    await publishLiveUpdate("suggestion_updated", { actorId: null, user: { id: users.other.id, message: "missed two" } });
    const again = await openStream(users.other.cookie, { lastEventId: seen.id, origin: secondOrigin });
    try {
      await again.next((event) => data(event).message === "missed two");
      expect(again.events.map((event) => data(event).message)).toEqual(["missed one", "missed two"]);
    } finally {
      again.close();
    }
    // A hostile Last-Event-ID is ignored, not an error.
    const hostile = await openStream(users.other.cookie, { lastEventId: "1e400'; --" });
    expect(hostile.response.status).toBe(200);
    hostile.close();
  });

  it("closes when the session ends, and is refused once signed out", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const stream = await openStream(cookie, { origin: secondOrigin });
    expect(stream.response.status).toBe(200);
    // HR ends the session (force logout) or the person signs out elsewhere: the row goes.
    await Session.destroy({ where: { userId: user.id } });
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("stream still open")), 5_000))]);
    const again = await fetch(`${secondOrigin}/api/live-updates`, { headers: { Cookie: cookie } });
    expect(again.status).toBe(401);
  });

  it("closes a script's stream when its API token is revoked, and a person's when they are moved to the trash", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const { id, token } = await createApiToken(hr.id, "live updates test");
    const scripted = await openStream("", { origin: secondOrigin, bearer: token });
    expect(scripted.response.status).toBe(200);
    await revokeApiToken(id);
    await Promise.race([scripted.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("token stream still open")), 5_000))]);

    const { user, employee } = await createTestUser();
    const stream = await openStream(await sessionCookieFor(user.id), { origin: secondOrigin });
    expect(stream.response.status).toBe(200);
    await employee!.update({ deletedAt: new Date() });
    await Promise.race([stream.ended, new Promise((_, reject) => setTimeout(() => reject(new Error("trashed stream still open")), 5_000))]);
  });

  it("opening the stream does not count as activity that keeps a session alive", async () => {
    const { user } = await createTestUser();
    const idleSince = Date.now() - 10 * 60_000;
    const cookie = await sessionCookieFor(user.id, { lastActivity: idleSince });
    const stream = await openStream(cookie);
    stream.close();
    const session = await Session.findOne({ where: { userId: user.id } });
    expect((session!.sess as { lastActivity: number }).lastActivity).toBe(idleSince);
  });

  it("refuses a ninth stream of one person on one process", async () => {
    const { user } = await createTestUser();
    const cookie = await sessionCookieFor(user.id);
    const streams = [];
    try {
      for (let i = 0; i < 8; i++) streams.push(await openStream(cookie));
      expect(streams.every((stream) => stream.response.status === 200)).toBe(true);
      const ninth = await api("/api/live-updates", { cookie });
      expect(ninth.status).toBe(429);
      expect(ninth.json?.message).toBe("Too many open live-update connections. Close some portal tabs and try again.");
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("forgets updates older than a day", async () => {
    const old = await LiveUpdate.create({ type: "suggestion_updated", userId: users.employee.id, message: "old" });
    await LiveUpdate.update({ createdAt: new Date(Date.now() - 25 * 3_600_000) }, { where: { id: old.id } });
    await pruneLiveUpdates();
    expect(await LiveUpdate.findByPk(old.id)).toBeNull();
  });
});
