import { DeletedDocument, DocumentQuery, Employee, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage } from "~/services/storage/index.server";
import { pageWindow } from "~/utils/paging";
import { restoreDeletedDocument } from "./removal.server";

/**
 * HR's deleted employee documents (issue 24): every deletion not yet restored, whether its
 * backup is kept, and a Restore that brings the file back from the backup without waiting for
 * the employee to query it. A pending query about the document is answered "restored" with it.
 */

export const TRASH_PAGE_SIZE = 25;

export const DOCUMENT_TRASH_MESSAGES = {
  restored: "Document restored from its backup",
  alreadyRestored: "This document has already been restored.",
  noBackup: "This document has no backup to restore from.",
  notFound: "Deleted document not found",
  restoredByHr: "Restored by HR from the deleted documents.",
} as const;

export interface DeletedDocumentEntry {
  id: number;
  originalDocumentId: number;
  originalName: string;
  documentType: string | null;
  fileSize: number | null;
  employeeId: number;
  employeeName: string;
  employeeIdRef: string;
  deletedAt: string;
  deletedByName: string | null;
  hasBackup: boolean;
  queriedAt: string | null;
}

function toEntry(row: DeletedDocument): DeletedDocumentEntry {
  const deleter = row.get("deleter") as User | undefined;
  return {
    id: row.id,
    originalDocumentId: row.originalDocumentId,
    originalName: row.originalName,
    documentType: row.documentType ?? null,
    fileSize: row.fileSize ?? null,
    employeeId: row.employeeId,
    employeeName: row.employee ? `${row.employee.firstName} ${row.employee.lastName}` : "",
    employeeIdRef: row.employee?.employeeId ?? "",
    deletedAt: row.deletedAt.toISOString(),
    deletedByName: deleter ? `${deleter.firstName ?? ""} ${deleter.lastName ?? ""}`.trim() || null : null,
    hasBackup: Boolean(row.storagePath),
    queriedAt: row.queriedAt?.toISOString() ?? null,
  };
}

const INCLUDES = [
  { model: Employee, as: "employee", attributes: ["id", "firstName", "lastName", "employeeId", "department"] },
  { model: User, as: "deleter", attributes: ["firstName", "lastName"] },
];

/** Deleted and not restored, newest first, a page at a time (SQL). */
export async function listDocumentTrashPage(page: number, pageSize = TRASH_PAGE_SIZE) {
  const where = { restoredAt: null };
  const window = pageWindow(await DeletedDocument.count({ where }), pageSize, page);
  const rows = await DeletedDocument.findAll({
    where,
    include: INCLUDES,
    order: [
      ["deletedAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: window.pageSize,
    offset: window.offset,
  });
  return { documents: rows.map(toEntry), window };
}

/** HR restores a deleted document from its backup: a new document row with a fresh copy of the bytes. */
export async function restoreFromTrash(origin: AuditOrigin | null, hr: Pick<CurrentUser, "id">, id: number) {
  const db = getDb();
  let restoredKey: string | null = null;
  try {
    const outcome = await db.transaction(async (transaction) => {
      // Queries first, then the document: the order a query's answer locks them in, so the two never deadlock.
      const pending = await DocumentQuery.findAll({
        where: { deletedDocumentId: id, status: "pending" },
        transaction,
        lock: transaction.LOCK.UPDATE,
      });
      const deleted = await DeletedDocument.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!deleted) throw new ServiceError(404, DOCUMENT_TRASH_MESSAGES.notFound);
      if (deleted.restoredAt) throw new ServiceError(409, DOCUMENT_TRASH_MESSAGES.alreadyRestored);
      if (!deleted.storagePath) throw new ServiceError(409, DOCUMENT_TRASH_MESSAGES.noBackup);
      const { restored, key } = await restoreDeletedDocument(deleted, transaction);
      restoredKey = key;
      if (pending.length) {
        await DocumentQuery.update(
          { status: "restored", reviewNote: DOCUMENT_TRASH_MESSAGES.restoredByHr, reviewedAt: new Date(), reviewedBy: hr.id },
          { where: { id: pending.map((query) => query.id) }, transaction },
        );
      }
      return { employeeId: deleted.employeeId, documentId: restored.id, originalName: deleted.originalName };
    });
    // Committed: the copy belongs to the restored document now, whatever happens next.
    restoredKey = null;
    await recordAudit(origin, {
      action: "document_restored",
      userId: hr.id,
      employeeId: outcome.employeeId,
      documentId: outcome.documentId,
      details: { deletedDocumentId: id, from: "trash" },
    });
    return outcome;
  } catch (error) {
    if (restoredKey)
      await getStorage()
        .delete(restoredKey)
        .catch(() => {});
    throw error;
  }
}
