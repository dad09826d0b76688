import { describe, expect, it } from "vitest";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser } from "../../support/no-js";

/**
 * Grievances without JavaScript (issue 14), as plain pages and form posts: an employee
 * submits a named grievance in two steps (Edit goes back with everything kept) and an
 * anonymous one (a receipt code); HR moves the named one through statuses and adds an
 * internal and a public comment; the employee sees the status and only the public reply;
 * the anonymous one's status page answers its code without signing in.
 * (test/e2e/grievances.test.ts is the same journey in Chromium with JavaScript.)
 */
describe("grievances without JavaScript", () => {
  it("an employee submits a named grievance in two steps; HR answers; the employee sees only the public reply", async () => {
    const title = unique("Broken ladder ");
    const { user: employee } = await createTestUser({ firstName: "Ndapewa" });
    const me = await new NoJsBrowser().signIn(employee.id);

    // Form, review, Edit (everything kept), review again, confirm.
    let page = await me.goto("/grievance");
    expect(page.shows("HR will contact you within 2 business days.")).toBe(true);
    page = await page.click(page.screen.getByRole("link", { name: "New Grievance" }));
    let form = page.region("Submit Grievance");
    page.fill(form.getByLabelText(/^Title/), "Bad");
    page.fill(form.getByLabelText(/^Description/), "The ladder to the crusher platform has a cracked rung.");
    page.select(form.getByLabelText(/^Category/), "safety_concerns");
    page.select(form.getByLabelText(/^Priority/), "high");
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    expect(page.shows("Title must be at least 5 characters", form.element)).toBe(true);
    page.fill(form.getByLabelText(/^Title/), title);
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    expect(page.shows("Step 2 of 2", form.element)).toBe(true);
    expect(page.shows(title, form.element)).toBe(true);
    page = await page.click(form.getByRole("button", { name: "Edit" }));
    form = page.region("Submit Grievance");
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(title);
    expect((form.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      "The ladder to the crusher platform has a cracked rung.",
    );
    expect((form.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe("safety_concerns");
    expect((form.getByLabelText(/^Priority/) as HTMLSelectElement).value).toBe("high");
    page.fill(form.getByLabelText(/^Description/), "The ladder to the crusher platform has a cracked rung since Monday.");
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    expect(page.shows("since Monday.", form.element)).toBe(true);
    page = await page.click(form.getByRole("button", { name: "Confirm & Submit" }));
    expect(page.messageBox("Grievance Submitted", "status")).toBeTruthy();
    expect(page.text(page.screen.getByRole("article", { name: title }))).toContain("Submitted");

    // HR: in progress, an internal and a public comment, then resolved with a resolution.
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);
    let hrPage = await hrBrowser.goto("/admin/grievances");
    expect(hrPage.shows("New Grievances")).toBe(true);
    hrPage = await hrPage.click(hrPage.screen.getByRole("link", { name: `View ${title}` }));
    let view = hrPage.region(title);
    hrPage.select(view.getByLabelText("Status"), "in_progress");
    hrPage = await hrPage.click(view.getByRole("button", { name: "Update Status" }));
    expect(hrPage.messageBox("Grievance Updated", "status")).toBeTruthy();
    expect(hrPage.text(hrPage.screen.getByRole("row", { name: new RegExp(title) }))).toContain("In Progress");
    hrPage = await hrPage.click(hrPage.screen.getByRole("link", { name: `View ${title}` }));
    view = hrPage.region(title);
    hrPage.fill(view.getByLabelText("Add a comment"), "Internal: the ladder was reported last month too.");
    hrPage.check(view.getByLabelText("Internal note (HR only: never shown to the employee)"));
    hrPage = await hrPage.click(view.getByRole("button", { name: "Add Comment" }));
    view = hrPage.region(title);
    expect(hrPage.shows("Internal: the ladder was reported last month too.", view.element)).toBe(true);
    hrPage.fill(view.getByLabelText("Add a comment"), "A new ladder is ordered; the platform is closed until then.");
    hrPage = await hrPage.click(view.getByRole("button", { name: "Add Comment" }));
    view = hrPage.region(title);
    expect(hrPage.shows("A new ladder is ordered", view.element)).toBe(true);
    hrPage.select(view.getByLabelText("Status"), "resolved");
    hrPage = await hrPage.click(view.getByRole("button", { name: "Update Status" }));
    view = hrPage.region(title);
    expect(hrPage.shows("Please describe the resolution", view.element)).toBe(true);
    hrPage.fill(view.getByLabelText(/^Resolution/), "Ladder replaced on Thursday.");
    hrPage = await hrPage.click(view.getByRole("button", { name: "Update Status" }));
    expect(hrPage.messageBox("Grievance Updated", "status")).toBeTruthy();
    expect(hrPage.text(hrPage.screen.getByRole("row", { name: new RegExp(title) }))).toContain("Resolved");

    // The employee: the status and the public reply only.
    page = await me.goto("/grievance");
    const card = page.text(page.screen.getByRole("article", { name: title }));
    expect(card).toContain("Resolved");
    expect(card).toContain("Ladder replaced on Thursday.");
    expect(card).toContain("A new ladder is ordered; the platform is closed until then.");
    expect(card).not.toContain("Internal: the ladder");
  });

  it("an employee submits anonymously, keeps the receipt code, and reads the status signed out", async () => {
    const { user: employee } = await createTestUser({ firstName: "Ndapewa" });
    const me = await new NoJsBrowser().signIn(employee.id);
    const anonymousTitle = unique("Night shift pressure ");
    let page = await me.goto("/grievance/new");
    let form = page.region("Submit Grievance");
    page.fill(form.getByLabelText(/^Title/), anonymousTitle);
    page.fill(form.getByLabelText(/^Description/), "Crews are pressured to skip the lockout checks to finish early.");
    page.check(form.getByLabelText(/^Submit anonymously/));
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    expect(page.shows("Anonymous: nothing that identifies you is stored", form.element)).toBe(true);
    page = await page.click(form.getByRole("button", { name: "Edit" }));
    form = page.region("Submit Grievance");
    expect((form.getByLabelText(/^Submit anonymously/) as HTMLInputElement).checked).toBe(true);
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(anonymousTitle);
    page = await page.click(form.getByRole("button", { name: "Review" }));
    form = page.region("Submit Grievance");
    page = await page.click(form.getByRole("button", { name: "Confirm & Submit" }));
    expect(page.url.pathname).toBe("/grievance/anonymous/receipt");
    const code = page.text(page.screen.getByTestId("receipt-code"));
    expect(code).toMatch(/^GRV(-[A-Z0-9]{4}){5}$/);
    // Not among the employee's own grievances: nothing links it to them.
    page = await me.goto("/grievance");
    expect(page.screen.getByRole("heading", { name: "My Grievances" })).toBeTruthy();
    expect(page.screen.queryAllByRole("article", { name: anonymousTitle })).toHaveLength(0);

    const outside = new NoJsBrowser();
    let statusPage = await outside.goto("/grievance/anonymous/status");
    statusPage.fill(statusPage.screen.getByLabelText(/^Receipt code/), code);
    statusPage = await statusPage.click(statusPage.screen.getByRole("button", { name: "Check status" }));
    expect(statusPage.text(statusPage.screen.getByRole("article", { name: anonymousTitle }))).toContain("Submitted");
    statusPage.fill(statusPage.screen.getByLabelText(/^Receipt code/), "GRV-AAAA-BBBB-CCCC-DDDD-EEEE");
    statusPage = await statusPage.click(statusPage.screen.getByRole("button", { name: "Check status" }));
    expect(statusPage.shows("No grievance matches this receipt code.")).toBe(true);
  });
});
