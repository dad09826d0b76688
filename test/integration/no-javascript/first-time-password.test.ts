import { describe, expect, it } from "vitest";
import { createTestEmployee, createTestUser, unique } from "../../support/factories";
import { invitationLinkFor } from "../../support/accounts";
import { NoJsBrowser, type NoJsPage } from "../../support/no-js";

/**
 * First-time passwords without JavaScript, as plain pages and form posts: (a) only by
 * invitation, from the mailed link or with the code HR shows; (b) the blocking set-up steps
 * for a signed-in user without a password and without a communication email.
 * (test/e2e/first-time-password.test.ts is the same in Chromium with JavaScript.)
 */

const NEW_PASSWORD = "Kalahari#2026";

function fillPasswords(page: NoJsPage, password: string, confirmPassword: string) {
  page.fill(page.screen.getByLabelText("Password"), password);
  page.fill(page.screen.getByLabelText("Confirm Password"), confirmPassword);
  return page.click(page.screen.getByRole("button", { name: "Set Password" }));
}

function signInWithForm(page: NoJsPage, email: string, password: string) {
  page.fill(page.screen.getByLabelText("Company Email"), email);
  page.fill(page.screen.getByLabelText("Password"), password);
  return page.click(page.screen.getByRole("button", { name: "Login to Employee Portal" }));
}

describe("first password by invitation, without JavaScript", () => {
  it("an employee asks for a link, follows it from the mail, sets a password and signs in", async () => {
    const email = `${unique("hilma")}@namibcopper.com.na`;
    const ownMailbox = `${unique("hilma")}@example.org`;
    await createTestEmployee({ email, firstName: "Hilma", communicationEmail: ownMailbox });

    const browser = new NoJsBrowser();
    let page = await browser.goto("/login?type=employee");
    page = await page.click(page.screen.getByRole("link", { name: "Set up your password (first time)" }));
    expect(page.screen.getByRole("heading", { name: "Set up your password" })).toBeTruthy();
    // Knowing the address is not enough: no password field until the invitation is opened.
    expect(page.screen.queryAllByLabelText("Password")).toHaveLength(0);
    page.fill(page.screen.getByLabelText("Company Email"), email);
    page = await page.click(page.screen.getByRole("button", { name: "Send me a link" }));
    expect(page.text(page.messageBox("Check your email", "status"))).toContain(
      "a link to set it has been mailed to the address HR has on file",
    );

    const link = await invitationLinkFor(ownMailbox);
    page = await browser.goto(`${link.pathname}${link.search}`);
    expect(page.shows("Welcome, Hilma.")).toBe(true);
    expect((page.screen.getByLabelText("Company Email") as HTMLInputElement).value).toBe(email);

    page = await fillPasswords(page, NEW_PASSWORD, "Kalahari#2027");
    expect(page.text(page.messageBox("Passwords Don't Match"))).toContain("Please make sure both passwords are identical.");
    page = await fillPasswords(page, "abcde", "abcde");
    expect(page.text(page.messageBox("Password Too Short"))).toContain("Password must be at least 8 characters long.");
    page = await fillPasswords(page, NEW_PASSWORD, NEW_PASSWORD);
    expect(page.text(page.messageBox("Password Set Successfully", "status"))).toContain("You can now log in with your credentials.");
    expect(page.path).toBe("/login?type=employee");

    page = await signInWithForm(page, email, NEW_PASSWORD);
    expect(page.screen.getByRole("heading", { name: "Welcome back, Hilma!" })).toBeTruthy();

    // The link worked once.
    page = await new NoJsBrowser().goto(`${link.pathname}${link.search}`);
    expect(page.shows("This invitation link is invalid or has expired. Please ask HR for a new one.")).toBe(true);
  });

  it("HR shows a code on screen; the employee sets a password with it and the employee ID", async () => {
    const email = `${unique("petrus")}@namibcopper.com.na`;
    const employee = await createTestEmployee({ email, firstName: "Petrus" });
    const hr = await createTestUser({ role: "hr" });
    const hrBrowser = await new NoJsBrowser().signIn(hr.user.id);
    let hrPage = await hrBrowser.goto(`/admin/employees/${employee.id}`);
    hrPage = await hrPage.click(hrPage.screen.getByRole("link", { name: "Portal Access" }));
    hrPage = await hrPage.click(hrPage.screen.getByRole("button", { name: "Show link and code" }));
    const code = hrPage.text(hrPage.screen.getByTestId("invitation-code"));
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const browser = new NoJsBrowser();
    let page = await browser.goto("/login?type=employee&view=set-password");
    page = await page.click(page.screen.getByRole("link", { name: "Have a code from HR?" }));
    page.fill(page.screen.getByLabelText("Employee ID"), employee.employeeId);
    page.fill(page.screen.getByLabelText("One-time code"), code);
    page = await fillPasswords(page, NEW_PASSWORD, NEW_PASSWORD);
    expect(page.messageBox("Password Set Successfully", "status")).toBeTruthy();
    page = await signInWithForm(page, email, NEW_PASSWORD);
    // Signed in: someone without a mailbox of their own is asked for a communication email next.
    expect(page.url.pathname).toBe("/setup/communication-email");
  });
});

describe("signed in without a password, without JavaScript", () => {
  it("sets a password, then a communication email, then reaches the dashboard", async () => {
    const { user, email } = await createTestUser({ passwordSet: false, communicationEmail: null, firstName: "Johanna" });
    const browser = await new NoJsBrowser().signIn(user.id);

    let page = await browser.goto("/");
    expect(page.url.pathname).toBe("/setup/password");
    expect(page.shows(email, page.screen.getByRole("dialog", { name: "Set Up Your Security Password" }))).toBe(true);

    page.fill(page.screen.getByLabelText("New Password"), NEW_PASSWORD);
    page.fill(page.screen.getByLabelText("Confirm Password"), "Kalahari#2027");
    page = await page.click(page.screen.getByRole("button", { name: "Set Password" }));
    expect(page.text(page.messageBox("Passwords Don't Match"))).toContain("Please make sure both password fields match.");
    expect(page.url.pathname).toBe("/setup/password");

    page.fill(page.screen.getByLabelText("New Password"), NEW_PASSWORD);
    page.fill(page.screen.getByLabelText("Confirm Password"), NEW_PASSWORD);
    page = await page.click(page.screen.getByRole("button", { name: "Set Password" }));
    expect(page.text(page.messageBox("Password Set Successfully", "status"))).toContain(
      "Your password has been created for enhanced security.",
    );

    expect(page.url.pathname).toBe("/setup/communication-email");
    expect(page.screen.getByRole("dialog", { name: "Set Up Communication Email" })).toBeTruthy();
    // Passes the browser's own email check (no dot is needed there) but not the portal's.
    page.fill(page.screen.getByLabelText("Communication Email"), "johanna@localhost");
    page = await page.click(page.screen.getByRole("button", { name: "Save Communication Email" }));
    expect(page.text(page.messageBox("Invalid Email"))).toContain("Please enter a valid email address.");
    expect(page.url.pathname).toBe("/setup/communication-email");

    page.fill(page.screen.getByLabelText("Communication Email"), `${unique("johanna")}@example.org`);
    page = await page.click(page.screen.getByRole("button", { name: "Save Communication Email" }));
    expect(page.url.pathname).toBe("/");
    expect(page.messageBox("Communication Email Set", "status")).toBeTruthy();
    expect(page.screen.getByRole("heading", { name: "Welcome back, Johanna!" })).toBeTruthy();
  });
});
