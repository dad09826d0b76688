import { test } from "@playwright/test";
import { createTestUser } from "../support/factories";
import { signIn } from "../support/browser";

test.use({ javaScriptEnabled: false });
test("dump", async ({ page, context }) => {
  await page.goto("/login?type=employee&view=set-password");
  console.log(await page.locator("form").last().innerHTML());
  const { user } = await createTestUser({ communicationEmail: null });
  await signIn(context, user.id);
  await page.goto("/");
  console.log(page.url());
  console.log(await page.locator("main form").innerHTML());
});
