import { createHash, randomUUID } from "node:crypto";
import { QueryTypes } from "sequelize";
import { describe, expect, it } from "vitest";
import { CsvImportPreview, Employee } from "#models";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { IMPORT_JOB_ATTEMPTS } from "~/services/employee-import/job.server";
import {
  closeInterruptedImports,
  IMPORT_JOB_TASK,
  importJobKey,
  setProgress,
  startImport,
} from "~/services/employee-import/tracking.server";
import { createTestUser, unique } from "../support/factories";
import { api, baseUrl, sessionCookieFor, type JsonReply } from "../support/session";

/**
 * Imports as background jobs (issue 27): the screen and `Prefer: respond-async` store the
 * file, queue the job and answer at once; the portal's job runner imports it, with progress in
 * csv_imports and live updates to its uploader, and deletes the stored file. A run that dies is
 * retried (from the start: its transaction rolled back); one whose job failed for good is
 * closed as failed, never "processing" for ever. Without Prefer the API answers as the spec says.
 */

const HEADER = "Employee ID,First Name,Last Name,Department,Position,Start Date,Region";
const line = (id: string, region = "Khomas") => `${id},Ndapewa,Shikongo,Geology,Field Assistant,15/01/2026,${region}`;
const csv = (lines: string[]) => `${[HEADER, ...lines].join("\r\n")}\r\n`;

async function postImport(
  cookie: string,
  file: { name: string; data: string },
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("csvFile", new Blob([file.data]), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await fetch(`${baseUrl()}/api/csv-import`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: baseUrl(), ...headers },
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as JsonReply };
}

