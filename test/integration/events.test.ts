import ICAL from "ical.js";
import { Op } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { CalendarFeed, Event, EventComment, EventRsvp, Session } from "#models";
import { EVENT_MESSAGES } from "~/schemas/events";
import { hashToken } from "~/services/tokens.server";
import { getDashboardEvents } from "~/services/events/dashboard.server";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser, unique } from "../support/factories";
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
 * Company events (issue 13): HR's create/edit/delete with the spec's rules and messages,
 * RSVPs (changeable, closed once over), comments (own delete, HR any), upcoming and past
 * at the Namibian date boundary, what signed-out visitors see, the .ics file read back
 * with a real iCalendar parser, and the personal feed's token (hashed, regenerated,
 * revoked).
 */

async function signedIn(role: "hr" | "employee" = "employee", firstName = "Ndapewa") {
  const person = await createTestUser({ role, firstName });
  return { ...person, cookie: await sessionCookieFor(person.user.id) };
}

function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: unique("Safety briefing "),
    startDate: `${addDays(todayIso(), 7)}T09:30`,
    endDate: `${addDays(todayIso(), 7)}T11:00`,
    eventType: "training",
    location: "Tsumeb smelter, training room 2",
    description: "Annual refresher on lockout-tagout.",
    ...overrides,
  };
}

async function createEvent(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await api("/api/events", { method: "POST", cookie, body: eventBody(overrides) });
  expect(response.status, response.text).toBe(201);
  return response.json!.event as { id: number; title: string; startDate: string; endDate: string | null; isPast: boolean };
}

describe("HR manages events", () => {
  it("creates an event, times read in Africa/Harare, and answers the spec's message", async () => {
    const { cookie } = await signedIn("hr");
    const response = await api("/api/events", { method: "POST", cookie, body: eventBody({ startDate: "2031-03-02T09:30", endDate: "" }) });
    expect(response.status, response.text).toBe(201);
    expect(response.json!.message).toBe("Event created successfully");
    // 09:30 in Harare (UTC+2) is 07:30 UTC.
    expect(response.json!.event.startDate).toBe("2031-03-02T07:30:00.000Z");
    const row = await Event.findByPk(response.json!.event.id);
    expect(row!.eventType).toBe("training");
    expect(row!.isAllDay).toBe(false);
  });

  it("refuses a missing title or start, an unknown type and an end before the start, with field errors", async () => {
    const { cookie } = await signedIn("hr");
    const missing = await api("/api/events", { method: "POST", cookie, body: { eventType: "meeting" } });
    expect(missing.status).toBe(400);
    expect(missing.json!.errors.title).toEqual([EVENT_MESSAGES.titleRequired]);
    expect(missing.json!.errors.startDate).toEqual([EVENT_MESSAGES.startRequired]);

    const badType = await api("/api/events", { method: "POST", cookie, body: eventBody({ eventType: "party" }) });
    expect(badType.status).toBe(400);
    expect(badType.json!.errors.eventType).toBeDefined();

    const backwards = await api("/api/events", {
      method: "POST",
      cookie,
      body: eventBody({ startDate: "2031-03-02T09:30", endDate: "2031-03-02T09:00" }),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json!.errors.endDate).toEqual(["End date cannot be before start date"]);

    const badDate = await api("/api/events", { method: "POST", cookie, body: eventBody({ startDate: "2031-02-30T09:00" }) });
    expect(badDate.status).toBe(400);
    expect(badDate.json!.errors.startDate).toEqual([EVENT_MESSAGES.invalidTime]);

    const nul = await api("/api/events", { method: "POST", cookie, body: eventBody({ title: "Braai\u0000" }) });
    expect(nul.status).toBe(400);
  });

  it("keeps an all-day event from midnight of its first day, end optional", async () => {
    const { cookie } = await signedIn("hr");
    const event = await createEvent(cookie, { startDate: "2031-12-16", endDate: "", isAllDay: true, eventType: "holiday" });
    expect(event.startDate).toBe("2031-12-15T22:00:00.000Z");
    expect(event.endDate).toBeNull();
  });

  it("refuses a second event with the same title at the same start (409)", async () => {
    const { cookie } = await signedIn("hr");
    const first = await createEvent(cookie);
    const again = await api("/api/events", { method: "POST", cookie, body: eventBody({ title: first.title.toUpperCase() }) });
    expect(again.status).toBe(409);
    expect(again.json!.message).toBe(EVENT_MESSAGES.duplicate);
  });

  it("updates and deletes (with its RSVPs and comments); unknown ids are 404, odd ids never reach the database", async () => {
    const { cookie } = await signedIn("hr");
    const employee = await signedIn();
    const event = await createEvent(cookie);
    await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "attending" } });
    await api(`/api/events/${event.id}/comments`, { method: "POST", cookie: employee.cookie, body: { comment: "See you there" } });

    const updated = await api(`/api/events/${event.id}`, {
      method: "PUT",
      cookie,
      body: eventBody({ title: "Moved briefing", eventType: "meeting" }),
    });
    expect(updated.status).toBe(200);
    expect(updated.json!.message).toBe("Event updated successfully");
    expect(updated.json!.event.title).toBe("Moved briefing");

    const removed = await api(`/api/events/${event.id}`, { method: "DELETE", cookie });
    expect(removed.status).toBe(200);
    expect(removed.json!.message).toBe("Event deleted successfully");
    expect(await Event.findByPk(event.id)).toBeNull();
    expect(await EventRsvp.count({ where: { eventId: event.id } })).toBe(0);
    expect(await EventComment.count({ where: { eventId: event.id } })).toBe(0);

    expect((await api(`/api/events/${event.id}`, { method: "DELETE", cookie })).status).toBe(404);
    expect((await api(`/api/events/${event.id}`, { method: "PUT", cookie, body: eventBody() })).status).toBe(404);
    for (const odd of ["0x17", "1e3", "99999999999", "-1"]) {
      expect((await api(`/api/events/${odd}`, { method: "DELETE", cookie })).status).toBe(404);
    }
  });

  it("lets only HR change events", async () => {
    const employee = await signedIn();
    expect((await api("/api/events", { method: "POST", cookie: employee.cookie, body: eventBody() })).status).toBe(403);
    expect((await api("/api/events", { method: "POST", body: eventBody() })).status).toBe(401);
  });
});

