import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DataProtectionAudit, DeletedDocument, DocumentAccessLog, DocumentBackup, EmployeeDocument } from "#models";
import { getStorage } from "~/services/storage/index.server";
import { makePdf, makePng, postFile } from "../support/documents";
import { createStoredDocument } from "../support/documents-db";
import { createTestUser } from "../support/factories";
import { api, sessionCookieFor } from "../support/session";

/**
 * My Documents (issue 15, spec 1): upload with type by content and the 50 MB limit, the
 * list, preview and download with their headers and ranges, own-delete only with a backup,
 * and the audit and access-log rows each leaves.
 */

async function signedIn(role: "hr" | "employee" = "employee") {
  const person = await createTestUser({ role });
  return { ...person, cookie: await sessionCookieFor(person.user.id) };
}

async function storedFiles(employeeId: number) {
  return (await readdir(path.join(process.env.DATA_DIR!, "files", "employees", String(employeeId))).catch(() => [] as string[])).filter(
    (name) => !name.startsWith("test-"),
  );
}

describe("employee uploads", () => {
  it("uploads a PDF, lists it with its uploader, and audits the upload", async () => {
    const { cookie, employee, user } = await signedIn();
    const bytes = await makePdf("Safety certificate");
    const response = await postFile("/api/employees/my-documents/upload", {
      cookie,
      bytes,
      filename: "Blasting certificate ü.pdf",
      fields: { documentType: "certificate" },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.json!.message).toBe("Document uploaded successfully");
    const list = await api("/api/employees/my-documents", { cookie });
    expect(list.json!.documents).toHaveLength(1);
    const [document] = list.json!.documents;
    expect(document).toMatchObject({
      originalName: "Blasting certificate ü.pdf",
      documentType: "certificate",
      description: "Blasting certificate ü.pdf",
      fileSize: bytes.length,
      fileType: "application/pdf",
      uploadedByName: `${user.firstName} ${user.lastName}`,
      ownUpload: true,
      scanStatus: "unscanned",
    });
    const row = await EmployeeDocument.findByPk(document.id);
    expect(row!.employeeId).toBe(employee!.id);
    expect(await getStorage().exists(row!.storagePath!)).toBe(true);
    const audit = await DataProtectionAudit.findOne({ where: { action: "document_uploaded", documentId: document.id } });
    expect(audit!.userId).toBe(user.id);
    expect(audit!.employeeId).toBe(employee!.id);
  });

  it("refuses a file whose content does not match its name, and one without a type", async () => {
    const { cookie, employee } = await signedIn();
    const mismatch = await postFile("/api/employees/my-documents/upload", {
      cookie,
      bytes: await makePng(),
      filename: "payslip.pdf",
      fields: { documentType: "personal" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json!.message).toBe(
      `The file's content does not match its name: "payslip.pdf" is a PNG file, not .pdf. Rename it or upload the right file.`,
    );
    const noType = await postFile("/api/employees/my-documents/upload", { cookie, bytes: await makePdf(), filename: "a.pdf" });
    expect(noType.status).toBe(400);
    expect(noType.json!.message).toBe("Please select a file and document type");
    expect(await storedFiles(employee!.id)).toEqual([]);
    expect(await DataProtectionAudit.count({ where: { action: "document_upload_refused", employeeId: employee!.id } })).toBe(1);
  });

  it("refuses 50 MB + 1 byte while reading and keeps nothing", async () => {
    const { cookie, employee } = await signedIn();
    const pdf = await makePdf();
    const big = new Blob([new Uint8Array(pdf), new Uint8Array(50 * 1024 * 1024 + 1 - pdf.length)]);
    expect(big.size).toBe(50 * 1024 * 1024 + 1);
    const response = await postFile("/api/employees/my-documents/upload", {
      cookie,
      bytes: big,
      filename: "big.pdf",
      fields: { documentType: "other" },
    });
    expect(response.status).toBe(413);
    expect(response.json!.message).toBe("File exceeds the 50MB limit");
    expect(await storedFiles(employee!.id)).toEqual([]);
    expect(await EmployeeDocument.count({ where: { employeeId: employee!.id } })).toBe(0);
  });
});

describe("preview and download", () => {
  it("answers with the document's headers, ranges, and an access-log row per view", async () => {
    const { cookie, employee, user } = await signedIn();
    const document = await createStoredDocument(employee!.id, user.id, "Kontrak – 2026.pdf");
    const preview = await api(`/api/employees/documents/${document.id}/preview`, { cookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("application/pdf");
    expect(preview.headers.get("content-disposition")).toBe(
      `inline; filename="Kontrak _ 2026.pdf"; filename*=UTF-8''Kontrak%20%E2%80%93%202026.pdf`,
    );
    expect(preview.headers.get("x-content-type-options")).toBe("nosniff");
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
    );
    const download = await api(`/api/employees/documents/${document.id}/download`, { cookie });
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(Number(download.headers.get("content-length"))).toBe(document.fileSize);

    const range = await api(`/api/employees/documents/${document.id}/download`, { cookie, headers: { Range: "bytes=0-4" } });
    expect(range.status).toBe(206);
    expect(range.text).toBe("%PDF-");
    expect(range.headers.get("content-range")).toBe(`bytes 0-4/${document.fileSize}`);
    const tail = await api(`/api/employees/documents/${document.id}/download`, { cookie, headers: { Range: "bytes=-6" } });
    expect(tail.status).toBe(206);
    expect(tail.text).toBe("%%EOF\n");
    const beyond = await api(`/api/employees/documents/${document.id}/download`, {
      cookie,
      headers: { Range: `bytes=${document.fileSize}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${document.fileSize}`);

    const logs = await DocumentAccessLog.findAll({ where: { documentKind: "employee", documentId: document.id }, order: [["id", "ASC"]] });
    // The preview, the download and the range from byte 0; later ranges of the same reading are not counted again.
    expect(logs.map((log) => log.action)).toEqual(["view", "download", "download"]);
    expect(logs.every((log) => log.userId === user.id && log.employeeId === employee!.id)).toBe(true);
  });

  it("previews other images in a sandbox, and opens link documents at their URL", async () => {
    const { cookie, employee, user } = await signedIn();
    const upload = await postFile("/api/employees/my-documents/upload", {
      cookie,
      bytes: await makePng(),
      filename: "id.png",
      fields: { documentType: "personal" },
    });
    const preview = await api(`/api/employees/documents/${(upload.json!.document as { id: number }).id}/preview`, { cookie });
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(preview.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    const link = await EmployeeDocument.create({
      employeeId: employee!.id,
      originalName: "Training record",
      documentType: "training",
      linkType: "link",
      externalUrl: "https://training.example.com/records/1",
      uploadedBy: user.id,
    });
    const opened = await api(`/api/employees/documents/${link.id}/preview`, { cookie });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe("https://training.example.com/records/1");
  });

  it("never serves another employee's document, and HR reads any", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const hr = await signedIn("hr");
    const document = await createStoredDocument(owner.employee!.id, owner.user.id);
    for (const mode of ["preview", "download"]) {
      expect((await api(`/api/employees/documents/${document.id}/${mode}`, { cookie: other.cookie })).status).toBe(404);
      expect((await api(`/api/employees/documents/${document.id}/${mode}`, { cookie: hr.cookie })).status).toBe(200);
    }
    expect((await api(`/api/employees/my-documents/${document.id}`, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    const list = await api("/api/employees/my-documents", { cookie: other.cookie });
    expect(list.json!.documents).toEqual([]);
  });
});

describe("deleting", () => {
  it("deletes only the employee's own uploads, keeping a backup and a trash row", async () => {
    const { cookie, employee, user } = await signedIn();
    const hr = await signedIn("hr");
    const fromHr = await createStoredDocument(employee!.id, hr.user.id, "contract.pdf", "contract");
    const refused = await api(`/api/employees/my-documents/${fromHr.id}`, { method: "DELETE", cookie });
    expect(refused.status).toBe(403);
    expect(refused.json!.message).toBe("You can only delete documents you uploaded yourself");
    expect(await EmployeeDocument.findByPk(fromHr.id)).not.toBeNull();
    expect(await DataProtectionAudit.count({ where: { action: "document_delete_denied", documentId: fromHr.id } })).toBe(1);

    const own = await createStoredDocument(employee!.id, user.id, "first-aid.pdf", "training");
    const deleted = await api(`/api/employees/my-documents/${own.id}`, { method: "DELETE", cookie });
    expect(deleted.status).toBe(200);
    expect(deleted.json!.message).toBe("Document deleted successfully");
    expect(await EmployeeDocument.findByPk(own.id)).toBeNull();
    expect(await getStorage().exists(own.storagePath!)).toBe(false);
    const backup = await DocumentBackup.findOne({ where: { originalDocumentId: own.id } });
    expect(await getStorage().exists(backup!.backupPath)).toBe(true);
    const trash = await DeletedDocument.findOne({ where: { originalDocumentId: own.id } });
    expect(trash).toMatchObject({
      employeeId: employee!.id,
      originalName: "first-aid.pdf",
      storagePath: backup!.backupPath,
      deletedBy: user.id,
    });
    expect(await DataProtectionAudit.count({ where: { action: "document_deleted", documentId: own.id } })).toBe(1);
  });
});
