import { describe, expect, it } from "vitest";
import { attemptLogin } from "~/services/accounts/login.server";
import { createTestUser } from "../../support/factories";
import { employeeWithPendingRequest } from "../../support/accounts";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";
import { waitForMail } from "../../support/smtp-sink";

/**
 * Forgotten passwords end in a working reset (issue 11 part 2), without JavaScript, as plain
 * pages and form posts: HR reviews the request in Password Resets and approves it; the
 * employee opens the link from the mail (read from the SMTP sink) and chooses a new
 * password. And the in-portal Reset Password form. (test/e2e/password-resets.test.ts is
 * the same in Chromium with JavaScript.)
 */

const NEW_PASSWORD = "Otjiwarongo#2026";

function requestRows(page: NoJsPage, name: string) {
  return page.screen.queryAllByRole("row").filter((row) => page.shows(name, row));
}

describe("password resets without JavaScript", () => {
  it("HR approves a reset request and the employee sets a new password from the mailed link", async () => {
    const staff = await employeeWithPendingRequest("Forgot it after two weeks of leave");
    const { user: hr } = await createTestUser({ role: "hr", firstName: "Helena" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.id);

    let page = await hrBrowser.goto("/admin/password-resets");
    expect(page.screen.getByRole("heading", { name: "Password Reset Management" })).toBeTruthy();
    expect(page.screen.getByRole("link", { name: /^Pending \(\d+\)$/ }).getAttribute("aria-current")).toBe("page");
    const rows = requestRows(page, staff.name);
    expect(rows).toHaveLength(1);
    for (const text of [staff.employee!.employeeId, staff.email, "Forgot it after two weeks of leave", "Pending"]) {
      expect(page.text(rows[0])).toContain(text);
    }

    page = await page.click(page.within(rows[0]).getByRole("link", { name: `Review request of ${staff.name}` }));
    const dialog = page.region("Review Password Reset Request");
    expect(page.shows(staff.employee!.employeeId, dialog.element)).toBe(true);
    page.fill(dialog.getByLabelText("Note (optional)"), "Confirmed in person at the Rosh Pinah office");
    page = await page.click(dialog.getByRole("button", { name: "Approve" }));

    expect(page.text(page.messageBox("Request Updated", "status"))).toContain("Password reset request approved successfully");
    expect(page.path).toBe("/admin/password-resets");
    expect(requestRows(page, staff.name)).toHaveLength(0);
    page = await page.click(page.screen.getByRole("link", { name: /^Reviewed \(\d+\)$/ }));
    expect(page.url.search).toBe("?status=reviewed");
    const [reviewed] = requestRows(page, staff.name);
    expect(page.text(reviewed)).toContain("Approved");
    expect(page.text(reviewed)).toContain(`by Helena ${hr.lastName}`);
    expect(page.within(reviewed).getByRole("link", { name: `View request of ${staff.name}` })).toBeTruthy();

    const [mail] = await waitForMail((sunk) => sunk.to.includes(staff.ownMailbox) && sunk.subject === "Reset your HR portal password");
    expect(mail.text).toContain("Note from HR: Confirmed in person at the Rosh Pinah office");
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0]);

    const employee = new NoJsBrowser();
    let employeePage = await employee.goto(`${link.pathname}${link.search}`);
    expect(employeePage.screen.getByRole("heading", { name: "Reset Your Password" })).toBeTruthy();
    employeePage.fill(employeePage.screen.getByLabelText("New Password"), NEW_PASSWORD);
    employeePage.fill(employeePage.screen.getByLabelText("Confirm Password"), NEW_PASSWORD);
    employeePage = await employeePage.click(employeePage.screen.getByRole("button", { name: "Reset Password" }));
    expect(employeePage.screen.getByRole("heading", { name: "Password Reset Successful" })).toBeTruthy();
    // Without JavaScript the page itself sends the browser on to the portal.
    const refresh = employeePage.document.querySelector('meta[http-equiv="refresh"]');
    expect(refresh?.getAttribute("content")).toMatch(/^\d+;url=\/$/);
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);

    // The link worked once: opened again it says so at once.
    employeePage = await employee.goto(`${link.pathname}${link.search}`);
    expect(employeePage.text(employeePage.screen.getByRole("alert"))).toContain("This password reset link is invalid or has expired.");
  });

  it("an employee changes their password with the dashboard's Reset Password button", async () => {
    const staff = await createTestUser({ firstName: "Tangeni" });
    const me = await new NoJsBrowser().signIn(staff.user.id);
    let page = await me.goto("/");
    const actions = page.within(page.screen.getByRole("navigation", { name: "Actions" }));
    page = await page.click(actions.getByRole("link", { name: "Reset Password" }));
    let dialog = page.region("Reset Password");
    expect((dialog.getByLabelText("Email") as HTMLInputElement).value).toBe(staff.email);
    // The form says novalidate: an empty one reaches the server, which answers with the spec's message.
    page = await page.click(dialog.getByRole("button", { name: "Reset Password" }));
    expect(page.text(page.messageBox("Failed to reset password"))).toContain("Please fill in all fields");
    dialog = page.region("Reset Password");

    page.fill(dialog.getByLabelText("Current Password"), "Not#MyPassword1");
    page.fill(dialog.getByLabelText("New Password"), NEW_PASSWORD);
    page.fill(dialog.getByLabelText("Confirm Password"), NEW_PASSWORD);
    page = await page.click(dialog.getByRole("button", { name: "Reset Password" }));
    expect(page.text(page.messageBox("Failed to reset password"))).toContain("Your current password is not correct.");
    dialog = page.region("Reset Password");
    expect(page.description(dialog.getByLabelText("Current Password"))).toBe("Your current password is not correct.");

    page.fill(dialog.getByLabelText("Current Password"), staff.password);
    page.fill(dialog.getByLabelText("New Password"), NEW_PASSWORD);
    page.fill(dialog.getByLabelText("Confirm Password"), NEW_PASSWORD);
    page = await page.click(dialog.getByRole("button", { name: "Reset Password" }));
    expect(page.messageBox("Password Reset Successful", "status")).toBeTruthy();
    expect(page.url.pathname).toBe("/profile");
    // This session stays signed in.
    expect(page.screen.getByRole("heading", { name: "Personal Information" })).toBeTruthy();
    expect((await attemptLogin(staff.email, NEW_PASSWORD)).ok).toBe(true);
  });
});
