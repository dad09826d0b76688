import type { Transaction } from "sequelize";
import { LeaveRequest, LeaveRequestDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage, StorageNotFoundError } from "~/services/storage/index.server";
import { CERTIFICATE_MESSAGES } from "~/schemas/leave";
import type { StoredUpload, UploadSource } from "~/services/uploads/intake.server";

/**
 * Medical certificates (Labour Act s. 24: sick leave of more than two consecutive days). They
 * come in through the upload intake like every file (services/uploads/intake.server.ts): a
 * PDF, JPEG or PNG by content, never by name or declared type, at most 5 MB while reading, the
 * virus scanner when configured, streamed into the storage module (local disk or S3). A row
 * from before the storage module kept its bytes in the `content` column; it is still read
 * from there.
 */

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" };

/** The one place that writes a leave document's row, for bytes the intake stored; a failed row removes the file again. */
async function recordLeaveDocument(leaveRequestId: number, file: StoredUpload, transaction: Transaction) {
  const ext = EXTENSIONS[file.mime] ?? "bin";
  return LeaveRequestDocument.create(
    {
      leaveRequestId,
      fileName: `medical-certificate-${leaveRequestId}.${ext}`,
      originalName: file.filename.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || `certificate.${ext}`,
      fileType: file.mime,
      fileSize: file.size,
      storagePath: file.key,
      content: null,
    },
    { transaction },
  );
}

/** The one place that reads a leave document's bytes (at most 5 MB, so read whole). */
async function readLeaveDocument(document: LeaveRequestDocument) {
  let bytes = document.content;
  if (!bytes) {
    try {
      const { stream } = await getStorage().get(document.storagePath);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      bytes = Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new ServiceError(404, "Certificate not found");
      throw error;
    }
  }
  return { bytes, contentType: document.fileType ?? "application/octet-stream", fileName: document.fileName };
}

async function findOwnSickLeave(employeeId: number, leaveRequestId: number, transaction: Transaction) {
  const leave = await LeaveRequest.findOne({ where: { id: leaveRequestId, employeeId }, transaction, lock: transaction.LOCK.UPDATE });
  if (!leave) throw new ServiceError(404, "Leave request not found");
  if (leave.leaveType !== "sick") throw new ServiceError(400, CERTIFICATE_MESSAGES.notSick);
  return leave;
}

/** The employee attaches a certificate (the form's `certificate` file) to their own sick leave request. */
export async function attachCertificate(upload: UploadSource, user: CurrentUser, leaveRequestId: number) {
  // The form is read first (the file checked and stored as it arrives), then the request: as every upload form does.
  const received = await upload({ prefix: `leave-certificates/${leaveRequestId}` });
  if (!user.employee) {
    await received.discard();
    throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  }
  const employeeId = user.employee.id;
  const file = received.files.find((part) => part.field === "certificate");
  if (!file) throw new ServiceError(400, CERTIFICATE_MESSAGES.wrongType, { certificate: [CERTIFICATE_MESSAGES.wrongType] });
  if (!file.outcome.ok) throw file.outcome.refusal;
  const stored = file.outcome.file as StoredUpload;
  try {
    return await getDb().transaction(async (transaction) => {
      await findOwnSickLeave(employeeId, leaveRequestId, transaction);
      const document = await recordLeaveDocument(leaveRequestId, stored, transaction);
      return { id: document.id, fileName: document.fileName, fileSize: document.fileSize };
    });
  } catch (error) {
    await received.discard();
    throw error;
  }
}

/** The newest certificate of a request: its owner or HR (anyone else: 404, the request's existence stays hidden). */
export async function getCertificate(user: CurrentUser, leaveRequestId: number) {
  const leave = await LeaveRequest.findOne({
    where: { id: leaveRequestId, ...(user.role === "hr" ? {} : { employeeId: user.employee?.id ?? -1 }) },
  });
  if (!leave) throw new ServiceError(404, "Certificate not found");
  const document = await LeaveRequestDocument.findOne({ where: { leaveRequestId }, order: [["id", "DESC"]] });
  if (!document) throw new ServiceError(404, "Certificate not found");
  return readLeaveDocument(document);
}
