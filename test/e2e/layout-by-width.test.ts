import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * Issue 25: the phone layout follows the width (768 px or less, spec 1 section 9), never the
 * user agent: a phone-width window with a desktop browser's user agent gets the phone
 * layout, a wide window with a phone's or tablet's user agent the desktop one. And the
 * landing page's header buttons keep their words on one line at 390 px.
 */

const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const TABLET_UA = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function dashboardIn(browser: Browser, width: number, userAgent: string, mobile: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, userAgent, isMobile: mobile, hasTouch: mobile });
  const { user } = await createTestUser({ firstName: "Tuyeni" });
  await signIn(context, user.id);
  const page = await context.newPage();
  await page.goto("/events");
  await waitForHydration(page);
  return page;
}

/** The phone layout: one "Menu" line instead of the tab groups, tables as cards. */
async function expectPhoneLayout(page: Page) {
  const nav = page.getByRole("navigation", { name: "Employee dashboard" });
  await expect(nav.getByText("Menu", { exact: false }).first()).toBeVisible();
  await expect(nav.getByText("Company Info ▾")).toBeHidden();
  // Logout is an icon alone on a phone (spec 1, Header bar).
  await expect(page.getByRole("button", { name: "Logout" }).getByText("Logout")).toBeHidden();
}

async function expectDesktopLayout(page: Page) {
  const nav = page.getByRole("navigation", { name: "Employee dashboard" });
  await expect(nav.getByText("Company Info ▾")).toBeVisible();
  await expect(nav.locator("summary", { hasText: "Menu" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" }).getByText("Logout")).toBeVisible();
}

/** How many lines an element's text takes. */
function linesOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

test("a phone-width window with a desktop user agent gets the phone layout", async ({ browser }) => {
  const page = await dashboardIn(browser, 390, DESKTOP_UA, false);
  await expectPhoneLayout(page);
  await page.context().close();
});

test("a 768 px tablet gets the phone layout, an 820 px one the desktop layout, whatever their user agent", async ({ browser }) => {
  let page = await dashboardIn(browser, 768, DESKTOP_UA, false);
  await expectPhoneLayout(page);
  await page.context().close();
  page = await dashboardIn(browser, 820, TABLET_UA, true);
  await expectDesktopLayout(page);
  await page.context().close();
});

test("a wide window with a phone's user agent gets the desktop layout", async ({ browser }) => {
  const page = await dashboardIn(browser, 1280, PHONE_UA, true);
  await expectDesktopLayout(page);
  await page.context().close();
});

test("the landing page's Employee and HR Admin buttons stay on one line at 390 px", async ({ browser }) => {
  for (const userAgent of [PHONE_UA, DESKTOP_UA]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Login" });
    for (const name of ["Employee", "HR Admin"]) {
      const link = nav.getByRole("link", { name });
      await expect(link).toBeVisible();
      expect(await linesOf(link), `${name} at 390 px`).toBe(1);
    }
    // Nothing runs off the side either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }
});
