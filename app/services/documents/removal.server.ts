import { randomUUID } from "node:crypto";
import type { Transaction } from "sequelize";
import { DeletedDocument, DocumentBackup, EmployeeDocument } from "#models";
import { getDb } from "~/db.server";
import { getStorage, StorageNotFoundError } from "~/services/storage/index.server";

/** A backup is a copy of bytes already accepted: it may be as large as any stored file. */
const BACKUP_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Copies a stored object to a new key, streaming (works the same on disk and S3). */
export async function copyStoredObject(fromKey: string, toKey: string) {
  const storage = getStorage();
  const { stream } = await storage.get(fromKey);
  return storage.put(stream, { key: toKey, maxBytes: BACKUP_MAX_BYTES });
}

/**
 * Deletes an employee document the way every deletion does: its bytes are copied to
 * `backups/...` first (document_backups), a deleted_documents row keeps what it was, then
 * the row and its original object go. The copy is made before the transaction, so a
 * failure leaves the document as it was; the original object is removed only after commit.
 */
export async function removeEmployeeDocument(
  document: EmployeeDocument,
  deletedBy: number,
  inTransaction: (transaction: Transaction, deleted: DeletedDocument) => Promise<void> = async () => {},
) {
  const originalKey = document.linkType === "file" ? document.storagePath : null;
  let backupKey = originalKey ? `backups/${document.employeeId}/${randomUUID()}` : null;
  let fileMissing = false;
  if (originalKey && backupKey) {
    try {
      await copyStoredObject(originalKey, backupKey);
    } catch (error) {
      // A file that has gone missing from storage has nothing to back up: the record can still go (issue 26).
      if (!(error instanceof StorageNotFoundError)) throw error;
      backupKey = null;
      fileMissing = true;
    }
  }
  try {
    const deleted = await getDb().transaction(async (transaction) => {
      if (backupKey) {
        await DocumentBackup.create(
          {
            originalDocumentId: document.id,
            employeeId: document.employeeId,
            fileName: document.fileName,
            originalName: document.originalName,
            backupPath: backupKey,
            createdBy: deletedBy,
          },
          { transaction },
        );
      }
      const row = await DeletedDocument.create(
        {
          originalDocumentId: document.id,
          employeeId: document.employeeId,
          fileName: document.fileName,
          originalName: document.originalName,
          fileType: document.fileType,
          fileSize: document.fileSize,
          storagePath: backupKey,
          documentType: document.documentType,
          description: document.description,
          uploadedBy: document.uploadedBy,
          originalCreatedAt: document.createdAt,
          deletedBy,
        },
        { transaction },
      );
      await document.destroy({ transaction });
      await inTransaction(transaction, row);
      return row;
    });
    if (originalKey && !fileMissing) await getStorage().delete(originalKey);
    return { deleted, backedUp: Boolean(backupKey), fileMissing };
  } catch (error) {
    if (backupKey)
      await getStorage()
        .delete(backupKey)
        .catch(() => {});
    throw error;
  }
}

/** Brings a deleted document back from its backup as a new row (a fresh copy of the bytes). */
export async function restoreDeletedDocument(deleted: DeletedDocument, transaction: Transaction) {
  let key: string | null = null;
  let sha256: string | null = null;
  if (deleted.storagePath) {
    key = `employees/${deleted.employeeId}/${randomUUID()}`;
    sha256 = (await copyStoredObject(deleted.storagePath, key)).sha256;
  }
  const restored = await EmployeeDocument.create(
    {
      employeeId: deleted.employeeId,
      fileName: deleted.fileName,
      originalName: deleted.originalName,
      fileType: deleted.fileType,
      fileSize: deleted.fileSize,
      storagePath: key,
      documentType: deleted.documentType ?? "other",
      description: deleted.description,
      linkType: "file",
      uploadedBy: deleted.uploadedBy,
      sha256,
      scanStatus: "unscanned",
    },
    { transaction },
  );
  await deleted.update({ restoredAt: new Date(), restoredDocumentId: restored.id }, { transaction });
  return { restored, key };
}
