import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { Transaction } from "sequelize";
import { LeaveRequest, LeaveRequestDocument } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage, StorageNotFoundError } from "~/services/storage/index.server";
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_MESSAGES } from "~/schemas/leave";

/**
 * Medical certificates (Labour Act s. 24: sick leave of more than two consecutive days). Checked
 * by content, never by name or declared type: a PDF, JPEG or PNG of at most 5 MB. The bytes live
 * in the storage module (local disk or S3, like every other file), written and read only by
 * storeLeaveDocument/readLeaveDocument. A row from before the storage module kept its bytes in
 * the `content` column; it is still read from there.
 */

const TYPES = {
  pdf: { mime: "application/pdf", ext: "pdf" },
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
} as const;

export function sniffCertificateType(bytes: Uint8Array): keyof typeof TYPES | null {
  const at = (offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  return null;
}

/** The one place that writes a leave document's bytes: storage first, then the row; a failed row removes the file again. */
async function storeLeaveDocument(
  leaveRequestId: number,
  file: { originalName: string; bytes: Uint8Array; type: keyof typeof TYPES },
  transaction: Transaction,
) {
  const { mime, ext } = TYPES[file.type];
  const key = `leave-certificates/${leaveRequestId}/${randomUUID()}.${ext}`;
  const storage = getStorage();
  await storage.put(Readable.from([Buffer.from(file.bytes)]), { key, maxBytes: CERTIFICATE_MAX_BYTES });
  try {
    return await LeaveRequestDocument.create(
      {
        leaveRequestId,
        fileName: `medical-certificate-${leaveRequestId}.${ext}`,
        originalName: file.originalName.replace(/[^\p{L}\p{N} ._()-]/gu, "_").slice(0, 200) || `certificate.${ext}`,
        fileType: mime,
        fileSize: file.bytes.byteLength,
        storagePath: key,
        content: null,
      },
      { transaction },
    );
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
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

/** The employee attaches a certificate to their own sick leave request. */
export async function attachCertificate(user: CurrentUser, leaveRequestId: number, file: { name: string; bytes: Uint8Array }) {
  if (!user.employee) throw new ServiceError(403, "Your login is not linked to an employee record. Please contact HR.");
  if (file.bytes.byteLength > CERTIFICATE_MAX_BYTES)
    throw new ServiceError(400, CERTIFICATE_MESSAGES.tooLarge, { certificate: [CERTIFICATE_MESSAGES.tooLarge] });
  const type = sniffCertificateType(file.bytes);
  if (!type) throw new ServiceError(400, CERTIFICATE_MESSAGES.wrongType, { certificate: [CERTIFICATE_MESSAGES.wrongType] });
  const employeeId = user.employee.id;
  return getDb().transaction(async (transaction) => {
    const leave = await LeaveRequest.findOne({ where: { id: leaveRequestId, employeeId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!leave) throw new ServiceError(404, "Leave request not found");
    if (leave.leaveType !== "sick") throw new ServiceError(400, CERTIFICATE_MESSAGES.notSick);
    const document = await storeLeaveDocument(leaveRequestId, { originalName: file.name, bytes: file.bytes, type }, transaction);
    return { id: document.id, fileName: document.fileName, fileSize: document.fileSize };
  });
}

/** The newest certificate of a request: its owner or HR (anyone else: 404, the request's existence stays hidden). */
export async function getCertificate(user: CurrentUser, leaveRequestId: number) {
  getDb();
  const leave = await LeaveRequest.findOne({
    where: { id: leaveRequestId, ...(user.role === "hr" ? {} : { employeeId: user.employee?.id ?? -1 }) },
  });
  if (!leave) throw new ServiceError(404, "Certificate not found");
  const document = await LeaveRequestDocument.findOne({ where: { leaveRequestId }, order: [["id", "DESC"]] });
  if (!document) throw new ServiceError(404, "Certificate not found");
  return readLeaveDocument(document);
}
