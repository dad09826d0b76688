import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * Company events without JavaScript (issue 13), as plain pages and form posts: HR creates
 * an event in Events Management; an employee opens it from Company Events, RSVPs, comments,
 * and sees the event with their RSVP on the dashboard; HR deletes the comment; HR edits and
 * deletes an event. (test/e2e/events.test.ts is the same in Chromium with JavaScript.)
 */

function eventCards(page: NoJsPage, title: string) {
  return page.screen.queryAllByTestId("event-card").filter((card) => page.shows(title, card));
}

describe("events without JavaScript", () => {
  it("HR creates an event; an employee RSVPs, comments and sees it on the dashboard", async () => {
    const title = unique("Smelter briefing ");
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);

    let page = await hrBrowser.goto("/admin/events");
    expect(page.screen.getByRole("heading", { name: "Events Management" })).toBeTruthy();
    page = await page.click(page.screen.getByRole("link", { name: "Create Event" }));
    const create = page.region("Create Event");
    // Late today (Namibian time): the soonest upcoming event, so the dashboard lists it first. In the
    // last hour of the day, early tomorrow instead, so the event is never over before the test ends.
    const lateHour =
      Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Africa/Windhoek" }).format(new Date())) >= 23;
    const startDay = lateHour ? addDays(todayIso(), 1) : todayIso();
    const startTime = `${lateHour ? "00" : "23"}:55`;
    page.fill(create.getByLabelText(/^Title/), title);
    page.select(create.getByLabelText(/^Type/), "training");
    page.fill(create.getByLabelText(/^Start \(CAT\)/), `${startDay}T${startTime}`);
    page.fill(create.getByLabelText("Location (optional)"), "Tsumeb smelter, gate 3");
    page.fill(create.getByLabelText("Description (optional)"), "Ten minutes on the new blasting signals.");
    page = await page.click(create.getByRole("button", { name: "Create Event" }));
    expect(page.messageBox("Event created successfully", "status")).toBeTruthy();
    const [card] = eventCards(page, title);
    expect(page.text(card)).toContain("Training");
    expect(page.text(card)).toContain("Tsumeb smelter, gate 3");
    expect(page.text(card)).not.toContain("Past Event");

    const staff = await createTestUser({ firstName: "Ndapewa" });
    const name = `Ndapewa ${staff.user.lastName}`;
    const employeeBrowser = await new NoJsBrowser().signIn(staff.user.id);
    let employee = await employeeBrowser.goto("/events");
    expect(employee.screen.getByRole("heading", { name: "Company Events" })).toBeTruthy();
    employee = await employee.click(employee.screen.getByRole("link", { name: `View & RSVP: ${title}` }));
    let dialog = employee.region(title);
    expect(dialog.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href")).toMatch(/\/api\/events\/\d+\/ics$/);

    employee = await employee.click(dialog.getByRole("button", { name: "Maybe" }));
    expect(employee.messageBox("RSVP updated successfully", "status")).toBeTruthy();
    dialog = employee.region(title);
    employee = await employee.click(dialog.getByRole("button", { name: "Attending" }));
    expect(employee.messageBox("RSVP updated successfully", "status")).toBeTruthy();
    dialog = employee.region(title);
    expect(dialog.getByRole("button", { name: "Attending" }).getAttribute("aria-pressed")).toBe("true");
    const attendees = dialog.getByRole("list", { name: "Attendees" });
    expect(employee.text(attendees)).toContain(name);
    expect(employee.text(attendees)).toContain("Attending");

    employee.fill(dialog.getByLabelText("Add a comment"), "I will bring the new signal cards.");
    employee = await employee.click(dialog.getByRole("button", { name: "Post Comment" }));
    expect(employee.messageBox("Comment added successfully", "status")).toBeTruthy();
    expect(employee.shows("I will bring the new signal cards.", employee.region(title).element)).toBe(true);

    employee = await employeeBrowser.goto("/");
    const upcoming = employee.screen.getByRole("region", { name: "Upcoming Events" });
    expect(employee.text(upcoming)).toContain(title);
    expect(
      employee
        .within(upcoming)
        .getByRole("link", { name: /^View all \d+ events$/ })
        .getAttribute("href"),
    ).toBe("/events");
    let rsvpPanel = employee.region("RSVP");
    expect(employee.text(rsvpPanel.getByRole("list", { name: `Attending ${title}` }))).toContain(name);
    expect(rsvpPanel.getByRole("button", { name: `Attending: ${title}` }).getAttribute("aria-pressed")).toBe("true");
    employee = await employee.click(rsvpPanel.getByRole("button", { name: `Not Attending: ${title}` }));
    expect(employee.messageBox("RSVP updated successfully", "status")).toBeTruthy();
    expect(employee.url.pathname).toBe("/");
    rsvpPanel = employee.region("RSVP");
    expect(rsvpPanel.getByRole("button", { name: `Not Attending: ${title}` }).getAttribute("aria-pressed")).toBe("true");

    // HR sees the comment and may delete it.
    page = await hrBrowser.goto("/admin/events");
    page = await page.click(page.screen.getByRole("link", { name: `View ${title}` }));
    let view = page.region(title);
    expect(page.shows("I will bring the new signal cards.", view.element)).toBe(true);
    page = await page.click(view.getByRole("button", { name: `Delete comment by ${name}` }));
    expect(page.messageBox("Comment deleted successfully", "status")).toBeTruthy();
    view = page.region(title);
    expect(page.shows("Comments (0)", view.element)).toBe(true);
  });

  it("HR edits and deletes an event", async () => {
    const title = unique("Budget deadline ");
    const { user: hr } = await createTestUser({ role: "hr" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);
    let page = await hrBrowser.goto("/admin/events/new");
    let create = page.region("Create Event");
    page.fill(create.getByLabelText(/^Title/), title);
    // Tomorrow: among the soonest upcoming events, so on the list's first page.
    const tomorrow = addDays(todayIso(), 1);
    page.fill(create.getByLabelText(/^Start \(CAT\)/), `${tomorrow}T10:00`);
    page.fill(create.getByLabelText("End (CAT, optional)"), `${tomorrow}T09:00`);
    page = await page.click(create.getByRole("button", { name: "Create Event" }));
    create = page.region("Create Event");
    expect(page.shows("End date cannot be before start date", create.element)).toBe(true);
    page.fill(create.getByLabelText("End (CAT, optional)"), `${tomorrow}T11:00`);
    page = await page.click(create.getByRole("button", { name: "Create Event" }));
    expect(page.messageBox("Event created successfully", "status")).toBeTruthy();

    page = await page.click(page.screen.getByRole("link", { name: `Edit ${title}` }));
    const edit = page.region("Edit Event");
    expect((edit.getByLabelText(/^Start \(CAT\)/) as HTMLInputElement).value).toBe(`${tomorrow}T10:00`);
    page.select(edit.getByLabelText(/^Type/), "deadline");
    page = await page.click(edit.getByRole("button", { name: "Save Changes" }));
    expect(page.messageBox("Event updated successfully", "status")).toBeTruthy();
    expect(page.text(eventCards(page, title)[0])).toContain("Deadline");

    page = await page.click(page.screen.getByRole("link", { name: `Delete ${title}` }));
    const remove = page.region("Delete Event");
    page = await page.click(remove.getByRole("button", { name: "Delete Event" }));
    expect(page.messageBox("Event deleted successfully", "status")).toBeTruthy();
    expect(eventCards(page, title)).toHaveLength(0);
  });
});
