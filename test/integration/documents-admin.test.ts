import { describe, expect, it } from "vitest";
import { DataProtectionAudit, DeletedDocument, DocumentQuery, EmployeeDocument, LiveUpdate } from "#models";
import { getStorage } from "~/services/storage/index.server";
import { makePdf, makePng, postFile } from "../support/documents";
import { createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * Admin Documents and Document Queries (issue 15, spec 2): HR uploads labelled files for an
 * employee, deletes one (backup, trash, live update, audit), the employee queries it, HR
 * restores it from the backup; reviewed and denied answers; only pending queries are answered.
 */

async function signedIn(role: "hr" | "employee" = "employee") {
  const person = await createTestUser({ role });
  return { ...person, cookie: await sessionCookieFor(person.user.id) };
}

async function hrUpload(cookie: string, employeeId: number, filename: string, documentType?: string, bytes?: Uint8Array) {
  return postFile(`/api/admin/employees/${employeeId}/documents`, {
    cookie,
    bytes: bytes ?? (await makePdf(filename)),
    filename,
    fields: documentType ? { documentType } : {},
  });
}

describe("HR uploads for an employee", () => {
  it("takes one labelled file per call and refuses a type outside the 13", async () => {
    const hr = await signedIn("hr");
    const { employee } = await signedIn();
    expect((await hrUpload(hr.cookie, employee!.id, "contract.pdf", "contract")).status).toBe(201);
    expect((await hrUpload(hr.cookie, employee!.id, "id.png", "id", await makePng())).status).toBe(201);
    const wrongType = await hrUpload(hr.cookie, employee!.id, "x.pdf", "certificate");
    expect(wrongType.status).toBe(400);
    const list = await api(`/api/admin/employees/${employee!.id}/documents`, { cookie: hr.cookie });
    expect(list.json!.folder).toEqual({ folderUrl: `/admin/documents?employee=${employee!.id}` });
    expect(list.json!.documents.map((d: { originalName: string; documentType: string }) => [d.originalName, d.documentType])).toEqual([
      ["id.png", "id"],
      ["contract.pdf", "contract"],
    ]);
    const all = await api("/api/admin/employee-documents/all", { cookie: hr.cookie });
    const mine = all.json!.documents.filter((d: { employeeId: number }) => d.employeeId === employee!.id);
    expect(mine[0]).toMatchObject({ employeeIdRef: employee!.employeeId, employeeName: `${employee!.firstName} ${employee!.lastName}` });
    const folders = await api("/api/admin/document-folders", { cookie: hr.cookie });
    expect(folders.json!.folders.find((f: { employeeId: number }) => f.employeeId === employee!.id).documentCount).toBe(2);
  });
});

describe("HR deletes, the employee queries, HR answers", () => {
  it("keeps a backup, tells the truth, announces it live, and restores the file from the backup", async () => {
    const hr = await signedIn("hr");
    const worker = await signedIn();
    const employeeId = worker.employee!.id;
    const bytes = await makePdf("Bank confirmation letter");
    const upload = await hrUpload(hr.cookie, employeeId, "bank-letter.pdf", "bank-confirmation-letter", bytes);
    const id = (upload.json!.document as { id: number }).id;
    const original = await EmployeeDocument.findByPk(id);

    const deleted = await api(`/api/admin/employees/${employeeId}/documents/${id}`, { method: "DELETE", cookie: hr.cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.json!.message).toBe(
      "Document deleted successfully. A backup copy is kept, so it can be restored if the employee queries it.",
    );
    expect(deleted.json!.message).not.toContain("Google Drive");
    expect(await getStorage().exists(original!.storagePath!)).toBe(false);
    // The employee hears of it, and the other HR users (not the one who deleted it: one toast per action).
    const live = await LiveUpdate.findAll({ where: { type: "document_deleted" }, order: [["id", "DESC"]], limit: 2 });
    expect(live.map((row) => ({ forHr: row.forHr, userId: row.userId, actorId: row.actorId })).reverse()).toEqual([
      { forHr: false, userId: worker.user.id, actorId: hr.user.id },
      { forHr: true, userId: null, actorId: hr.user.id },
    ]);
    expect(await DataProtectionAudit.count({ where: { action: "document_deleted", documentId: id, userId: hr.user.id } })).toBe(1);

    const trash = await api("/api/admin/documents/trash", { cookie: hr.cookie });
    const entry = trash.json!.documents.find((d: { originalDocumentId: number }) => d.originalDocumentId === id);
    expect(entry).toMatchObject({ originalName: "bank-letter.pdf", hasBackup: true });

    // The employee sees it among their deleted documents and queries it.
    const page = await api("/documents", { cookie: worker.cookie });
    expect(page.text).toContain("bank-letter.pdf");
    const form = new URLSearchParams({ reason: "The bank needs it for my home loan" });
    const query = await api(`/documents/deleted/${entry.id}/query`, {
      method: "POST",
      cookie: worker.cookie,
      body: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: process.env.PORTAL_URL! },
    });
    expect(query.status).toBe(302);
    const pending = await api("/api/admin/document-queries?status=pending", { cookie: hr.cookie });
    const mine = pending.json!.queries.find(
      (q: { documentName: string; employeeIdRef: string }) => q.employeeIdRef === worker.employee!.employeeId,
    );
    expect(mine).toMatchObject({
      documentName: "bank-letter.pdf",
      reason: "The bank needs it for my home loan",
      status: "pending",
      canRestore: true,
    });

    const noNote = await api(`/api/admin/document-queries/${mine.id}`, { method: "PATCH", cookie: hr.cookie, body: { status: "denied" } });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.json)).toContain("Please provide a note explaining your decision");

    const restored = await api(`/api/admin/document-queries/${mine.id}`, {
      method: "PATCH",
      cookie: hr.cookie,
      body: { status: "restored" },
    });
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ title: "Query Updated", message: "The document query has been processed successfully" });
    const back = await EmployeeDocument.findByPk(restored.json!.restoredDocumentId as number);
    expect(back).toMatchObject({
      employeeId,
      originalName: "bank-letter.pdf",
      documentType: "bank-confirmation-letter",
      fileSize: bytes.length,
    });
    const download = await fetch(`${process.env.PORTAL_URL}/api/employees/documents/${back!.id}/download`, {
      headers: { Cookie: worker.cookie },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await DeletedDocument.findByPk(entry.id))!.restoredAt).not.toBeNull();
    const trashAfter = await api("/api/admin/documents/trash", { cookie: hr.cookie });
    expect(trashAfter.json!.documents.some((d: { id: number }) => d.id === entry.id)).toBe(false);
    expect(await DataProtectionAudit.count({ where: { action: "document_restored", documentId: back!.id } })).toBe(1);

    // Only pending queries can be answered.
    const again = await api(`/api/admin/document-queries/${mine.id}`, {
      method: "PATCH",
      cookie: hr.cookie,
      body: { status: "reviewed", reviewNote: "Seen" },
    });
    expect(again.status).toBe(409);
  });

  it("marks a query reviewed or denies it, each with a note (audited)", async () => {
    const hr = await signedIn("hr");
    const worker = await signedIn();
    const make = async (name: string) => {
      const deleted = await DeletedDocument.create({
        originalDocumentId: 1,
        employeeId: worker.employee!.id,
        originalName: name,
        deletedBy: hr.user.id,
      });
      return DocumentQuery.create({ deletedDocumentId: deleted.id, employeeId: worker.employee!.id, reason: "Where is it?" });
    };
    const reviewed = await make("a.pdf");
    const denied = await make("b.pdf");
    // Spec 2 section 5: a note is required for reviewed, as for denied (issue 24).
    const bare = await api(`/api/admin/document-queries/${reviewed.id}`, {
      method: "PATCH",
      cookie: hr.cookie,
      body: { status: "reviewed" },
    });
    expect(bare.status).toBe(400);
    expect(bare.json?.errors.reviewNote).toEqual(["Please provide a note explaining your decision"]);
    expect(
      (
        await api(`/api/admin/document-queries/${reviewed.id}`, {
          method: "PATCH",
          cookie: hr.cookie,
          body: { status: "reviewed", reviewNote: "The document was replaced; see your folder" },
        })
      ).status,
    ).toBe(200);
    const answer = await api(`/api/admin/document-queries/${denied.id}`, {
      method: "PATCH",
      cookie: hr.cookie,
      body: { status: "denied", reviewNote: "Superseded by the 2026 contract" },
    });
    expect(answer.status).toBe(200);
    expect(await DocumentQuery.findByPk(denied.id)).toMatchObject({
      status: "denied",
      reviewNote: "Superseded by the 2026 contract",
      reviewedBy: hr.user.id,
    });
    expect(await DataProtectionAudit.count({ where: { action: "document_query_denied", employeeId: worker.employee!.id } })).toBe(1);
    const listed = await api("/api/admin/document-queries?status=denied", { cookie: hr.cookie });
    expect(listed.json!.queries.every((q: { status: string }) => q.status === "denied")).toBe(true);
  });
});
