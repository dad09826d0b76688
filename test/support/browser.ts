import type { BrowserContext, Page } from "@playwright/test";
import { baseUrl, sessionCookieFor } from "./session";

/**
 * Signs a browser context in as a user by adding a session cookie created directly
 * (STYLE.md: only the tests of the login screens log in through the form).
 */
export async function signIn(context: BrowserContext, userId: number, options: { lastActivity?: number } = {}) {
  const cookie = await sessionCookieFor(userId, options);
  const separator = cookie.indexOf("=");
  const [name, value] = [cookie.slice(0, separator), cookie.slice(separator + 1)];
  await context.addCookies([{ name, value, url: baseUrl() }]);
}

/**
 * Waits until Remix has hydrated the page, so a click reaches React's handler instead
 * of following the plain link or form that the server rendered for browsers without
 * JavaScript.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as { __remixRouter?: unknown }).__remixRouter));
}

/**
 * A message the portal shows as a toast-style box: a title and a description in one
 * element with role alert (failures) or status (successes).
 */
export function messageBox(page: Page, title: string, role: "alert" | "status" = "alert") {
  return page.getByRole(role).filter({ has: page.getByText(title, { exact: true }) });
}
