import { expect, test, type Page } from "@playwright/test";
import { invitationLinkFor } from "../support/accounts";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestEmployee, createTestUser, unique } from "../support/factories";

/**
 * First-time passwords: (a) only by invitation, from the mailed link or with the code HR
 * shows; (b) the blocking set-up steps for a signed-in user without a password and
 * without a communication email; with JavaScript (without it, the same journeys run as HTTP
 * requests in test/integration/no-javascript/first-time-password.test.ts).
 */

const NEW_PASSWORD = "Kalahari#2026";

async function fillPasswords(page: Page, password: string, confirmPassword: string) {
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(confirmPassword);
  await page.getByRole("button", { name: "Set Password" }).click();
}

test.describe(`first password by invitation (JavaScript on)`, () => {
  test("an employee asks for a link, follows it from the mail, sets a password and signs in", async ({ page }) => {
    const email = `${unique("hilma")}@namibcopper.com.na`;
    const ownMailbox = `${unique("hilma")}@example.org`;
    await createTestEmployee({ email, firstName: "Hilma", communicationEmail: ownMailbox });

    await page.goto("/login?type=employee");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Set up your password (first time)" }).click();
    await expect(page.getByRole("heading", { name: "Set up your password" })).toBeVisible();
    // Knowing the address is not enough: no password field until the invitation is opened.
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await page.getByLabel("Company Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await expect(messageBox(page, "Check your email", "status")).toContainText(
      "a link to set it has been mailed to the address HR has on file",
    );

    const link = await invitationLinkFor(ownMailbox);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("Welcome, Hilma.")).toBeVisible();
    await expect(page.getByLabel("Company Email", { exact: true })).toHaveValue(email);

    await fillPasswords(page, NEW_PASSWORD, "Kalahari#2027");
    await expect(messageBox(page, "Passwords Don't Match")).toContainText("Please make sure both passwords are identical.");
    await fillPasswords(page, "abcde", "abcde");
    await expect(messageBox(page, "Password Too Short")).toContainText("Password must be at least 8 characters long.");
    await fillPasswords(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(messageBox(page, "Password Set Successfully", "status")).toContainText("You can now log in with your credentials.");
    await expect(page).toHaveURL(/\/login\?type=employee$/);

    await page.getByLabel("Company Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login to Employee Portal" }).click();
    await expect(page.getByRole("heading", { name: "Welcome back, Hilma!" })).toBeVisible();

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText("This invitation link is invalid or has expired. Please ask HR for a new one.")).toBeVisible();
  });

  test("HR shows a code on screen; the employee sets a password with it and the employee ID", async ({ browser, page }) => {
    const email = `${unique("petrus")}@namibcopper.com.na`;
    const employee = await createTestEmployee({ email, firstName: "Petrus" });
    const hr = await createTestUser({ role: "hr" });
    const hrContext = await browser.newContext();
    await signIn(hrContext, hr.user.id);
    const hrPage = await hrContext.newPage();
    await hrPage.goto(`/admin/employees/${employee.id}`);
    await hrPage.getByRole("link", { name: "Portal Access" }).click();
    await hrPage.getByRole("button", { name: "Show link and code" }).click();
    const code = (await hrPage.getByTestId("invitation-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await hrContext.close();

    await page.goto("/login?type=employee&view=set-password");
    await page.getByRole("link", { name: "Have a code from HR?" }).click();
    await page.getByLabel("Employee ID", { exact: true }).fill(employee.employeeId);
    await page.getByLabel("One-time code", { exact: true }).fill(code);
    await fillPasswords(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(messageBox(page, "Password Set Successfully", "status")).toBeVisible();
    await page.getByLabel("Company Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Login to Employee Portal" }).click();
    // Signed in: someone without a mailbox of their own is asked for a communication email next.
    await expect(page).toHaveURL(/\/setup\/communication-email$/);
  });
});

test.describe(`signed in without a password (JavaScript on)`, () => {
  test("sets a password, then a communication email, then reaches the dashboard", async ({ page, context }) => {
    const { user, email } = await createTestUser({ passwordSet: false, communicationEmail: null, firstName: "Johanna" });
    await signIn(context, user.id);

    await page.goto("/");
    await expect(page).toHaveURL(/\/setup\/password$/);
    const passwordDialog = page.getByRole("dialog", { name: "Set Up Your Security Password" });
    await expect(passwordDialog).toBeVisible();
    await expect(passwordDialog).toContainText(email);
    await waitForHydration(page);

    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill("Kalahari#2027");
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(messageBox(page, "Passwords Don't Match")).toContainText("Please make sure both password fields match.");
    await expect(page).toHaveURL(/\/setup\/password$/);

    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set Password" }).click();
    await expect(messageBox(page, "Password Set Successfully", "status")).toContainText(
      "Your password has been created for enhanced security.",
    );

    await expect(page).toHaveURL(/\/setup\/communication-email$/);
    await expect(page.getByRole("dialog", { name: "Set Up Communication Email" })).toBeVisible();
    await waitForHydration(page);
    // Passes the browser's own email check (no dot is needed there) but not the portal's.
    await page.getByLabel("Communication Email", { exact: true }).fill("johanna@localhost");
    await page.getByRole("button", { name: "Save Communication Email" }).click();
    await expect(messageBox(page, "Invalid Email")).toContainText("Please enter a valid email address.");
    await expect(page).toHaveURL(/\/setup\/communication-email$/);

    await page.getByLabel("Communication Email", { exact: true }).fill(`${unique("johanna")}@example.org`);
    await page.getByRole("button", { name: "Save Communication Email" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(messageBox(page, "Communication Email Set", "status")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Welcome back, Johanna!" })).toBeVisible();
  });
});
