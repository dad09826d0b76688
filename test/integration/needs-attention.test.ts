import { describe, expect, it } from "vitest";
import { DocumentQuery, EeRequest, Grievance, GrievanceComment, PayrollPeriod, Suggestion } from "#models";
import { getDb } from "~/db.server";
import { GRIEVANCE_CATEGORIES } from "~/schemas/grievances";
import { needsAttention } from "~/services/attention.server";
import { createTestUser, unique } from "../support/factories";
import { NoJsBrowser } from "../support/no-js";

/**
 * Issue 24: the Overview's "Needs Your Attention" counts what waits for HR (new and overdue
 * grievances, open document queries, suggestions awaiting review, pending EE requests, draft
 * payroll periods, besides leave and password resets), and each count links to a list
 * filtered to exactly those rows.
 */

const counts = async () => Object.fromEntries((await needsAttention()).map((item) => [item.key, item.count]));

async function grievanceSubmittedDaysAgo(title: string, days: number, submittedBy: number) {
  const row = await Grievance.create({
    title,
    description: "The change room showers are cold.",
    category: GRIEVANCE_CATEGORIES[0],
    submittedBy,
  });
  await getDb().query(`UPDATE grievances SET created_at = now() - make_interval(days => $1) WHERE id = $2`, { bind: [days, row.id] });
  return row;
}

describe("Needs Your Attention", () => {
  it("counts each kind of waiting work once, and each count's link lists exactly those rows", async () => {
    const { user: staff, employee } = await createTestUser();
    const { user: hr } = await createTestUser({ role: "hr" });
    const before = await counts();

    const fresh = unique("Fresh grievance");
    const late = unique("Late grievance");
    const answered = unique("Answered grievance");
    await grievanceSubmittedDaysAgo(fresh, 0, staff.id);
    await grievanceSubmittedDaysAgo(late, 10, staff.id);
    const replied = await grievanceSubmittedDaysAgo(answered, 10, staff.id);
    await GrievanceComment.create({ grievanceId: replied.id, commentBy: hr.id, comment: "We are looking into it.", isInternal: false });
    const queryReason = unique("I need my 2024 contract for the bank");
    await DocumentQuery.create({ employeeId: employee!.id, reason: queryReason });
    const idea = unique("Solar geysers in the hostel");
    await Suggestion.create({ title: idea, description: "Save power.", submittedBy: staff.id, employeeId: employee!.id });
    const eeSubject = unique("Interpreter at the toolbox talk");
    await EeRequest.create({ subject: eeSubject, description: "Oshiwambo speakers.", submittedBy: staff.id, employeeId: employee!.id });
    const draftName = unique("Bonus run");
    await PayrollPeriod.create({ periodName: draftName, startDate: "2039-12-01", endDate: "2039-12-31" });

    const after = await counts();
    const delta = (key: string) => after[key] - before[key];
    expect({
      newGrievances: delta("newGrievances"),
      overdueGrievances: delta("overdueGrievances"),
      documentQueries: delta("documentQueries"),
      suggestions: delta("suggestions"),
      eeRequests: delta("eeRequests"),
      draftPayroll: delta("draftPayroll"),
    }).toEqual({ newGrievances: 3, overdueGrievances: 1, documentQueries: 1, suggestions: 1, eeRequests: 1, draftPayroll: 1 });

    // The Overview shows each count as a link to its filtered list; each list holds the rows counted.
    const browser = await new NoJsBrowser().signIn(hr.id);
    const overview = await browser.goto("/admin");
    const panel = overview.region("Needs Your Attention");
    const linkTo = (label: string) => panel.getByRole("link", { name: new RegExp(`^${label}`) }).getAttribute("href")!;

    const overdueList = await browser.goto(linkTo("Overdue grievances"));
    expect(overdueList.shows(late)).toBe(true);
    expect(overdueList.shows(fresh)).toBe(false);
    expect(overdueList.shows(answered)).toBe(false);
    const newList = await browser.goto(linkTo("New grievances"));
    expect([newList.shows(fresh), newList.shows(late), newList.shows(answered)]).toEqual([true, true, true]);
    expect((await browser.goto(linkTo("Open document queries"))).shows(queryReason)).toBe(true);
    expect((await browser.goto(linkTo("Suggestions awaiting review"))).shows(idea)).toBe(true);
    expect((await browser.goto(linkTo("Pending EE requests"))).shows(eeSubject)).toBe(true);
    const drafts = await browser.goto(linkTo("Draft payroll periods"));
    expect(drafts.shows(draftName)).toBe(true);
    expect(drafts.screen.getByRole("heading", { name: "Draft Payroll Periods" })).toBeTruthy();
  });

  it("stops counting a grievance as overdue once HR answers it, and a resolved one is not new", async () => {
    const { user: staff } = await createTestUser();
    const { user: hr } = await createTestUser({ role: "hr" });
    const before = await counts();
    const late = await grievanceSubmittedDaysAgo(unique("Unpaid overtime"), 6, staff.id);
    expect((await counts()).overdueGrievances - before.overdueGrievances).toBe(1);
    await GrievanceComment.create({
      grievanceId: late.id,
      commentBy: hr.id,
      comment: "Payroll will correct it on the 25th.",
      isInternal: false,
    });
    expect((await counts()).overdueGrievances - before.overdueGrievances).toBe(0);
    await late.update({ status: "resolved" });
    expect((await counts()).newGrievances - before.newGrievances).toBe(0);
  });
});
