import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { QueryTypes } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Grievance, GrievanceComment, MailOutbox } from "#models";
import { getDb } from "~/db.server";
import { GRIEVANCE_MESSAGES } from "~/schemas/grievances";
import { runGrievanceDigest } from "~/services/grievances/reminders.server";
import { freePort, portalServerFile, stopPortal, waitForHealth } from "../../scripts/lib/portal-process";
import { createTestUser, unique } from "../support/factories";
import { pageVisitsWritten } from "../support/page-visits";
import { api, sessionCookieFor } from "../support/session";

/**
 * Truly anonymous grievances (issue 14, docs/decisions.md "Issue 14"): after a person
 * submits one through the JSON API and through the two-step form (form, review, confirm,
 * receipt page), no row anywhere in the database that was added or changed, and no line of
 * the portal's log, carries the person's user id, employee id, session, name or email. The
 * same search, run over a page the person opens by name, does find them: the search can fail.
 *
 * A second portal process on the run's database serves these requests with LOG_LEVEL=trace
 * and its output captured, so the log is read, not assumed.
 */

let portal: ChildProcess | undefined;
let portalUrl = "";
const logLines: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  portalUrl = `http://localhost:${port}`;
  const env = { ...process.env, PORT: String(port), PUBLIC_URL: portalUrl, LOG_LEVEL: "trace" };
  portal = spawn(process.execPath, [portalServerFile(env)], { stdio: ["ignore", "pipe", "pipe"], env, detached: true });
  const collect = (chunk: Buffer) => logLines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  portal.stdout!.on("data", collect);
  portal.stderr!.on("data", collect);
  await waitForHealth(portalUrl, portal);
}, 60_000);

afterAll(async () => {
  await stopPortal(portal);
  // Kept for reading after a failure.
  writeFileSync("test-results/grievance-anonymity-portal.log", logLines.join("\n"));
});

