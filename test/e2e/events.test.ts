import { expect, test, type Page } from "@playwright/test";
import { addDays, todayIso } from "~/utils/dates";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * Company events (issue 13): HR creates an event in Events Management; an employee opens
 * it from Company Events, RSVPs, comments and deletes the comment, and sees the event
 * with their RSVP on the dashboard, with JavaScript (without it, the dialogs are pages: that
 * journey runs as HTTP requests in test/integration/no-javascript/events.test.ts), and the
 * events tab fits a 390 px phone without sideways scrolling.
 */

/** The route dialog: a modal <dialog> (without JavaScript a section of the page, tested over HTTP). */
function routeDialog(page: Page, name: string) {
  return page.getByRole("dialog", { name });
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe(`events (JavaScript on)`, () => {
  test("HR creates an event; an employee RSVPs, comments and sees it on the dashboard", async ({ page, context, browser }) => {
    // Two people, about twenty page loads: 45 s measured on a busy machine.
    const title = unique("Pit safety talk ");
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    await signIn(context, hr.id);

    await open(page, "/admin/events");
    await expect(page.getByRole("heading", { name: "Events Management" })).toBeVisible();
    await page.getByRole("link", { name: "Create Event" }).click();
    const create = routeDialog(page, "Create Event");
    await expect(create).toBeVisible();
    // Late today (Namibian time): the soonest upcoming event, so the dashboard lists it first. In the
    // last hour of the day, early tomorrow instead, so the event is never over before the test ends.
    const lateHour =
      Number(new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: "Africa/Windhoek" }).format(new Date())) >= 23;
    const startDay = lateHour ? addDays(todayIso(), 1) : todayIso();
    const startTime = `${lateHour ? "00" : "23"}:50`;
    await create.getByLabel("Title").fill(title);
    await create.getByLabel("Type").selectOption("training");
    await create.getByLabel("Start (CAT)").fill(`${startDay}T${startTime}`);
    await create.getByLabel("Location (optional)").fill("Tsumeb smelter, gate 3");
    await create.getByLabel("Description (optional)").fill("Ten minutes on the new blasting signals.");
    await create.getByRole("button", { name: "Create Event" }).click();
    await expect(messageBox(page, "Event created successfully", "status")).toBeVisible();
    const card = page.getByTestId("event-card").filter({ hasText: title });
    await expect(card).toContainText("Training");
    await expect(card).toContainText("Tsumeb smelter, gate 3");
    await expect(card).not.toContainText("Past Event");

    const staff = await createTestUser({ firstName: "Ndapewa" });
    const name = `Ndapewa ${staff.user.lastName}`;
    const employeeContext = await browser.newContext();
    await signIn(employeeContext, staff.user.id);
    const employee = await employeeContext.newPage();
    await open(employee, "/events");
    await expect(employee.getByRole("heading", { name: "Company Events" })).toBeVisible();
    await employee.getByRole("link", { name: `View & RSVP: ${title}` }).click();
    const dialog = routeDialog(employee, title);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveAttribute("href", /\/api\/events\/\d+\/ics$/);

    await dialog.getByRole("button", { name: "Maybe" }).click();
    await expect(messageBox(employee, "RSVP updated successfully", "status")).toBeVisible();
    await dialog.getByRole("button", { name: "Attending", exact: true }).click();
    await expect(messageBox(employee, "RSVP updated successfully", "status")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Attending", exact: true })).toHaveAttribute("aria-pressed", "true");
    const attendees = dialog.getByRole("list", { name: "Attendees" });
    await expect(attendees).toContainText(name);
    await expect(attendees).toContainText("Attending");

    await dialog.getByLabel("Add a comment").fill("I will bring the new signal cards.");
    await dialog.getByRole("button", { name: "Post Comment" }).click();
    await expect(messageBox(employee, "Comment added successfully", "status")).toBeVisible();
    await expect(dialog).toContainText("I will bring the new signal cards.");

    // With JavaScript "/" reopens the remembered tab (Events, spec 1): forget it to see the dashboard.
    await employee.evaluate(() => window.localStorage.clear());
    await open(employee, "/");
    const upcoming = employee.getByRole("region", { name: "Upcoming Events" });
    await expect(upcoming).toContainText(title);
    await expect(upcoming.getByRole("link", { name: /^View all \d+ events$/ })).toHaveAttribute("href", "/events");
    const rsvpPanel = employee.getByRole("region", { name: "RSVP" });
    await expect(rsvpPanel.getByRole("list", { name: `Attending ${title}` })).toContainText(name);
    await expect(rsvpPanel.getByRole("button", { name: `Attending: ${title}`, exact: true })).toHaveAttribute("aria-pressed", "true");
    await rsvpPanel.getByRole("button", { name: `Not Attending: ${title}`, exact: true }).click();
    await expect(messageBox(employee, "RSVP updated successfully", "status")).toBeVisible();
    await expect(employee).toHaveURL(/\/$/);
    await expect(rsvpPanel.getByRole("button", { name: `Not Attending: ${title}`, exact: true })).toHaveAttribute("aria-pressed", "true");

    // HR sees the comment and may delete it.
    await open(page, "/admin/events");
    await page.getByRole("link", { name: `View ${title}` }).click();
    const view = routeDialog(page, title);
    await expect(view).toContainText("I will bring the new signal cards.");
    await view.getByRole("button", { name: `Delete comment by ${name}` }).click();
    await expect(messageBox(page, "Comment deleted successfully", "status")).toBeVisible();
    await expect(view).toContainText("Comments (0)");
    await employeeContext.close();
  });

  test("HR edits and deletes an event", async ({ page, context }) => {
    const title = unique("Budget deadline ");
    const { user: hr } = await createTestUser({ role: "hr" });
    await signIn(context, hr.id);
    await open(page, "/admin/events/new");
    const create = routeDialog(page, "Create Event");
    await create.getByLabel("Title").fill(title);
    // Tomorrow: among the soonest upcoming events, so on the list's first page.
    const tomorrow = addDays(todayIso(), 1);
    await create.getByLabel("Start (CAT)").fill(`${tomorrow}T10:00`);
    await create.getByLabel("End (CAT, optional)").fill(`${tomorrow}T09:00`);
    await create.getByRole("button", { name: "Create Event" }).click();
    await expect(create.getByText("End date cannot be before start date")).toBeVisible();
    await create.getByLabel("End (CAT, optional)").fill(`${tomorrow}T11:00`);
    await create.getByRole("button", { name: "Create Event" }).click();
    await expect(messageBox(page, "Event created successfully", "status")).toBeVisible();

    await page.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = routeDialog(page, "Edit Event");
    await expect(edit.getByLabel("Start (CAT)")).toHaveValue(`${tomorrow}T10:00`);
    await edit.getByLabel("Type").selectOption("deadline");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(messageBox(page, "Event updated successfully", "status")).toBeVisible();
    await expect(page.getByTestId("event-card").filter({ hasText: title })).toContainText("Deadline");

    await page.getByRole("link", { name: `Delete ${title}` }).click();
    const remove = routeDialog(page, "Delete Event");
    await remove.getByRole("button", { name: "Delete Event" }).click();
    await expect(messageBox(page, "Event deleted successfully", "status")).toBeVisible();
    await expect(page.getByTestId("event-card").filter({ hasText: title })).toHaveCount(0);
  });
});

test("the events tab and an event's dialog fit a 390 px phone", async ({ page, context }) => {
  const { user } = await createTestUser();
  const { user: hr } = await createTestUser({ role: "hr" });
  const title = unique("A rather long event title about the concentrator's quarterly maintenance ");
  const created = await api("/api/events", {
    method: "POST",
    cookie: await sessionCookieFor(hr.id),
    body: {
      title,
      eventType: "meeting",
      startDate: `${addDays(todayIso(), 2)}T08:00`,
      location: "Otjihase concentrator, maintenance workshop B, second floor",
      description: "A description long enough to wrap on a phone: ".repeat(4),
    },
  });
  expect(created.status).toBe(201);

  await signIn(context, user.id);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/events", "/", `/events/${created.json!.event.id}`]) {
    await open(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(390);
  }
  await expect(page.getByRole("dialog", { name: title })).toBeVisible();
});
