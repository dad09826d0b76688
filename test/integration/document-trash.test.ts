import { describe, expect, it } from "vitest";
import { DataProtectionAudit, DeletedDocument, DocumentQuery, EmployeeDocument } from "#models";
import { DOCUMENT_TRASH_MESSAGES } from "~/services/documents/trash.server";
import { makePdf, postFile } from "../support/documents";
import { createTestUser, unique } from "../support/factories";
import { NoJsBrowser } from "../support/no-js";
import { api, sessionCookieFor } from "../support/session";

/**
 * Issue 24: HR sees deleted employee documents with their backups and restores one without
 * waiting for a query; a pending query about it is answered "restored" with it.
 */

async function signedIn(role: "hr" | "employee" = "employee") {
  const person = await createTestUser({ role });
  return { ...person, cookie: await sessionCookieFor(person.user.id) };
}

async function uploadAndDelete(hrCookie: string, employeeId: number, filename: string) {
  const bytes = await makePdf(filename);
  const upload = await postFile(`/api/admin/employees/${employeeId}/documents`, {
    cookie: hrCookie,
    bytes,
    filename,
    fields: { documentType: "contract" },
  });
  const id = (upload.json!.document as { id: number }).id;
  expect((await api(`/api/admin/employees/${employeeId}/documents/${id}`, { method: "DELETE", cookie: hrCookie })).status).toBe(200);
  const deleted = (await DeletedDocument.findOne({ where: { originalDocumentId: id } }))!;
  return { deleted, bytes };
}

describe("deleted employee documents", () => {
  it("lists each with its backup and who deleted it, and HR restores one by the API, answering the pending query", async () => {
    const hr = await signedIn("hr");
    const worker = await signedIn();
    const name = `${unique("contract-")}.pdf`;
    const { deleted, bytes } = await uploadAndDelete(hr.cookie, worker.employee!.id, name);
    const query = await DocumentQuery.create({ employeeId: worker.employee!.id, deletedDocumentId: deleted.id, reason: "For the bank" });

    const trash = await api("/api/admin/documents/trash", { cookie: hr.cookie });
    expect(trash.json!.documents.find((entry: { id: number }) => entry.id === deleted.id)).toMatchObject({
      originalName: name,
      hasBackup: true,
      employeeIdRef: worker.employee!.employeeId,
      deletedByName: `${hr.user.firstName} ${hr.user.lastName}`,
    });

    // An employee cannot restore, not even their own.
    expect((await api(`/api/admin/documents/trash/${deleted.id}/restore`, { method: "POST", cookie: worker.cookie })).status).toBe(403);

    const restored = await api(`/api/admin/documents/trash/${deleted.id}/restore`, { method: "POST", cookie: hr.cookie });
    expect(restored.status).toBe(200);
    expect(restored.json!.message).toBe(DOCUMENT_TRASH_MESSAGES.restored);
    const back = (await EmployeeDocument.findByPk(restored.json!.documentId as number))!;
    expect(back).toMatchObject({ employeeId: worker.employee!.id, originalName: name, fileSize: bytes.length });
    const download = await fetch(`${process.env.PORTAL_URL}/api/employees/documents/${back.id}/download`, {
      headers: { Cookie: worker.cookie },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(await query.reload()).toMatchObject({
      status: "restored",
      reviewedBy: hr.user.id,
      reviewNote: DOCUMENT_TRASH_MESSAGES.restoredByHr,
    });
    expect(await DataProtectionAudit.count({ where: { action: "document_restored", documentId: back.id, userId: hr.user.id } })).toBe(1);

    // Restored once: no second copy, and it leaves the list.
    const again = await api(`/api/admin/documents/trash/${deleted.id}/restore`, { method: "POST", cookie: hr.cookie });
    expect(again.status).toBe(409);
    expect(again.json!.message).toBe(DOCUMENT_TRASH_MESSAGES.alreadyRestored);
    const after = await api("/api/admin/documents/trash", { cookie: hr.cookie });
    expect(after.json!.documents.some((entry: { id: number }) => entry.id === deleted.id)).toBe(false);
  });

  it("refuses a document without a backup, and an unknown one", async () => {
    const hr = await signedIn("hr");
    const worker = await signedIn();
    const { deleted } = await uploadAndDelete(hr.cookie, worker.employee!.id, "payslip-scan.pdf");
    await deleted.update({ storagePath: null });
    const refused = await api(`/api/admin/documents/trash/${deleted.id}/restore`, { method: "POST", cookie: hr.cookie });
    expect(refused.status).toBe(409);
    expect(refused.json!.message).toBe(DOCUMENT_TRASH_MESSAGES.noBackup);
    expect((await api("/api/admin/documents/trash/999999999/restore", { method: "POST", cookie: hr.cookie })).status).toBe(404);
  });

  it("without JavaScript: HR opens Deleted Documents and restores one with a plain form", async () => {
    const hr = await signedIn("hr");
    const worker = await signedIn();
    const name = `${unique("medical-")}.pdf`;
    const { deleted } = await uploadAndDelete(hr.cookie, worker.employee!.id, name);
    const browser = await new NoJsBrowser().signIn(hr.user.id);
    let page = await browser.goto("/admin/documents");
    page = await page.click(page.screen.getByRole("link", { name: "Deleted Documents" }));
    const employeeName = `${worker.employee!.firstName} ${worker.employee!.lastName}`;
    const row = page.screen.getAllByRole("row").find((found) => page.shows(name, found))!;
    expect(page.text(row)).toContain("Kept");
    page = await page.click(page.within(row).getByRole("button", { name: `Restore ${name} of ${employeeName}` }));
    expect(page.path).toBe("/admin/documents?view=deleted");
    expect(page.messageBox(DOCUMENT_TRASH_MESSAGES.restored, "status")).toBeTruthy();
    expect(page.screen.queryAllByRole("row").filter((found) => page.shows(name, found))).toHaveLength(0);
    expect((await deleted.reload()).restoredAt).not.toBeNull();
  });
});
