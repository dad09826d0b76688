import { expect, test } from "@playwright/test";
import { createTestUser } from "../support/factories";
import { baseUrl } from "../support/session";

/**
 * After login the portal goes to `redirectTo` only when it is a path of this portal. Each
 * case is a form of "another origin" that Chromium itself would follow if the portal
 * passed it on (tabs and newlines are dropped by the URL parser, a backslash is a slash,
 * percent-encoding hides both); the browser must end on the portal's own origin.
 */
const HOSTILE_TARGETS = [
  "//evil.example/",
  "/\\evil.example/",
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/%09/evil.example/",
  "/%2F/evil.example/",
  "/%5Cevil.example/",
  "https://evil.example/",
  "/profile\r\nSet-Cookie: stolen=1",
];

test.use({ javaScriptEnabled: false });

for (const target of HOSTILE_TARGETS) {
  test(`login with redirectTo ${JSON.stringify(target)} stays on the portal`, async ({ page }) => {
    const { email, password } = await createTestUser();
    const response = await page.goto(`/login?type=employee&redirectTo=${encodeURIComponent(target)}`);
    expect(response?.status()).toBe(200);
    await page.getByLabel("Company Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login to Employee Portal" }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "stolen")).toBe(false);
  });
}

test("a path of the portal is still where login leads", async ({ page }) => {
  const { email, password } = await createTestUser();
  await page.goto(`/login?type=employee&redirectTo=${encodeURIComponent("/leave?status=pending")}`);
  await page.getByLabel("Company Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login to Employee Portal" }).click();
  await expect(page).toHaveURL(/\/leave\?status=pending$/);
});
