import { expect, test } from "@playwright/test";
import { Suggestion } from "#models";
import { publishLiveUpdate } from "~/services/live-updates.server";
import { signIn, waitForHydration } from "../support/browser";
import { createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 14, live updates in the browser: an update for the person shows its toast on the
 * open page and the page refetches; an HR-only update never shows on an employee's page;
 * /logout-success opens no stream; without JavaScript no stream is opened and nothing breaks.
 */
test("an open page shows the person's live update as a toast, and only theirs", async ({ page, context }) => {
  const { user } = await createTestUser({ firstName: "Live" });
  await signIn(context, user.id);
  const streams: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/live-updates")) streams.push(request.url());
  });
  await page.goto("/profile");
  await waitForHydration(page);
  await expect.poll(() => streams.length).toBeGreaterThan(0);
  // The stream is open once the server has subscribed it; a published update reaches it.
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("_data=")) dataRequests.push(request.url());
  });
  await expect
    .poll(
      async () => {
        await publishLiveUpdate("suggestion_updated", {
          actorId: null,
          user: { id: user.id, message: "Your suggestion is now Under Review." },
        });
        return page.getByRole("status").filter({ hasText: "Suggestion Updated" }).count();
      },
      { timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole("status").filter({ hasText: "Suggestion Updated" }).first()).toContainText(
    "Your suggestion is now Under Review.",
  );
  // The page refetched its own loaders.
  expect(dataRequests.length).toBeGreaterThan(0);

  await publishLiveUpdate("document_deleted", { actorId: null, hr: "HR only" });
  await publishLiveUpdate("grievance_updated", { actorId: null, user: { id: user.id, message: "Your grievance is now In Progress." } });
  await expect(page.getByRole("status").filter({ hasText: "Grievance Updated" })).toContainText("Your grievance is now In Progress.");
  await expect(page.getByText("HR only")).toHaveCount(0);
});

test("the signed-out page after logout opens no stream", async ({ page, context }) => {
  const { user } = await createTestUser();
  await signIn(context, user.id);
  await page.goto("/profile");
  await waitForHydration(page);
  const after: string[] = [];
  await page.getByRole("button", { name: "Logout" }).click();
  page.on("request", (request) => {
    if (request.url().includes("/api/live-updates")) after.push(request.url());
  });
  await expect(page).toHaveURL(/\/logout-success/);
  // The signed-out page's scripts have run and the network has gone quiet: a stream, had one
  // been opened, would still be open (it never ends by itself).
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(after).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("pages open no stream and show the current state on reload", async ({ page, context }) => {
    const { user } = await createTestUser();
    await signIn(context, user.id);
    const streams: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/live-updates")) streams.push(request.url());
    });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "My Dashboard" })).toBeAttached();
    expect(streams).toEqual([]);
  });
});

test("HR's update of a suggestion toasts on the employee's open page, which shows the new status", async ({ page, context }) => {
  const { user, employee } = await createTestUser({ firstName: "Live" });
  const { user: hr } = await createTestUser({ role: "hr" });
  const suggestion = await Suggestion.create({
    title: unique("Solar lights on the haul road "),
    description: "The haul road is dark between the pit and the crusher at shift change.",
    category: "workplace",
    employeeId: employee!.id,
    submittedBy: user.id,
  });
  await signIn(context, user.id);
  // The stream answers only once the server listens for the person's updates (openLiveUpdates
  // subscribes before the headers go out): its response is the sign that HR's change will reach the page.
  const streamAnswered = page.waitForResponse((response) => response.url().includes("/api/live-updates"));
  await page.goto("/suggestions");
  await waitForHydration(page);
  expect((await streamAnswered).status()).toBe(200);
  await expect(page.getByText(suggestion.title)).toBeVisible();
  // HR's change comes through the JSON API, as a script's would.
  const hrCookie = await sessionCookieFor(hr.id);
  const update = await api(`/api/admin/suggestions/${suggestion.id}`, {
    method: "PUT",
    cookie: hrCookie,
    body: { status: "approved", reviewNotes: "Approved for next quarter." },
  });
  expect(update.status).toBe(200);
  const toast = page.getByRole("status").filter({ hasText: "Suggestion Updated" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(suggestion.title);
  // The page refetched its loader: the new status and HR's notes are there without a reload.
  await expect(page.getByText("Approved for next quarter.")).toBeVisible();
});