/** Polls the import's status (as a script would) until its job has run. */
async function waitUntilDone(id: number, cookie: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  const seen: JsonReply[] = [];
  for (;;) {
    const reply = await api(`/api/csv-imports/${id}`, { cookie });
    expect(reply.status).toBe(200);
    seen.push(reply.json!);
    if (reply.json!.status !== "processing") return { record: reply.json!, seen };
    if (Date.now() > deadline) throw new Error(`import ${id} still processing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function storedFiles(importId: number) {
  return CsvImportPreview.count({ where: { importId } });
}

async function importRow(id: number) {
  const [row] = await getDb().query<{ status: string; error_log: string[]; total_records: number }>(
    `SELECT status, error_log, total_records FROM csv_imports WHERE id = $1`,
    { bind: [id], type: QueryTypes.SELECT },
  );
  return row;
}

/** A stored import whose job is due only later, so the test decides what happened to its runs. */
async function heldImport(uploadedBy: number, data: string) {
  const importId = await startImport(uploadedBy, "held.csv");
  await CsvImportPreview.create({
    id: randomUUID(),
    uploadedBy,
    importId,
    filename: "held.csv",
    fileData: Buffer.from(data),
    fileSha256: createHash("sha256").update(data).digest("hex"),
    options: { updateExisting: true, skipInvalid: false, sendNotifications: false },
    outcome: null,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const jobId = await enqueueJob(
    IMPORT_JOB_TASK,
    { importId },
    { runAt: new Date(Date.now() + 3_600_000), maxAttempts: IMPORT_JOB_ATTEMPTS, jobKey: importJobKey(importId) },
  );
  return { importId, jobId: jobId! };
}

describe("imports as background jobs", () => {
  it("Prefer: respond-async answers 202 at once; the job imports, reports progress to the uploader and deletes the file", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(hr.id);
    const [a, b] = [unique("JOB-"), unique("JOB-")];
    const queued = await postImport(
      cookie,
      { name: "job.csv", data: csv([line(a), line(b), line(unique("JOB-"), "Atlantis")]) },
      { skipInvalid: "true" },
      { Prefer: "respond-async" },
    );
    expect(queued.status).toBe(202);
    expect(queued.headers.get("preference-applied")).toBe("respond-async");
    const importId = queued.json.importId as number;
    expect(queued.json).toEqual({ importId, status: "processing" });
    expect(queued.headers.get("location")).toBe(`/api/csv-imports/${importId}`);

    const { record } = await waitUntilDone(importId, cookie);
    expect(record).toMatchObject({
      id: importId,
      status: "partial",
      totalRecords: 3,
      processedRecords: 3,
      validRecords: 2,
      invalidRecords: 1,
    });
    expect(record.errors).toEqual([expect.stringMatching(/^Row 4, region: "Atlantis" must be one of/)]);
    expect(await Employee.count({ where: { employeeId: [a, b] } })).toBe(2);
    // The stored file is gone once the job has run.
    expect(await storedFiles(importId)).toBe(0);
    // The uploader's pages heard the progress and the result; nobody else's.
    const updates = await getDb().query<{ type: string; user_id: number | null; message: string }>(
      `SELECT type, user_id, message FROM live_updates WHERE message LIKE 'job.csv:%' AND user_id = $1 ORDER BY id`,
      { bind: [hr.id], type: QueryTypes.SELECT },
    );
    expect(updates.map((update) => update.type)).toContain("import_progress");
    expect(updates.at(-1)).toMatchObject({
      type: "import_complete",
      message: "job.csv: Successfully imported 2 out of 3 records (2 created, 0 updated, 0 unchanged)",
    });

    // Any HR user may follow an import (as the history lists them all); an employee may not.
    const { user: otherHr } = await createTestUser({ role: "hr" });
    expect((await api(`/api/csv-imports/${importId}`, { cookie: await sessionCookieFor(otherHr.id) })).status).toBe(200);
    const { user: employee } = await createTestUser({ role: "employee" });
    expect((await api(`/api/csv-imports/${importId}`, { cookie: await sessionCookieFor(employee.id) })).status).toBe(403);
  });

  it("without Prefer the API still answers the spec's result in the same response; a file it cannot read is refused at once either way", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(hr.id);
    const id = unique("SYNC-");
    const answer = await postImport(cookie, { name: "sync.csv", data: csv([line(id)]) }, {});
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ totalRecords: 1, validRecords: 1, invalidRecords: 0, errors: [], status: "success" });

    const before = await CsvImportPreview.count({ where: { filename: "empty.csv" } });
    const refused = await postImport(cookie, { name: "empty.csv", data: `${HEADER}\r\n` }, {}, { Prefer: "respond-async" });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("The file must have a header row and at least one data row");
    expect(await CsvImportPreview.count({ where: { filename: "empty.csv" } })).toBe(before);
  });

  it("the screen's Import queues the checked file and opens the import's page: progress while it runs (reloading itself without JavaScript), then the result", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const cookie = await sessionCookieFor(hr.id);
    const id = unique("SCR-");
    const checked = await postImport(cookie, { name: "screen.csv", data: csv([line(id)]) }, { dryRun: "true" });
    expect(checked.status).toBe(200);
    const form = new FormData();
    form.append("intent", "confirm");
    form.append("previewId", checked.json.previewId as string);
    const confirmed = await fetch(`${baseUrl()}/admin/import`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: baseUrl() },
      redirect: "manual",
    });
    expect(confirmed.status).toBe(302);
    const location = confirmed.headers.get("location")!;
    const importId = Number(/^\/admin\/import\?import=(\d+)$/.exec(location)?.[1]);
    expect(importId).toBeGreaterThan(0);
    // A check is imported once: the same confirmation again finds it gone.
    const again = new FormData();
    again.append("intent", "confirm");
    again.append("previewId", checked.json.previewId as string);
    const twice = await fetch(`${baseUrl()}/admin/import`, { method: "POST", body: again, headers: { Cookie: cookie, Origin: baseUrl() } });
    expect(twice.status).toBe(404);

    const page = await api(location, { cookie });
    expect(page.status).toBe(200);
    const done = (await importRow(importId)).status !== "processing";
    if (!done) {
      expect(page.text).toContain(`Importing screen.csv`);
      expect(page.text).toContain('<meta http-equiv="refresh" content="2"/>');
    }
    await waitUntilDone(importId, cookie);
    const result = await api(location, { cookie });
    expect(result.text).toContain("Import Results");
    expect(result.text).toContain("screen.csv: 1 of 1 records imported");
    expect(result.text).not.toContain('http-equiv="refresh"');
    expect(await Employee.count({ where: { employeeId: id } })).toBe(1);
    expect(await storedFiles(importId)).toBe(0);
  });
});

describe("an import whose run died", () => {
  it("is left to its job while a retry is due, imported from the start by the retry, and never closed meanwhile", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const id = unique("RETRY-");
    const { importId, jobId } = await heldImport(hr.id, csv([line(id)]));
    // The first attempt died mid-run: its transaction rolled back, its progress stayed, its job awaits a retry.
    await setProgress(importId, { total: 1, processed: 0 });
    await getDb().query(`UPDATE graphile_worker._private_jobs SET attempts = 1, last_error = 'the process died' WHERE id = $1`, {
      bind: [jobId],
    });
    expect(await closeInterruptedImports()).not.toContain(importId);
    expect((await importRow(importId)).status).toBe("processing");

    // The retry comes due and a worker runs it.
    await getDb().query(`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE id = $1`, { bind: [jobId] });
    const { record } = await waitUntilDone(importId, await sessionCookieFor(hr.id));
    expect(record).toMatchObject({ status: "success", totalRecords: 1, validRecords: 1, created: 1 });
    expect(await Employee.count({ where: { employeeId: id } })).toBe(1);
    expect(await storedFiles(importId)).toBe(0);
  });

  it("is closed as failed, 'Interrupted, nothing imported', once its job failed for good, and its stored file is deleted", async () => {
    const { user: hr } = await createTestUser({ role: "hr" });
    const { importId, jobId } = await heldImport(hr.id, csv([line(unique("DEAD-"))]));
    await setProgress(importId, { total: 1, processed: 0 });
    // Queued (not yet run): not closed, though it has rows counted and no one holds its lock.
    expect(await closeInterruptedImports()).not.toContain(importId);
    // Its last attempt's process died: graphile-worker will not run it again.
    await getDb().query(`SELECT graphile_worker.permanently_fail_jobs(ARRAY[$1::bigint], 'the process died')`, { bind: [jobId] });
    // (The portal's own sweep, every minute, may be the one that closes it.)
    await closeInterruptedImports();
    expect(await importRow(importId)).toMatchObject({ status: "failure", error_log: [IMPORT_MESSAGES.interrupted] });
    expect(await storedFiles(importId)).toBe(0);
    await getDb().query(`DELETE FROM graphile_worker._private_jobs WHERE id = $1`, { bind: [jobId] });
  });
});
