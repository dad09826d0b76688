import { expect, test } from "@playwright/test";
import { Session } from "#models";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * The idle-session warning and logout. The browser's clock is Playwright's (page.clock),
 * so minutes pass in an instant; the server keeps real time, and treats every page load
 * and "Stay signed in" as activity. So for the final expiry the test also ages the
 * server's session row, as 30 real minutes would have.
 */

async function ageServerSession(userId: number, idleMs: number) {
  const rows = await Session.findAll({ where: { userId } });
  expect(rows).toHaveLength(1);
  for (const row of rows) {
    await row.update({ sess: { ...row.sess, lastActivity: Date.now() - idleMs } });
  }
}

test("the warning appears before the timeout, Stay signed in keeps the session, and idling out ends it", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Tangeni" });
  await signIn(context, user.id);
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Welcome back, Tangeni!" })).toBeVisible();
  // The warning's timers start once the page is hydrated: on a loaded machine that is after the
  // server's HTML shows, and a clock moved before it moves nothing.
  await waitForHydration(page);

  const warning = page.getByRole("dialog", { name: "Your session is about to expire" });
  await expect(warning).toBeHidden();

  // 27 minutes idle: still no warning (it comes 2 minutes before the 30-minute timeout).
  await page.clock.fastForward("27:00");
  await page.clock.runFor(1_000);
  await expect(warning).toBeHidden();

  await page.clock.fastForward("01:30");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("because of inactivity");

  const keptAlive = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session/keepalive");
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  expect((await keptAlive).status()).toBe(200);
  await expect(warning).toBeHidden();

  // The idle time counts again from "Stay signed in": 27 minutes later there is no warning yet.
  await page.clock.fastForward("27:00");
  await page.clock.runFor(1_000);
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.clock.fastForward("01:30");
  await expect(warning).toBeVisible();

  await ageServerSession(user.id, 31 * 60 * 1000);
  await page.clock.fastForward("01:40");
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByText("Your session expired after 30 minutes without activity. Please log in again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Login to Employee Portal" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
});
