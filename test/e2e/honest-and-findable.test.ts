import { mkdtempSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { messageBox, signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { createEmployeeWithManager, futureRange } from "../support/leave";
import { api, sessionCookieFor } from "../support/session";
import { approvalLinksIn, waitForMail } from "../support/smtp-sink";

/**
 * Issue 25, "honest and findable", in Chromium: the spec's messages instead of the browser's
 * bubble and a file over 50 MB refused with the form's own message (with JavaScript before
 * anything is sent, without it from the server); "Processing..." on the approval page; the
 * receipt's copy buttons (a payslip tab whose session ended: employee-payslips.test.ts, which
 * runs in the full Chromium for its PDF viewer). The same screens without
 * JavaScript, as HTTP requests: test/integration/no-javascript/honest-and-findable.test.ts.
 */

const TOO_LARGE = "File exceeds the 50MB limit";

/** A 60 MB file on disk (sparse: nothing is written), named like a PDF. */
function largeFile() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "issue25-")), "site-survey.pdf");
  writeFileSync(file, "%PDF-1.4\n");
  truncateSync(file, 60 * 1024 * 1024);
  return file;
}

function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test("Upload Document with JavaScript: Missing Information and a file over 50 MB, each before anything is sent", async ({
  page,
  context,
}) => {
  const { user } = await createTestUser({ firstName: "Nangula" });
  await signIn(context, user.id);
  await page.goto("/documents/upload");
  await waitForHydration(page);
  const posts = countPosts(page);
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Missing Information" })).toContainText(
    "Please select a file and document type",
  );
  // The browser's own bubble is off: the form is not :invalid-blocked, its message is the spec's.
  expect(await dialog.locator("form").evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);

  await dialog.getByLabel("Document type").selectOption("certificate");
  await dialog.getByLabel("File", { exact: true }).setInputFiles(largeFile());
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Upload Failed" })).toContainText(TOO_LARGE);
  expect(posts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a file over 50 MB comes back to the form with its own message, not raw JSON", async ({ page, context }) => {
    const { user } = await createTestUser({ firstName: "Kristofina" });
    await signIn(context, user.id);
    await page.goto("/documents/upload");
    const form = page.getByRole("region", { name: "Upload Document" });
    await form.getByLabel("Document type").selectOption("certificate");
    await form.getByLabel("File", { exact: true }).setInputFiles(largeFile());
    await form.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page).toHaveURL(/\/documents\/upload$/);
    await expect(messageBox(page, "Upload Failed")).toContainText(TOO_LARGE);
    await expect(page.getByRole("region", { name: "Upload Document" })).toBeVisible();
  });

  test("the approval page's missing address gets Email Required, not the browser's bubble", async ({ page }) => {
    const { staff, managerAddress } = await createEmployeeWithManager();
    const links = await requestLeaveAndReadLinks(staff.user.id, `${staff.user.firstName} ${staff.user.lastName}`, managerAddress, 350);
    await page.goto(links.approve);
    await page.getByRole("button", { name: "Confirm Approval" }).click();
    await expect(messageBox(page, "Email Required")).toContainText("Please enter your email address");
  });
});

async function requestLeaveAndReadLinks(userId: number, staffName: string, managerAddress: string, offset: number) {
  const { startDate, endDate } = futureRange(offset, 2);
  const created = await api("/api/leave-requests", {
    method: "POST",
    cookie: await sessionCookieFor(userId),
    body: { leaveType: "vacation", startDate, endDate, days: 2, reason: "Issue 25" },
  });
  expect(created.status, created.text).toBe(201);
  const [mail] = await waitForMail((sunk) => sunk.to.includes(managerAddress) && sunk.subject.includes(staffName));
  return approvalLinksIn(mail);
}

test("the approval page says Processing... while the decision is sent", async ({ page }) => {
  const { staff, managerAddress, managerCompanyEmail } = await createEmployeeWithManager();
  const links = await requestLeaveAndReadLinks(staff.user.id, `${staff.user.firstName} ${staff.user.lastName}`, managerAddress, 360);
  // The decision is held until the button has been seen; the page is mid-navigation then, so the
  // button's words are reported by the page itself as they change.
  const seen: string[] = [];
  await page.exposeFunction("noteButton", (text: string) => seen.push(text));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(links.approve, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  await page.goto(links.approve);
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('#approval-form button[type="submit"]')!;
    const note = () =>
      (window as unknown as { noteButton: (text: string) => void }).noteButton(
        `${button.textContent} ${button.getAttribute("aria-disabled") ?? "enabled"}`,
      );
    new MutationObserver(note).observe(button, { childList: true, characterData: true, subtree: true, attributes: true });
  });
  await page.getByLabel("Your company email address").fill(managerCompanyEmail);
  await page.getByRole("button", { name: "Confirm Approval" }).click({ noWaitAfter: true });
  await expect.poll(() => seen).toContain("Processing... true");
  release();
  await expect(page.getByRole("heading", { name: "Leave Request Approved" })).toBeVisible();
});

test("the anonymous receipt copies its code and the status page's address", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { user } = await createTestUser({ firstName: "Saima" });
  await signIn(context, user.id);
  await page.goto("/grievance/new");
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Submit Grievance" });
  await dialog.getByLabel("Title").fill(unique("Overtime records "));
  await dialog.getByLabel("Description").fill("Overtime on the night shift is not recorded when the supervisor leaves early.");
  await dialog.getByLabel("Submit anonymously").check();
  await dialog.getByRole("button", { name: "Review" }).click();
  await dialog.getByRole("button", { name: "Confirm & Submit" }).click();
  await expect(page).toHaveURL(/\/grievance\/anonymous\/receipt$/);
  const receipt = page.getByRole("dialog", { name: "Grievance Submitted" });
  const code = (await receipt.getByTestId("receipt-code").textContent())!.trim();
  const address = (await receipt.getByTestId("status-address").textContent())!.trim();
  expect(address).toBe(new URL("/grievance/anonymous/status", page.url()).href);

  await receipt.getByRole("button", { name: "Copy receipt code" }).click();
  await expect(receipt.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await receipt.getByRole("button", { name: "Copy status page address" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
});
