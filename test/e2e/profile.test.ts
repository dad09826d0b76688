import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { Employee } from "#models";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser } from "../support/factories";

/**
 * Issue 13, Profile: Edit Profile and the profile picture with JavaScript (without it, as
 * HTTP requests in test/integration/no-javascript/profile.test.ts), the Activity tab, and the
 * dashboard on a phone (390 px, no sideways scroll).
 */

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 180, g: 90, b: 30 } } })
    .png()
    .toBuffer();

async function pictureSrc(page: Page, scope: string) {
  return page.locator(scope).locator("img").first().getAttribute("src");
}

test.describe("with JavaScript", () => {
  test("an employee edits the profile in the dialog and uploads a picture", async ({ page, context }) => {
    const { user, employee, email } = await createTestUser({ firstName: "Ndapewa" });
    await signIn(context, user.id);

    await page.goto("/profile");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog).toBeVisible();
    await waitForHydration(page);

    const login = dialog.getByLabel("Email", { exact: true });
    await expect(login).toHaveValue(email);
    await expect(login).toHaveAttribute("readonly", "");

    // A bad address is caught in the browser with the spec's message; nothing is posted.
    const communication = dialog.getByLabel("Communication Email");
    await communication.fill("not-an-address");
    await communication.blur();
    await expect(communication).toHaveAccessibleDescription(/Invalid email format/);

    await communication.fill("ndapewa.home@example.org");
    await dialog.getByLabel("Phone", { exact: true }).fill("+264 81 555 0101");
    await dialog.getByLabel("Emergency Contact").fill("Maria Shilongo");
    await dialog.getByLabel("Disability Status").selectOption({ label: "None" });
    await dialog.getByLabel("Namibian Citizen").selectOption({ label: "Yes" });
    await dialog.getByRole("button", { name: "Save Changes" }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(messageBox(page, "Profile Updated", "status")).toBeVisible();
    const info = page.getByRole("region", { name: "Personal Information" });
    await expect(info).toContainText("+264 81 555 0101");
    await expect(info).toContainText("ndapewa.home@example.org");
    await expect(info).toContainText("Maria Shilongo");

    // A text file named .jpg: refused in the browser by its content.
    const card = page.getByRole("region", { name: "Profile Picture" });
    const input = card.getByLabel("Choose a picture");
    await input.setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all") });
    await expect(card.getByText("Please select an image file")).toBeVisible();

    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: await photo() });
    await expect(card.getByText("Please select an image file")).toHaveCount(0);
    await card.getByRole("button", { name: "Upload Picture" }).click();
    await expect(messageBox(page, "Profile picture updated successfully", "status")).toBeVisible();
    await expect(card.locator("img")).toHaveCount(1);
    const stored = (await Employee.findByPk(employee!.id))!.profilePicture!;
    expect(await card.locator("img").getAttribute("src")).toBe(stored);
    // The header shows it too (the frame reloads after the post).
    expect(await pictureSrc(page, "header")).toBe(stored);
    const image = await page.request.get(stored);
    expect(image.headers()["content-type"]).toBe("image/webp");

    // The Activity tab lists both changes, newest first.
    await page.goto("/activity");
    const activity = page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem");
    await expect(activity.first()).toContainText("Profile picture updated");
    await expect(activity.nth(1)).toContainText("Profile updated");
    await expect(activity.nth(1)).toContainText("Phone");
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the dashboard and the profile fit without sideways scrolling", async ({ page, context }) => {
    const { user, employee } = await createTestUser({ firstName: "Kennedy", lastName: "Hamutenya-Shikongo" });
    await Employee.update(
      { address: "Plot 1234, Extension 7, Otjiwarongo Industrial Area, Otjozondjupa Region" },
      { where: { id: employee!.id } },
    );
    await signIn(context, user.id);
    // "/" first: with JavaScript it reopens the last tab visited.
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Welcome back, Kennedy!" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Company News" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Actions" }).getByRole("link", { name: "Edit Profile" })).toBeVisible();
    for (const path of ["/", "/profile", "/profile/edit", "/activity"]) {
      if (path !== "/") await page.goto(path);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