async function call(path: string, init: { cookie?: string; method?: string; json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { Origin: portalUrl };
  if (init.cookie) headers.Cookie = init.cookie;
  let body: string | undefined;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${portalUrl}${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every row of every table (all schemas but the catalogs), each as its JSON text. */
async function snapshot() {
  const tables = await getDb().query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    { type: QueryTypes.SELECT },
  );
  const rows = new Map<string, Set<string>>();
  for (const table of tables) {
    const id = `"${table.schema.replace(/"/g, '""')}"."${table.name.replace(/"/g, '""')}"`;
    const found = await getDb().query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${id} t`, { type: QueryTypes.SELECT });
    rows.set(`${table.schema}.${table.name}`, new Set(found.map((entry) => entry.row)));
  }
  return rows;
}

/** Rows present after and not before: added, or changed (a changed row reads differently). */
function changedRows(before: Map<string, Set<string>>, after: Map<string, Set<string>>) {
  const changed: { table: string; row: string }[] = [];
  for (const [table, rows] of after) {
    const old = before.get(table) ?? new Set<string>();
    for (const row of rows) if (!old.has(row)) changed.push({ table, row });
  }
  return changed;
}

/** Columns that hold a person's users.id or employees.id. */
const PERSON_COLUMN =
  /(^|_)(user|employee)(_id)?$|^(submitted_by|comment_by|created_by|deleted_by|reviewed_by|assigned_to|resolved_by|uploaded_by|actor_id)$/i;

interface Person {
  userId: number;
  employeeId: number;
  sessionId: string;
  texts: string[];
}

/** Where a row names the person: an id column equal to theirs, their session, or their name or email anywhere. */
function tracesIn(entries: { table: string; row: string }[], person: Person) {
  const traces: string[] = [];
  for (const { table, row } of entries) {
    const lower = row.toLowerCase();
    for (const text of person.texts) if (lower.includes(text.toLowerCase())) traces.push(`${table}: "${text}" in ${row}`);
    if (row.includes(person.sessionId)) traces.push(`${table}: the session in ${row}`);
    const value = JSON.parse(row) as Record<string, unknown>;
    for (const [column, cell] of Object.entries(value)) {
      if (!PERSON_COLUMN.test(column)) continue;
      if (cell === person.userId || cell === person.employeeId || cell === String(person.userId) || cell === String(person.employeeId)) {
        traces.push(`${table}.${column} = ${String(cell)} in ${row}`);
      }
    }
  }
  return traces;
}

function tracesInLog(lines: string[], person: Person) {
  const id = new RegExp(
    `"(userId|user_id|employeeId|employee_id|submittedBy|uid|user)"\\s*:\\s*"?(${person.userId}|${person.employeeId})\\b`,
  );
  return lines.filter(
    (line) =>
      id.test(line) || line.includes(person.sessionId) || person.texts.some((text) => line.toLowerCase().includes(text.toLowerCase())),
  );
}

async function distinctivePerson() {
  const firstName = unique("Zebediah");
  const lastName = unique("Quillfeather");
  const { user, employee, email } = await createTestUser({ firstName, lastName, communicationEmail: `${unique("anon")}@example.org` });
  const cookie = await sessionCookieFor(user.id);
  // Open a page by name first: the session is then a known, active one.
  expect((await call("/grievance", { cookie })).status).toBe(200);
  await pageVisitsWritten();
  const [session] = await getDb().query<{ sid: string }>(`SELECT sid FROM sessions WHERE user_id = :id`, {
    replacements: { id: user.id },
    type: QueryTypes.SELECT,
  });
  const person: Person = {
    userId: user.id,
    employeeId: employee!.id,
    sessionId: session!.sid,
    texts: [firstName, lastName, email, employee!.communicationEmail!, employee!.employeeId],
  };
  return { person, cookie };
}

const grievanceBody = (title: string) => ({
  title,
  description: "Crew members are told to skip the lockout procedure to finish on time.",
  category: "safety",
  priority: "high",
  isAnonymous: true,
});

describe("an anonymous grievance leaves no trace of its submitter", () => {
  it("through the JSON API and the two-step form: no changed row and no log line names the person", async () => {
    const { person, cookie } = await distinctivePerson();
    const before = await snapshot();
    const logFrom = logLines.length;

    const viaApi = await call("/api/grievances", { cookie, json: grievanceBody(unique("Lockout skipped ")) });
    expect(viaApi.status, viaApi.text).toBe(201);
    const receipt = (JSON.parse(viaApi.text) as { receiptCode: string }).receiptCode;
    expect(receipt).toMatch(/^GRV(-[A-Z0-9]{4}){5}$/);

    const title = unique("Tailings dam walkway ");
    const fields = {
      title,
      description: "The walkway rail on the tailings dam is broken in two places.",
      category: "other",
      priority: "medium",
    };
    expect((await call("/grievance/anonymous/new", { cookie })).status).toBe(200);
    const review = await call("/grievance/anonymous/new", { cookie, form: { ...fields, isAnonymous: "on", intent: "review" } });
    expect(review.status).toBe(200);
    expect(review.text).toContain("Confirm &amp; Submit");
    const confirm = await call("/grievance/anonymous/new", { cookie, form: { ...fields, isAnonymous: "on", intent: "confirm" } });
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/grievance/anonymous/receipt");
    const receiptCookie = confirm.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const receiptPage = await call("/grievance/anonymous/receipt", { cookie: `${cookie}; ${receiptCookie}` });
    expect(receiptPage.status).toBe(200);
    expect(receiptPage.text).toContain(GRIEVANCE_MESSAGES.submitted);
    expect(receiptPage.text).toMatch(/GRV(-[A-Z0-9]{4}){5}/);
    // Shown once: the page clears its cookie.
    expect(receiptPage.headers.getSetCookie().join(";")).toMatch(/__hr_grievance_receipt=;/);

    // Page visits are written after the answer leaves.
    await pageVisitsWritten();
    const changed = changedRows(before, await snapshot());
    // The grievances were stored (the search looked at them) ...
    expect(changed.filter((entry) => entry.table === "public.grievances")).toHaveLength(2);
    // ... and nothing added or changed anywhere names the person.
    expect(tracesIn(changed, person)).toEqual([]);
    expect(tracesInLog(logLines.slice(logFrom), person)).toEqual([]);

    const stored = await Grievance.findOne({ where: { title } });
    expect(stored!.employeeId).toBeNull();
    expect(stored!.submittedBy).toBeNull();
    expect(stored!.isAnonymous).toBe(true);
    // Day precision: midnight in Windhoek (UTC+2, 22:00 UTC the day before).
    expect(stored!.createdAt.toISOString()).toMatch(/T22:00:00\.000Z$/);
    expect(stored!.updatedAt.toISOString()).toMatch(/T22:00:00\.000Z$/);
    expect(stored!.receiptHash).toMatch(/^[0-9a-f]{64}$/);

    // HR hears of it from the scheduled digest: a mail that names nobody.
    const logBeforeDigest = logLines.length;
    await runGrievanceDigest();
    const mail = await MailOutbox.findOne({ where: { relatedType: "grievance", relatedId: stored!.id } });
    expect(mail!.subject).toBe(`New anonymous grievance: ${title}`);
    expect(mail!.textBody).toContain("Submitted by: Anonymous");
    const mailRow = JSON.stringify(mail!.get({ plain: true }));
    for (const text of person.texts) expect(mailRow.toLowerCase()).not.toContain(text.toLowerCase());
    expect(tracesInLog(logLines.slice(logBeforeDigest), person)).toEqual([]);
  });

  it("leaves the person's session and its records as they were, even when its activity is due a refresh (issue 26)", async () => {
    const { person } = await distinctivePerson();
    // Last active five minutes ago: any request that counted as activity would stamp the session now.
    const cookie = await sessionCookieFor(person.userId, { lastActivity: Date.now() - 5 * 60_000 });
    const [session] = await getDb().query<{ sid: string }>(`SELECT sid FROM sessions WHERE user_id = :id ORDER BY expire DESC LIMIT 1`, {
      replacements: { id: person.userId },
      type: QueryTypes.SELECT,
    });
    const before = await snapshot();
    const logFrom = logLines.length;
    const viaApi = await call("/api/grievances", { cookie, json: grievanceBody(unique("Dust suppression off ")) });
    expect(viaApi.status, viaApi.text).toBe(201);
    const receipt = (JSON.parse(viaApi.text) as { receiptCode: string }).receiptCode;
    expect((await call("/grievance/anonymous/new", { cookie })).status).toBe(200);
    const status = await call("/grievance/anonymous/status", { cookie, form: { receiptCode: receipt } });
    expect(status.status).toBe(200);
    expect(status.text).toContain("Dust suppression off");
    await pageVisitsWritten();
    const changed = changedRows(before, await snapshot());
    expect(tracesIn(changed, { ...person, sessionId: session!.sid })).toEqual([]);
    expect(tracesInLog(logLines.slice(logFrom), person)).toEqual([]);
    // The same session's next named page is activity again (the check above can fail).
    expect((await call("/suggestions", { cookie })).status).toBe(200);
    const touched = changedRows(before, await snapshot());
    expect(touched.some((entry) => entry.table === "public.sessions" && entry.row.includes(session!.sid))).toBe(true);
  });

  it("the same search finds a person who opens a page by name (it can fail)", async () => {
    const { person, cookie } = await distinctivePerson();
    const before = await snapshot();
    expect((await call("/suggestions", { cookie })).status).toBe(200);
    const named = await call("/api/grievances", { cookie, json: { ...grievanceBody(unique("Named ")), isAnonymous: false } });
    expect(named.status).toBe(201);
    await pageVisitsWritten();
    const traces = tracesIn(changedRows(before, await snapshot()), person);
    expect(traces.some((trace) => trace.startsWith("public.page_visits"))).toBe(true);
    expect(traces.some((trace) => trace.startsWith("public.grievances.submitted_by"))).toBe(true);
  });

  it("the pages before and after the anonymous flow do not give it away: no referrer, no visit to the form", async () => {
    const { person, cookie } = await distinctivePerson();
    const since = new Date();
    // Opened and left without submitting: the named form is never recorded (a visit with no
    // named grievance after it would point at an anonymous one).
    expect((await call("/grievance/new", { cookie })).status).toBe(200);
    // The page after the receipt, the status page or the anonymous form, as a browser asks for it.
    // (Three different pages: a second view of the page a session is on is the same visit.)
    for (const [from, page] of [
      ["/grievance/anonymous/receipt", "/suggestions"],
      ["/grievance/anonymous/new", "/events"],
      ["/grievance/anonymous/status", "/directory"],
    ]) {
      const next = await fetch(`${portalUrl}${page}`, { headers: { Cookie: cookie, Referer: `${portalUrl}${from}` }, redirect: "manual" });
      expect(next.status).toBe(200);
      await next.text();
    }
    await pageVisitsWritten();
    const visits = await getDb().query<{ page_path: string; referrer: string | null }>(
      `SELECT page_path, referrer FROM page_visits WHERE user_id = :id AND visit_time >= :since`,
      { replacements: { id: person.userId, since }, type: QueryTypes.SELECT },
    );
    expect(visits.map((visit) => visit.page_path).sort()).toEqual(["/directory", "/events", "/suggestions"]);
    expect(visits.filter((visit) => /grievance\/(new|anonymous)/.test(`${visit.page_path} ${visit.referrer ?? ""}`))).toEqual([]);
  });

  it("refuses an anonymous row that names anyone (the database's CHECK)", async () => {
    const { user } = await createTestUser();
    await expect(
      Grievance.create({ title: "Check", description: "x".repeat(20), category: "other", isAnonymous: true, submittedBy: user.id }),
    ).rejects.toThrow(/check constraint/i);
  });
});

describe("the anonymous status page", () => {
  it("shows the status and HR's public replies to the right code only, refuses a wrong one, and limits a source", async () => {
    const { cookie } = await distinctivePerson();
    const submitted = await call("/api/grievances", { cookie, json: grievanceBody(unique("Status page ")) });
    const { receiptCode, grievance } = JSON.parse(submitted.text) as { receiptCode: string; grievance: { id: number } };
    await GrievanceComment.bulkCreate([
      { grievanceId: grievance.id, comment: "We are looking into the lockout procedure this week.", isInternal: false },
      { grievanceId: grievance.id, comment: "INTERNAL: suspect the night shift supervisor.", isInternal: true },
    ]);
    await Grievance.update({ status: "in_progress" }, { where: { id: grievance.id } });
    const source = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const check = (code: string) =>
      api("/grievance/anonymous/status", {
        method: "POST",
        body: new URLSearchParams({ receiptCode: code }).toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": source },
      });

    // Case, spaces and dashes do not matter; no session is needed.
    const right = await check(` ${receiptCode.toLowerCase().replace(/-/g, " ")} `);
    expect(right.status).toBe(200);
    expect(right.text).toContain("In Progress");
    expect(right.text).toContain("We are looking into the lockout procedure this week.");
    expect(right.text).not.toContain("INTERNAL: suspect");

    const wrong = await check("GRV-AAAA-BBBB-CCCC-DDDD-EEEE");
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain(GRIEVANCE_MESSAGES.receiptUnknown);
    expect(wrong.text).not.toContain("We are looking into");

    // The source's limit (30 a quarter hour, times the run's multiplier) used up: 429 with Retry-After.
    await getDb().query(
      `INSERT INTO rate_limits (key, points, expire) VALUES (:key, :points, :expire)
       ON CONFLICT (key) DO UPDATE SET points = EXCLUDED.points, expire = EXCLUDED.expire`,
      { replacements: { key: `grievance-status:${source}`, points: 100_000, expire: Date.now() + 10 * 60_000 } },
    );
    const limited = await check(receiptCode);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.text).not.toContain("We are looking into");
  });
});
