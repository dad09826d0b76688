import { Op } from "sequelize";
import { afterAll, describe, expect, it } from "vitest";
import { LiveUpdate, Suggestion } from "#models";
import { SUGGESTION_MESSAGES, SUGGESTION_STATUS_LABELS } from "~/schemas/suggestions";
import { createTestUser, unique } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * The suggestion box (issue 14): validation messages, the statuses as spec 1 names them,
 * HR's search and filter, update (any status, empty notes omitted) with its live update to
 * the submitter and HR, and delete.
 */

const fileStarted = new Date();
afterAll(async () => {
  await Suggestion.destroy({ where: { title: { [Op.like]: "it-%" } } });
  await LiveUpdate.destroy({ where: { createdAt: { [Op.gte]: fileStarted } } });
});

async function signedIn(role: "hr" | "employee" = "employee") {
  const person = await createTestUser({ role });
  return { ...person, cookie: await sessionCookieFor(person.user.id) };
}

async function suggest(cookie: string, title = unique("it-Solar geysers ")) {
  const response = await api("/api/suggestions", {
    method: "POST",
    cookie,
    body: { title, description: "Install solar geysers at the single quarters to save on electricity.", category: "workplace" },
  });
  expect(response.status, response.text).toBe(201);
  return response.json!.suggestion as { id: number; status: string; statusLabel: string; title: string };
}

describe("suggestions", () => {
  it("answers the validation messages", async () => {
    const { cookie } = await signedIn();
    const bad = await api("/api/suggestions", { method: "POST", cookie, body: { title: "Bus", description: "Too short", category: "" } });
    expect(bad.status).toBe(400);
    expect(bad.json!.errors).toEqual({
      title: [SUGGESTION_MESSAGES.titleMin],
      description: [SUGGESTION_MESSAGES.descriptionMin],
      category: ["Please select a category"],
    });
    const form = await api("/suggestions/new", {
      method: "POST",
      cookie,
      body: new URLSearchParams({ title: "Bus", description: "short", category: "" }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(400);
    expect(form.text).toContain("Please select a category");
  });

  it("shows each status as spec 1 names it, and an update reaches the submitter's list with its notes", async () => {
    const employee = await signedIn();
    const hr = await signedIn("hr");
    const created = await suggest(employee.cookie);
    expect(created).toMatchObject({ status: "pending", statusLabel: "Pending Review" });
    expect(SUGGESTION_STATUS_LABELS.submitted).toBe("Pending Review");
    await Suggestion.update({ status: "submitted" }, { where: { id: created.id } });
    let mine = await api("/api/suggestions", { cookie: employee.cookie });
    expect(mine.json!.suggestions[0]).toMatchObject({ id: created.id, statusLabel: "Pending Review" });

    const noStatus = await api(`/api/admin/suggestions/${created.id}`, { method: "PUT", cookie: hr.cookie, body: { reviewNotes: "x" } });
    expect(noStatus.status).toBe(400);
    expect(noStatus.json!.errors.status).toEqual([SUGGESTION_MESSAGES.statusRequired]);

    const since = new Date();
    const expected: [string, string][] = [
      ["under_review", "Under Review"],
      ["approved", "Approved"],
      ["implemented", "Implemented"],
      ["closed", "Closed"],
      ["rejected", "Not Accepted"],
    ];
    for (const [status, label] of expected) {
      const updated = await api(`/api/admin/suggestions/${created.id}`, {
        method: "PUT",
        cookie: hr.cookie,
        body: { status, reviewNotes: status === "approved" ? "Facilities will price it." : "" },
      });
      expect(updated.status, updated.text).toBe(200);
      expect(updated.json!.message).toBe(SUGGESTION_MESSAGES.updated);
      mine = await api("/api/suggestions", { cookie: employee.cookie });
      expect(mine.json!.suggestions[0].statusLabel).toBe(label);
    }
    // Empty notes were omitted: the approved step's notes stay.
    expect(mine.json!.suggestions[0].reviewNotes).toBe("Facilities will price it.");
    const page = await api("/suggestions", { cookie: employee.cookie });
    expect(page.text).toContain("Not Accepted");
    expect(page.text).toContain("Facilities will price it.");

    const updates = await LiveUpdate.findAll({
      where: { type: "suggestion_updated", createdAt: { [Op.gte]: since } },
      order: [["id", "ASC"]],
    });
    const forSubmitter = updates.filter((row) => row.userId === employee.user.id);
    expect(forSubmitter).toHaveLength(5);
    expect(forSubmitter.every((row) => !row.forHr)).toBe(true);
    expect(forSubmitter[4]!.message).toBe(`Your suggestion "${created.title}" is now Not Accepted.`);
  });

  it("lets HR search and filter, and delete; employees never reach the HR calls", async () => {
    const employee = await signedIn();
    const hr = await signedIn("hr");
    const title = unique("it-Canteen menu ");
    const created = await suggest(employee.cookie, title);
    const found = await api(`/api/admin/suggestions?search=${encodeURIComponent(title)}&status=pending`, { cookie: hr.cookie });
    expect(found.json!.suggestions.map((row: { id: number }) => row.id)).toEqual([created.id]);
    const byName = await api(`/api/admin/suggestions?search=${encodeURIComponent(employee.user.lastName!)}`, { cookie: hr.cookie });
    expect(byName.json!.total).toBe(1);
    const otherStatus = await api(`/api/admin/suggestions?search=${encodeURIComponent(title)}&status=approved`, { cookie: hr.cookie });
    expect(otherStatus.json!.total).toBe(0);

    expect((await api("/api/admin/suggestions", { cookie: employee.cookie })).status).toBe(403);
    expect((await api(`/api/admin/suggestions/${created.id}`, { method: "DELETE", cookie: employee.cookie })).status).toBe(403);

    const deleted = await api(`/api/admin/suggestions/${created.id}`, { method: "DELETE", cookie: hr.cookie });
    expect(deleted.status).toBe(200);
    expect((await api(`/api/admin/suggestions/${created.id}`, { method: "DELETE", cookie: hr.cookie })).status).toBe(404);
    const mine = await api("/api/suggestions", { cookie: employee.cookie });
    expect(mine.json!.suggestions).toEqual([]);
  });
});
