import { Op } from "sequelize";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataProtectionAudit, DocumentAccessLog, HrDocument, SheDocument } from "#models";
import { LIBRARY_MESSAGES } from "~/schemas/library";
import { addDays, todayIso } from "~/utils/dates";
import { createTestUser } from "../support/factories";
import { makePdf, makePng, postFile } from "../support/documents";
import { api, sessionCookieFor } from "../support/session";

/**
 * HR's document library (issue 15): policies and SHE procedures. HR uploads (type by
 * content, the form's rules), uploads new versions (the old one retired, kept, linked),
 * changes states; employees see only what is in force, through every route.
 */
let hr: { cookie: string; userId: number };
let employee: { cookie: string; userId: number };
const started = new Date();
const tag = `Lib${Date.now().toString(36)}`;

beforeAll(async () => {
  const h = await createTestUser({ role: "hr" });
  const e = await createTestUser();
  hr = { cookie: await sessionCookieFor(h.user.id), userId: h.user.id };
  employee = { cookie: await sessionCookieFor(e.user.id), userId: e.user.id };
});

afterAll(async () => {
  // Newest first: a version's row points at the one it replaces.
  for (const model of [HrDocument, SheDocument] as (typeof SheDocument)[]) {
    const rows = await model.findAll({ where: { uploadedBy: hr.userId }, order: [["id", "DESC"]] });
    for (const row of rows) await row.destroy();
  }
});

const uploadPolicy = async (fields: Record<string, string>, bytes?: Uint8Array, filename = "policy.pdf") =>
  postFile("/api/admin/hr-documents", { cookie: hr.cookie, bytes: bytes ?? (await makePdf(fields.title ?? "Policy")), filename, fields });

