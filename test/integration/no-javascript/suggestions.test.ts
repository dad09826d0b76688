import { describe, expect, it } from "vitest";
import { createTestUser, unique } from "../../support/factories";
import { NoJsBrowser } from "../../support/no-js";

/**
 * The suggestion box without JavaScript (issue 14), as plain pages and form posts: an
 * employee submits a suggestion (the category is required), HR finds it by search, updates
 * its status with review notes, and the employee sees the new status and the notes after a
 * reload. (test/e2e/suggestions.test.ts is the same journey in Chromium with JavaScript.)
 */
describe("suggestions without JavaScript", () => {
  it("an employee suggests; HR updates it; the employee sees the status and notes after a reload", async () => {
    const title = unique("Water points at the pit ");
    const { user: employee } = await createTestUser({ firstName: "Johannes" });
    const me = await new NoJsBrowser().signIn(employee.id);

    let page = await me.goto("/suggestions");
    expect(page.screen.getByRole("heading", { name: "My Suggestions" })).toBeTruthy();
    page = await page.click(page.screen.getByRole("link", { name: "New Suggestion" }));
    let form = page.within(page.screen.getByRole("region", { name: "New Suggestion" }));
    page.fill(form.getByLabelText(/^Title/), title);
    page.fill(form.getByLabelText(/^Description/), "Cold drinking water points along the haul road for the crews in summer.");
    page = await page.click(form.getByRole("button", { name: "Submit Suggestion" }));
    form = page.within(page.screen.getByRole("region", { name: "New Suggestion" }));
    expect(form.getByText("Please select a category")).toBeTruthy();
    // What was typed comes back with the error.
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe(title);
    page.select(form.getByLabelText(/^Category/), "workplace");
    page = await page.click(form.getByRole("button", { name: "Submit Suggestion" }));
    expect(page.messageBox("Suggestion Submitted", "status")).toBeTruthy();
    expect(page.text(page.screen.getByRole("article", { name: title }))).toContain("Pending Review");

    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);
    let hrPage = await hrBrowser.goto("/admin/suggestions");
    hrPage.fill(hrPage.screen.getByLabelText("Search"), title);
    hrPage = await hrPage.click(hrPage.screen.getByRole("button", { name: "Filter" }));
    expect(hrPage.text(hrPage.screen.getByRole("row", { name: new RegExp(title) }))).toContain("Johannes");
    hrPage = await hrPage.click(hrPage.screen.getByRole("link", { name: `Update ${title}` }));
    const update = hrPage.within(hrPage.screen.getByRole("region", { name: `Update: ${title}` }));
    hrPage.select(update.getByLabelText(/^Status/), "rejected");
    hrPage.fill(update.getByLabelText("Review notes (optional)"), "The haul road has water tankers already; see the SHE notice.");
    hrPage = await hrPage.click(update.getByRole("button", { name: "Update Suggestion" }));
    expect(hrPage.text(hrPage.messageBox("Suggestion Updated", "status"))).toContain(`"${title}" is now Not Accepted.`);
    expect(hrPage.text(hrPage.screen.getByRole("row", { name: new RegExp(title) }))).toContain("Not Accepted");

    page = await page.reload();
    const card = page.text(page.screen.getByRole("article", { name: title }));
    expect(card).toContain("Not Accepted");
    expect(card).toContain("The haul road has water tankers already; see the SHE notice.");
  });
});