describe("Upcoming and past", () => {
  it("splits at the Namibian date: today 00:00 is upcoming, yesterday 23:55 is past", async () => {
    const { cookie } = await signedIn("hr");
    const today = todayIso();
    // Midnight in Namibia is 22:00 UTC the day before: a UTC date would call it past. (Midnight,
    // not a few minutes after it: a run in the first minutes of the Namibian day saw it not yet begun.)
    const early = await createEvent(cookie, { startDate: `${today}T00:00`, endDate: "" });
    const late = await createEvent(cookie, { startDate: `${addDays(today, -1)}T23:55`, endDate: "" });
    const upcoming = await api("/api/events?when=upcoming");
    const past = await api("/api/events?when=past");
    const ids = (reply: typeof upcoming) => (reply.json!.events as { id: number }[]).map((event) => event.id);
    expect(ids(upcoming)).toContain(early.id);
    expect(ids(upcoming)).not.toContain(late.id);
    expect(ids(past)).toContain(late.id);
    expect(ids(past)).not.toContain(early.id);
    // Started at 00:00 today and has no end: over (spec 2), though still listed as upcoming today.
    expect(early.isPast).toBe(true);
    expect((await api("/api/events?when=later")).status).toBe(400);
  });

  it("closes RSVPs once an event is over (409) but keeps its comments open", async () => {
    const { cookie } = await signedIn("hr");
    const employee = await signedIn();
    const over = await createEvent(cookie, { startDate: `${addDays(todayIso(), -3)}T10:00`, endDate: "" });
    const rsvp = await api(`/api/events/${over.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "attending" } });
    expect(rsvp.status).toBe(409);
    const comment = await api(`/api/events/${over.id}/comments`, { method: "POST", cookie: employee.cookie, body: { comment: "Thanks!" } });
    expect(comment.status).toBe(201);
  });
});

describe("RSVPs", () => {
  it("answers and changes one RSVP per employee, and lists names and pictures", async () => {
    const { cookie } = await signedIn("hr");
    const employee = await signedIn("employee", "Tangeni");
    const event = await createEvent(cookie);
    const first = await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "maybe" } });
    expect(first.status).toBe(200);
    expect(first.json!.message).toBe("RSVP updated successfully");
    const changed = await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "attending" } });
    expect(changed.status).toBe(200);
    expect(await EventRsvp.count({ where: { eventId: event.id } })).toBe(1);

    const mine = await api(`/api/events/${event.id}/my-rsvp`, { cookie: employee.cookie });
    expect(mine.json!.status).toBe("attending");
    const list = await api(`/api/events/${event.id}/rsvps`, { cookie });
    expect(list.json!.counts).toEqual({ attending: 1, not_attending: 0, maybe: 0 });
    expect(list.json!.rsvps).toHaveLength(1);
    expect(list.json!.rsvps[0]).toMatchObject({
      status: "attending",
      employeeName: `Tangeni ${employee.employee!.lastName}`,
      profilePictureUrl: null,
    });
    const none = await api(`/api/events/${event.id}/my-rsvp`, { cookie });
    expect(none.json!.status).toBeNull();
  });

  it("refuses an unknown status and an unknown event", async () => {
    const { cookie } = await signedIn("hr");
    const employee = await signedIn();
    const event = await createEvent(cookie);
    const bad = await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.json!.errors.status).toEqual([EVENT_MESSAGES.rsvpStatus]);
    const missing = await api("/api/events/2147483647/rsvp", { method: "POST", cookie: employee.cookie, body: { status: "maybe" } });
    expect(missing.status).toBe(404);
  });

  it("asks signed-out callers to log in, and callers whose session ended to log in again", async () => {
    const { cookie } = await signedIn("hr");
    const event = await createEvent(cookie);
    const anonymous = await api(`/api/events/${event.id}/rsvp`, { method: "POST", body: { status: "attending" } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ title: "Authentication Required", message: "Please log in to RSVP to events" });
    const comment = await api(`/api/events/${event.id}/comments`, { method: "POST", body: { comment: "Hello" } });
    expect(comment.status).toBe(401);
    expect(comment.json).toMatchObject({ title: "Authentication Required", message: "Please log in to comment on events" });

    const employee = await signedIn();
    const idle = await sessionCookieFor(employee.user.id, { lastActivity: Date.now() - 31 * 60 * 1000 });
    const expired = await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: idle, body: { status: "attending" } });
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ title: "Session Expired", message: "Please log in again to continue" });

    const ended = await sessionCookieFor(employee.user.id);
    await Session.destroy({ where: { userId: employee.user.id } });
    const gone = await api(`/api/events/${event.id}/comments`, { method: "POST", cookie: ended, body: { comment: "Hello" } });
    expect(gone.json).toMatchObject({ title: "Session Expired", message: "Please log in again to continue" });
  });

  it("needs an employee record to answer", async () => {
    const { cookie } = await signedIn("hr");
    const event = await createEvent(cookie);
    const loginOnly = await createTestUser({ role: "hr", withEmployee: false });
    const reply = await api(`/api/events/${event.id}/rsvp`, {
      method: "POST",
      cookie: await sessionCookieFor(loginOnly.user.id),
      body: { status: "attending" },
    });
    expect(reply.status).toBe(403);
    expect(reply.json!.message).toBe(EVENT_MESSAGES.noEmployeeRecord);
  });
});

describe("Comments", () => {
  it("adds a comment, refuses a blank one, and lets the author delete it", async () => {
    const { cookie } = await signedIn("hr");
    const author = await signedIn("employee", "Selma");
    const event = await createEvent(cookie);
    const blank = await api(`/api/events/${event.id}/comments`, { method: "POST", cookie: author.cookie, body: { comment: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json!.message).toBe("Please enter a comment");

    const added = await api(`/api/events/${event.id}/comments`, {
      method: "POST",
      cookie: author.cookie,
      body: { comment: " Count me in " },
    });
    expect(added.status).toBe(201);
    expect(added.json!.message).toBe("Comment added successfully");
    expect(added.json!.comment).toMatchObject({
      comment: "Count me in",
      employeeName: `Selma ${author.employee!.lastName}`,
      canDelete: true,
    });

    const listed = await api(`/api/events/${event.id}/comments`, { cookie: author.cookie });
    expect(listed.json!.comments.map((entry: { comment: string }) => entry.comment)).toEqual(["Count me in"]);

    const removed = await api(`/api/events/${event.id}/comments/${added.json!.comment.id}`, { method: "DELETE", cookie: author.cookie });
    expect(removed.status).toBe(200);
    expect(removed.json!.message).toBe("Comment deleted successfully");
    expect(await EventComment.findByPk(added.json!.comment.id)).toBeNull();
  });

  it("refuses another employee's delete (403) and lets HR delete any", async () => {
    const { cookie } = await signedIn("hr");
    const author = await signedIn();
    const other = await signedIn("employee", "Petrus");
    const event = await createEvent(cookie);
    const added = await api(`/api/events/${event.id}/comments`, { method: "POST", cookie: author.cookie, body: { comment: "Bring PPE" } });
    const commentId = added.json!.comment.id;

    const asOther = await api(`/api/events/${event.id}/comments`, { cookie: other.cookie });
    expect(asOther.json!.comments[0].canDelete).toBe(false);
    const refused = await api(`/api/events/${event.id}/comments/${commentId}`, { method: "DELETE", cookie: other.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json!.message).toBe(EVENT_MESSAGES.ownCommentsOnly);

    const wrongEvent = await createEvent(cookie);
    expect((await api(`/api/events/${wrongEvent.id}/comments/${commentId}`, { method: "DELETE", cookie })).status).toBe(404);

    const byHr = await api(`/api/events/${event.id}/comments/${commentId}`, { method: "DELETE", cookie });
    expect(byHr.status).toBe(200);
    expect((await api(`/api/events/${event.id}/comments/${commentId}`, { method: "DELETE", cookie })).status).toBe(404);
  });
});

describe("What signed-out visitors see", () => {
  it("shows events and counts of RSVPs and comments, never names or comment text", async () => {
    const { cookie } = await signedIn("hr");
    const employee = await signedIn("employee", "Hilma");
    const event = await createEvent(cookie);
    await api(`/api/events/${event.id}/rsvp`, { method: "POST", cookie: employee.cookie, body: { status: "attending" } });
    await api(`/api/events/${event.id}/comments`, { method: "POST", cookie: employee.cookie, body: { comment: "Private note" } });

    const list = await api("/api/events?when=upcoming");
    expect(list.status).toBe(200);
    expect(list.json!.events.some((entry: { id: number }) => entry.id === event.id)).toBe(true);

    const rsvps = await api(`/api/events/${event.id}/rsvps`);
    expect(rsvps.status).toBe(200);
    expect(rsvps.json).toMatchObject({ rsvps: [], counts: { attending: 1, not_attending: 0, maybe: 0 }, namesHidden: true });
    const comments = await api(`/api/events/${event.id}/comments`);
    expect(comments.json).toMatchObject({ comments: [], count: 1, namesHidden: true });
    expect(rsvps.text + comments.text).not.toContain("Hilma");
    expect(comments.text).not.toContain("Private note");

    expect((await api(`/api/events/${event.id}/my-rsvp`)).status).toBe(401);
    expect((await api(`/api/events/${event.id}/ics`)).status).toBe(401);
  });
});

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("Calendars", () => {
  it("offers each event as an .ics file that a calendar reads back", async () => {
    const { cookie } = await signedIn("hr");
    const event = await createEvent(cookie, {
      title: "Pit 3 blasting schedule, review",
      startDate: "2031-05-06T14:00",
      endDate: "2031-05-06T15:30",
      location: "Kombat mine office",
    });
    const response = await api(`/api/events/${event.id}/ics`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/calendar");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="event-${event.id}.ics"`);
    const [parsed] = parseCalendar(response.text);
    expect(parsed.summary).toBe("Pit 3 blasting schedule, review");
    expect(parsed.location).toBe("Kombat mine office");
    expect(parsed.uid).toBe(`event-${event.id}@namibcopper.com.na`);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2031-05-06T12:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2031-05-06T13:30:00.000Z");

    const holiday = await createEvent(cookie, { startDate: "2031-12-25", endDate: "2031-12-26", isAllDay: true, eventType: "holiday" });
    const [allDay] = parseCalendar((await api(`/api/events/${holiday.id}/ics`, { cookie })).text);
    expect(allDay.startDate.isDate).toBe(true);
    expect(allDay.startDate.toString()).toBe("2031-12-25");
    expect(allDay.endDate.toString()).toBe("2031-12-27");
    expect((await api("/api/events/2147483647/ics", { cookie })).status).toBe(404);
  });

  it("serves a personal feed by a secret token stored hashed; regenerating and revoking end the old address", async () => {
    const hr = await signedIn("hr");
    const employee = await signedIn();
    const event = await createEvent(hr.cookie, { title: unique("Feed check ") });
    const made = await api("/events", { method: "POST", cookie: employee.cookie, body: "intent=feed-create", headers: form });
    expect(made.status).toBe(200);
    const url = /(http[^"<\s]+\/calendar\/[A-Za-z0-9_-]{43})/.exec(made.text)?.[1];
    expect(url).toBeDefined();
    const token = url!.split("/").at(-1)!;
    const stored = await CalendarFeed.findOne({ where: { userId: employee.user.id } });
    expect(stored!.tokenHash).toBe(hashToken(token));
    expect(stored!.tokenHash).not.toContain(token);

    const feed = await api(`/calendar/${token}`);
    expect(feed.status).toBe(200);
    expect(parseCalendar(feed.text).some((entry) => entry.summary === event.title)).toBe(true);

    const remade = await api("/events", { method: "POST", cookie: employee.cookie, body: "intent=feed-create", headers: form });
    const newToken = /\/calendar\/([A-Za-z0-9_-]{43})/.exec(remade.text)![1];
    expect((await api(`/calendar/${token}`)).status).toBe(404);
    expect((await api(`/calendar/${newToken}`)).status).toBe(200);

    const revoked = await api("/events", { method: "POST", cookie: employee.cookie, body: "intent=feed-revoke", headers: form });
    expect(revoked.status).toBe(302);
    expect((await api(`/calendar/${newToken}`)).status).toBe(404);
    expect(await CalendarFeed.count({ where: { userId: employee.user.id } })).toBe(0);
    expect((await api("/calendar/not-a-token")).status).toBe(404);
  });
});

const form = { "Content-Type": "application/x-www-form-urlencoded" };

describe("The dashboard's events", () => {
  it("lists the first five upcoming with the total, and the RSVP summary of the first three with five names and +N more", async () => {
    const hr = await signedIn("hr");
    const viewer = await signedIn();
    // The dashboard shows the soonest events: this one starts today, before any other test's but one.
    const today = todayIso();
    const soonest = await createEvent(hr.cookie, { startDate: `${today}T23:50`, endDate: `${today}T23:59` });
    const people = await Promise.all(Array.from({ length: 7 }, (_, index) => signedIn("employee", `Attendee${index}`)));
    for (const person of people) {
      await api(`/api/events/${soonest.id}/rsvp`, { method: "POST", cookie: person.cookie, body: { status: "attending" } });
    }
    await api(`/api/events/${soonest.id}/rsvp`, { method: "POST", cookie: viewer.cookie, body: { status: "maybe" } });
    const data = await getDashboardEvents({
      id: viewer.user.id,
      email: viewer.email,
      firstName: "Ndapewa",
      lastName: viewer.employee!.lastName,
      role: "employee",
      passwordSet: true,
      employee: { id: viewer.employee!.id, employeeId: viewer.employee!.employeeId, communicationEmail: null },
      sessionId: "",
      lastActivity: Date.now(),
    });
    expect(data.events.length).toBeLessThanOrEqual(5);
    expect(data.total).toBeGreaterThanOrEqual(data.events.length);
    const entry = data.summary.find((item) => item.id === soonest.id);
    expect(entry).toBeDefined();
    expect(entry!.attendees).toHaveLength(5);
    expect(entry!.moreAttending).toBe(2);
    expect(entry!.attendingCount).toBe(7);
    expect(entry!.myRsvp).toBe("maybe");
    expect(data.summary.length).toBeLessThanOrEqual(3);
  });
});
