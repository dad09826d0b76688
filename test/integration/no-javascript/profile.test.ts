import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { Employee, LeaveRequest } from "#models";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser } from "../../support/factories";
import { NoJsBrowser } from "../../support/no-js";

/**
 * Issue 13, Profile, without JavaScript, as plain pages and form posts: Edit Profile is a
 * page and the picture a plain upload form; On Leave for a date is a GET form; the news
 * card's Minimise is remembered. (test/e2e/profile.test.ts: the same with JavaScript.)
 */

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();

describe("profile without JavaScript", () => {
  it("Edit Profile is a page and the picture a plain upload form", async () => {
    const { user, employee } = await createTestUser({ firstName: "Petrus" });
    const browser = await new NoJsBrowser().signIn(user.id);

    let page = await browser.goto("/profile");
    page = await page.click(page.screen.getByRole("link", { name: "Edit Profile" }));
    expect(page.url.pathname).toBe("/profile/edit");
    // A page, not a modal: the server draws the dialog open in the page's flow (only JavaScript
    // promotes that same element to a modal, issue 25), and its form is a named region of the page.
    expect(page.region("Edit Profile").element.closest("dialog")!.hasAttribute("open")).toBe(true);
    page.fill(page.screen.getByLabelText(/^Communication Email/), "broken@");
    // The browser's own email check would stop "broken@": the form says novalidate, so the portal's message shows.
    page = await page.click(page.screen.getByRole("button", { name: "Save Changes" }));
    expect(page.description(page.screen.getByLabelText(/^Communication Email/))).toMatch(/Invalid email format/);

    page.fill(page.screen.getByLabelText(/^Communication Email/), "petrus@example.org");
    page.fill(page.screen.getByLabelText(/^Address/), "4 Hage Geingob Street, Tsumeb");
    page = await page.click(page.screen.getByRole("button", { name: "Save Changes" }));
    expect(page.url.pathname).toBe("/profile");
    expect(page.messageBox("Profile Updated", "status")).toBeTruthy();
    expect(page.text(page.screen.getByRole("region", { name: "Personal Information" }))).toContain("4 Hage Geingob Street, Tsumeb");

    // A PNG named .gif is a picture all the same.
    let card = page.region("Profile Picture");
    page.chooseFiles(card.getByLabelText("Choose a picture"), [{ name: "holiday.gif", mimeType: "image/gif", buffer: await photo() }]);
    page = await page.click(card.getByRole("button", { name: "Upload Picture" }));
    expect(page.messageBox("Profile picture updated successfully", "status")).toBeTruthy();
    const stored = (await Employee.findByPk(employee!.id))!.profilePicture!;
    expect(stored).toBeTruthy();
    expect(page.document.querySelector("header img")?.getAttribute("src")).toBe(stored);

    card = page.region("Profile Picture");
    page.chooseFiles(card.getByLabelText("Choose a picture"), [
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("hello") },
    ]);
    page = await page.click(card.getByRole("button", { name: "Upload Picture" }));
    expect(page.text(page.messageBox("Failed to upload profile picture"))).toContain("Please select an image file");
  });

  it("On Leave for a date is a GET form", async () => {
    const later = addDays(todayIso(), 9);
    const { employee } = await createTestUser({ firstName: "Albertina" });
    await LeaveRequest.create({
      employeeId: employee!.id,
      leaveType: "vacation",
      startDate: later,
      endDate: later,
      days: 1,
      status: "approved",
    });
    const { user } = await createTestUser({ firstName: "Frieda" });
    const browser = await new NoJsBrowser().signIn(user.id);
    let page = await browser.goto("/");
    page.fill(page.screen.getByLabelText("Show who is on leave on"), later);
    page = await page.click(page.screen.getByRole("button", { name: "Show" }));
    expect(page.url.search).toContain(`date=${later}`);
    expect(page.text(page.document.querySelector("#on-leave")!)).toContain(`Albertina ${employee!.lastName}`);

    // Minimising the news card is remembered.
    page = await page.click(page.screen.getByRole("button", { name: "Minimise" }));
    expect(page.screen.getByRole("button", { name: "Expand" })).toBeTruthy();
    page = await browser.goto("/");
    expect(page.screen.getByRole("button", { name: "Expand" })).toBeTruthy();
    expect(page.screen.queryAllByRole("link", { name: "View Public Site" })).toHaveLength(0);
  });
});