describe("policies", () => {
  it("refuses a missing title or file, an expiry before the effective date, a file that is not what it says, and employees", async () => {
    const noTitle = await uploadPolicy({ title: "" });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json?.errors).toMatchObject({ title: [LIBRARY_MESSAGES.titleRequired] });
    const backwards = await uploadPolicy({ title: `${tag} backwards`, effectiveDate: "2026-06-01", expiryDate: "2026-05-31" });
    expect(backwards.status).toBe(400);
    expect(backwards.json?.errors).toMatchObject({ expiryDate: [LIBRARY_MESSAGES.expiryBeforeEffective] });
    const badDate = await uploadPolicy({ title: `${tag} bad date`, effectiveDate: "2026-02-30" });
    expect(badDate.json?.errors).toMatchObject({ effectiveDate: [LIBRARY_MESSAGES.invalidDate] });
    const badCategory = await uploadPolicy({ title: `${tag} category`, category: "Anything" });
    expect(badCategory.status).toBe(400);
    const mismatched = await uploadPolicy({ title: `${tag} png` }, await makePng(), "policy.pdf");
    expect(mismatched.status).toBe(400);
    expect(String(mismatched.json?.message)).toContain("does not match its name");
    const noFile = await api("/api/admin/hr-documents", { cookie: hr.cookie, method: "POST", body: { title: "x" } });
    expect(noFile.status).toBe(400);
    expect(await HrDocument.count({ where: { uploadedBy: hr.userId } })).toBe(0);
    const byEmployee = await postFile("/api/admin/hr-documents", {
      cookie: employee.cookie,
      bytes: await makePdf("x"),
      filename: "x.pdf",
      fields: { title: "x" },
    });
    expect(byEmployee.status).toBe(403);
    expect((await api("/api/admin/hr-documents", { cookie: employee.cookie })).status).toBe(403);
    expect((await api("/api/admin/hr-documents")).status).toBe(401);
    const refusal = await DataProtectionAudit.findOne({
      where: { action: "document_upload_refused", userId: hr.userId, timestamp: { [Op.gte]: started } },
    });
    expect(refusal?.details).toMatchObject({ kind: "hr" });
  });

  it("a new version retires the one it replaces; employees see only the policy in force, by list and by id", async () => {
    const first = await uploadPolicy({ title: `${tag} Leave`, category: "Leave", version: "1.0", effectiveDate: "2026-01-01" });
    expect(first.status).toBe(201);
    const v1 = (first.json as { document: { id: number; status: string } }).document;
    expect(v1.status).toBe("active");

    const sameVersion = await uploadPolicy({ title: `${tag} Leave`, version: "1.0", replacesId: String(v1.id) });
    expect(sameVersion.status).toBe(400);
    expect(sameVersion.json?.errors).toMatchObject({ version: [LIBRARY_MESSAGES.sameVersion] });

    const second = await uploadPolicy({
      title: `${tag} Leave`,
      category: "Leave",
      version: "1.1",
      effectiveDate: todayIso(),
      replacesId: String(v1.id),
    });
    expect(second.status).toBe(201);
    expect(second.json?.message).toBe(LIBRARY_MESSAGES.newVersion);
    const v2 = (second.json as { document: { id: number; replacesId: number } }).document;
    expect(v2.replacesId).toBe(v1.id);
    expect((await HrDocument.findByPk(v1.id))?.isActive).toBe(false);

    // One successor per version: the history stays a line.
    const fork = await uploadPolicy({ title: `${tag} Leave`, version: "1.2", replacesId: String(v1.id) });
    expect(fork.status).toBe(409);
    expect(fork.json?.message).toBe(LIBRARY_MESSAGES.replacedRetired);

    // Not yet in force, and expired: HR's to see, not the employees'.
    const future = await uploadPolicy({ title: `${tag} Future`, effectiveDate: addDays(todayIso(), 10) });
    const expired = await uploadPolicy({ title: `${tag} Expired`, effectiveDate: "2025-01-01", expiryDate: addDays(todayIso(), -1) });
    const futureId = (future.json as { document: { id: number } }).document.id;
    const expiredId = (expired.json as { document: { id: number } }).document.id;

    const listed = await api("/api/hr-documents", { cookie: employee.cookie });
    const titles = (listed.json?.documents as { id: number }[]).map((document) => document.id);
    expect(titles).toContain(v2.id);
    for (const hidden of [v1.id, futureId, expiredId]) expect(titles).not.toContain(hidden);
    for (const hidden of [v1.id, futureId, expiredId]) {
      expect((await api(`/api/hr-documents/${hidden}/download`, { cookie: employee.cookie })).status).toBe(404);
      expect((await api(`/api/hr-documents/${hidden}/preview`, { cookie: employee.cookie })).status).toBe(404);
    }
    expect((await api(`/api/hr-documents/${v2.id}/preview`)).status).toBe(401);
    const preview = await api(`/api/hr-documents/${v2.id}/preview`, { cookie: employee.cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
    expect(preview.headers.get("content-security-policy")).toContain("default-src 'none'");
    const download = await api(`/api/hr-documents/${v1.id}/download`, { cookie: hr.cookie });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain("attachment");
    const logged = await DocumentAccessLog.findAll({ where: { documentKind: "hr", documentId: [v1.id, v2.id] } });
    expect(logged.map((row) => `${row.documentId}:${row.action}`).sort()).toEqual([`${v1.id}:download`, `${v2.id}:view`].sort());

    // HR sees every version, filtered by state.
    const retired = await api(`/api/admin/hr-documents?status=retired&search=${tag}`, { cookie: hr.cookie });
    expect((retired.json?.documents as { id: number; replacedById: number }[]).map((row) => [row.id, row.replacedById])).toEqual([
      [v1.id, v2.id],
    ]);
  });

  it("HR retires and activates a policy, audited; bad states and ids are refused", async () => {
    const made = await uploadPolicy({ title: `${tag} Conduct` });
    const id = (made.json as { document: { id: number } }).document.id;
    const retire = await api(`/api/admin/hr-documents/${id}`, { cookie: hr.cookie, method: "PATCH", body: { status: "retired" } });
    expect(retire.status).toBe(200);
    expect(retire.json?.document).toMatchObject({ id, status: "retired" });
    expect((await api("/api/hr-documents", { cookie: employee.cookie })).json?.documents).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const activate = await api(`/api/admin/hr-documents/${id}`, { cookie: hr.cookie, method: "PATCH", body: { status: "active" } });
    expect(activate.json?.document).toMatchObject({ status: "active" });
    expect((await api(`/api/admin/hr-documents/${id}`, { cookie: hr.cookie, method: "PATCH", body: { status: "archived" } })).status).toBe(
      400,
    );
    expect((await api(`/api/admin/hr-documents/99999999`, { cookie: hr.cookie, method: "PATCH", body: { status: "active" } })).status).toBe(
      404,
    );
    expect(
      (await api(`/api/admin/hr-documents/${id}`, { cookie: employee.cookie, method: "PATCH", body: { status: "retired" } })).status,
    ).toBe(403);
    const changes = await DataProtectionAudit.findAll({
      where: { action: "document_state_changed", userId: hr.userId, timestamp: { [Op.gte]: started } },
    });
    expect(changes.map((row) => (row.details as { to: string }).to)).toEqual(["retired", "active"]);
  });
});

describe("large files", () => {
  it("takes a 2 MB policy through the API and through HR's upload form (the 50 MB limit, not the 256 KB default)", async () => {
    const big = new Uint8Array(2 * 1024 * 1024).fill(32);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const viaApi = await uploadPolicy({ title: `${tag} Big API` }, big, "big.pdf");
    expect(viaApi.status, viaApi.text.slice(0, 200)).toBe(201);
    const viaForm = await postFile("/admin/hr-documents/she/upload", {
      cookie: hr.cookie,
      bytes: big,
      filename: "big-sop.pdf",
      fields: { title: `${tag} Big SOP` },
    });
    expect(viaForm.status, viaForm.text.slice(0, 200)).toBe(302);
    expect((await SheDocument.findOne({ where: { title: `${tag} Big SOP` } }))?.fileSize).toBe(big.length);
  });
});

describe("one version in force", () => {
  it("activating an older version (a roll-back) retires the newer one; employees see one version", async () => {
    const first = await uploadPolicy({ title: `${tag} Rollback`, version: "1.0" });
    const v1 = (first.json as { document: { id: number } }).document.id;
    const second = await uploadPolicy({ title: `${tag} Rollback`, version: "2.0", replacesId: String(v1) });
    const v2 = (second.json as { document: { id: number } }).document.id;
    const rollBack = await api(`/api/admin/hr-documents/${v1}`, { cookie: hr.cookie, method: "PATCH", body: { status: "active" } });
    expect(rollBack.json?.document).toMatchObject({ id: v1, status: "active" });
    expect((await HrDocument.findByPk(v2))?.isActive).toBe(false);
    // A new version of the newest row, while the older one is the active: still one in force.
    const third = await uploadPolicy({ title: `${tag} Rollback`, version: "3.0", replacesId: String(v2) });
    const v3 = (third.json as { document: { id: number } }).document.id;
    const inForce = ((await api("/api/hr-documents", { cookie: employee.cookie })).json?.documents as { id: number }[])
      .map((row) => row.id)
      .filter((id) => [v1, v2, v3].includes(id));
    expect(inForce).toEqual([v3]);
    const audit = await DataProtectionAudit.findOne({
      where: { action: "document_state_changed", userId: hr.userId, documentId: null, timestamp: { [Op.gte]: started } },
      order: [["id", "DESC"]],
    });
    expect(audit?.details).toMatchObject({ id: v1, to: "active", retiredVersions: [v2] });
  });

  it("a new version that takes effect later leaves the current one in force until its date", async () => {
    const first = await uploadPolicy({ title: `${tag} Future`, version: "1.0", effectiveDate: "2026-01-01" });
    const v1 = (first.json as { document: { id: number } }).document.id;
    const later = await uploadPolicy({
      title: `${tag} Future`,
      version: "2.0",
      effectiveDate: addDays(todayIso(), 30),
      replacesId: String(v1),
    });
    const v2 = (later.json as { document: { id: number } }).document.id;
    const inForce = async () =>
      ((await api("/api/hr-documents", { cookie: employee.cookie })).json?.documents as { id: number }[])
        .map((row) => row.id)
        .filter((id) => [v1, v2].includes(id));
    expect((await HrDocument.findByPk(v1))?.isActive).toBe(true);
    expect(await inForce()).toEqual([v1]);
    // Its date comes: the new version is in force and the old one steps back by itself.
    await HrDocument.update({ effectiveDate: addDays(todayIso(), -1) }, { where: { id: v2 } });
    expect(await inForce()).toEqual([v2]);
    expect((await api(`/api/hr-documents/${v1}/download`, { cookie: employee.cookie })).status).toBe(404);
  });
});

describe("SHE procedures", () => {
  const uploadSop = async (fields: Record<string, string>) =>
    postFile("/api/admin/she-documents", { cookie: hr.cookie, bytes: await makePdf(fields.title ?? "SOP"), filename: "sop.pdf", fields });

  it("a draft stays with HR until activated; a new active version archives the old one", async () => {
    const draft = await uploadSop({ title: `${tag} Blasting`, category: "safety", priority: "high", status: "draft" });
    expect(draft.status).toBe(201);
    const id = (draft.json as { document: { id: number; status: string; department: string } }).document.id;
    expect(draft.json?.document).toMatchObject({ status: "draft", department: "All Departments", priority: "high" });
    const employeeList = async () =>
      (
        (await api(`/api/she/documents?search=${encodeURIComponent(`${tag} Blasting`)}`, { cookie: employee.cookie })).json?.documents as {
          id: number;
        }[]
      ).map((row) => row.id);
    expect(await employeeList()).not.toContain(id);
    expect((await api(`/api/she/documents/${id}/preview`, { cookie: employee.cookie })).status).toBe(404);

    await api(`/api/admin/she-documents/${id}`, { cookie: hr.cookie, method: "PATCH", body: { status: "active" } });
    expect(await employeeList()).toContain(id);

    const next = await uploadSop({ title: `${tag} Blasting`, category: "safety", version: "2.0", replacesId: String(id) });
    const nextId = (next.json as { document: { id: number } }).document.id;
    expect((await SheDocument.findByPk(id))?.status).toBe("archived");
    expect(await employeeList()).toEqual([nextId]);
    const badCategory = await uploadSop({ title: `${tag} x`, category: "finance" });
    expect(badCategory.status).toBe(400);
    expect(badCategory.json?.errors).toHaveProperty("category");
    const archivedUpload = await uploadSop({ title: `${tag} y`, status: "archived" });
    expect(archivedUpload.status).toBe(400);
  });
});
