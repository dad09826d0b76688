import { describe, expect, it } from "vitest";
import { createTestUser } from "../../support/factories";
import { NoJsBrowser } from "../../support/no-js";

/**
 * Login screens as plain links and forms (JavaScript off), as HTTP requests: the HR Admin
 * link, Forgot password, and the set-password view's way back. The landing page to the
 * dashboard and out again stays in Chromium (test/e2e/login-no-javascript.test.ts) as the
 * browser's own check of the same screens.
 */
describe("login screens without JavaScript", () => {
  it("the HR Admin link leads to the HR login form", async () => {
    const browser = new NoJsBrowser();
    let page = await browser.goto("/");
    page = await page.click(page.screen.getByRole("link", { name: /^HR Admin Login/ }));
    expect(page.path).toBe("/terms?type=admin");
    page.check(page.screen.getByRole("checkbox", { name: "I have read and understood the Terms of Use." }));
    page = await page.click(page.screen.getByRole("button", { name: "I Agree, Continue" }));
    expect(page.path).toBe("/login?type=admin");
    expect(page.screen.getByRole("button", { name: "Login to HR Admin Portal" })).toBeTruthy();
  });

  it("forgot password works as links and a plain form", async () => {
    const { email } = await createTestUser();
    const browser = new NoJsBrowser();
    let page = await browser.goto("/login?type=employee");
    page = await page.click(page.screen.getByRole("link", { name: "Forgot your password?" }));
    expect(page.screen.getByRole("heading", { name: "Password Reset Request" })).toBeTruthy();
    page.fill(page.screen.getByLabelText("Company Email"), email);
    page = await page.click(page.screen.getByRole("button", { name: "Request Password Reset" }));

    expect(page.path).toBe("/login?type=employee");
    expect(page.text(page.messageBox("Reset Link Sent", "status"))).toContain(
      "Your request has gone to HR for review. If the address belongs to an employee or partner, a link to reset your password is emailed to you once HR approves the request; the link works for 24 hours.",
    );
    expect(page.screen.getByRole("button", { name: "Login to Employee Portal" })).toBeTruthy();

    page = await page.click(page.screen.getByRole("link", { name: "Forgot your password?" }));
    page = await page.click(page.screen.getByRole("link", { name: "Back to Login" }));
    expect(page.screen.getByRole("button", { name: "Login to Employee Portal" })).toBeTruthy();
  });

  it("the set-password view links back to the login form", async () => {
    let page = await new NoJsBrowser().goto("/login?type=employee&view=set-password");
    page = await page.click(page.screen.getByRole("link", { name: "Already have a password? Log in" }));
    expect(page.path).toBe("/login?type=employee");
    expect(page.screen.getByRole("button", { name: "Login to Employee Portal" })).toBeTruthy();
  });
});
