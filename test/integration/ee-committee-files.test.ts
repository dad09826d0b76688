import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataProtectionAudit, DocumentAccessLog, EeDocument, EeMeetingMinutes, EePolicy } from "#models";
import { EE_FILE_MESSAGES } from "~/schemas/equity";
import { createTestUser } from "../support/factories";
import { makePdf, makePng, postFile } from "../support/documents";
import { api, baseUrl, sessionCookieFor } from "../support/session";

/**
 * The EE committee's Minutes, Policies and Docs (issue 16): HR uploads through the storage
 * module (type by content, field rules with the spec's messages), everyone signed in lists,
 * previews and downloads (logged), HR deletes (the bytes go too, audited).
 */
let hr: { cookie: string; userId: number };
let employee: { cookie: string; userId: number };
const started = new Date();

beforeAll(async () => {
  const h = await createTestUser({ role: "hr" });
  const e = await createTestUser();
  hr = { cookie: await sessionCookieFor(h.user.id), userId: h.user.id };
  employee = { cookie: await sessionCookieFor(e.user.id), userId: e.user.id };
});

afterAll(async () => {
  for (const model of [EeMeetingMinutes, EePolicy, EeDocument])
    await (model as typeof EeDocument).destroy({ where: { uploadedBy: hr.userId } });
});

describe("committee files", () => {
  it("refuses minutes without title, meeting date or file with the spec's messages, and nothing is kept", async () => {
    const missing = await postFile("/api/ee-committee/meeting-minutes", {
      cookie: hr.cookie,
      bytes: await makePdf("Minutes"),
      filename: "minutes.pdf",
      fields: { title: "" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json?.errors).toMatchObject({
      title: [EE_FILE_MESSAGES.titleRequired],
      meetingDate: [EE_FILE_MESSAGES.meetingDateRequired],
    });
    const policy = await postFile("/api/ee-committee/policies", {
      cookie: hr.cookie,
      bytes: await makePdf("Policy"),
      filename: "policy.pdf",
      fields: { title: "EE policy" },
    });
    expect(policy.json?.errors).toMatchObject({ effectiveDate: [EE_FILE_MESSAGES.effectiveDateRequired] });
    const mismatched = await postFile("/api/ee-committee/documents", {
      cookie: hr.cookie,
      bytes: await makePng(),
      filename: "plan.pdf",
      fields: { title: "Plan" },
    });
    expect(mismatched.status).toBe(400);
    expect(String(mismatched.json?.message)).toContain("does not match its name");
    expect(await EeMeetingMinutes.count({ where: { uploadedBy: hr.userId } })).toBe(0);
    expect(await EeDocument.count({ where: { uploadedBy: hr.userId } })).toBe(0);
    const byEmployee = await postFile("/api/ee-committee/documents", {
      cookie: employee.cookie,
      bytes: await makePdf("x"),
      filename: "x.pdf",
      fields: { title: "x" },
    });
    expect(byEmployee.status).toBe(403);
  });

  it("stores minutes and a policy, lists them for everyone, serves them with the right headers and logs each read", async () => {
    const pdf = await makePdf("Minutes of the EE committee, 20 October");
    const minutes = await postFile("/api/ee-committee/meeting-minutes", {
      cookie: hr.cookie,
      bytes: pdf,
      filename: "ee-minutes-october.pdf",
      fields: {
        title: "EE committee, October",
        meetingDate: "2026-10-20",
        attendees: "Chair, Secretary, 3 members",
        decisions: "Ramp at the canteen",
      },
    });
    expect(minutes.status).toBe(201);
    const id = (minutes.json!.file as { id: number }).id;
    const policy = await postFile("/api/ee-committee/policies", {
      cookie: hr.cookie,
      bytes: await makePdf("Affirmative action policy"),
      filename: "aa-policy.pdf",
      fields: { title: "Affirmative action policy", effectiveDate: "2026-01-01" },
    });
    expect(policy.status).toBe(201);
    expect(policy.json?.file).toMatchObject({ version: "1.0", effectiveDate: "2026-01-01" });

    const listed = await api("/api/ee-committee/meeting-minutes", { cookie: employee.cookie });
    expect(listed.json?.files.find((file: { id: number }) => file.id === id)).toMatchObject({
      title: "EE committee, October",
      decisions: "Ramp at the canteen",
    });
    const page = await api("/ee-committee/minutes", { cookie: employee.cookie });
    expect(page.text).toContain("EE committee, October");

    const download = await fetch(`${baseUrl()}/api/ee-committee/meeting-minutes/${id}/download`, { headers: { Cookie: employee.cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;.*ee-minutes-october\.pdf/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const preview = await fetch(`${baseUrl()}/api/ee-committee/meeting-minutes/${id}/preview`, {
      headers: { Cookie: employee.cookie, Range: "bytes=0-9" },
    });
    expect(preview.status).toBe(206);
    expect(preview.headers.get("content-disposition")).toMatch(/^inline/);
    await preview.arrayBuffer();
    const reads = await DocumentAccessLog.findAll({ where: { documentKind: "ee_minutes", documentId: id, userId: employee.userId } });
    expect(reads.map((row) => row.action).sort()).toEqual(["download", "view"]);
  });

  it("lets HR delete a file: the row and its bytes go, and the audit trail says so", async () => {
    const document = await postFile("/api/ee-committee/documents", {
      cookie: hr.cookie,
      bytes: await makePdf("Terms of reference"),
      filename: "terms-of-reference.pdf",
      fields: { title: "Terms of reference", description: "How the committee works" },
    });
    const id = (document.json!.file as { id: number }).id;
    expect((await api(`/api/ee-committee/documents/${id}`, { method: "DELETE", cookie: employee.cookie })).status).toBe(403);
    expect((await api(`/api/ee-committee/documents/${id}`, { method: "DELETE", cookie: hr.cookie })).status).toBe(200);
    expect((await api(`/api/ee-committee/documents/${id}/download`, { cookie: employee.cookie })).status).toBe(404);
    const audit = await DataProtectionAudit.findAll({ where: { userId: hr.userId } });
    const actions = audit.filter((row) => row.timestamp >= started).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["document_uploaded", "document_deleted", "document_upload_refused"]));
  });
});
