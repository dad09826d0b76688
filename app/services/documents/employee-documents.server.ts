import { EmployeeDocument, User } from "#models";
import type { CurrentUser } from "~/auth.server";
import { DOCUMENT_MESSAGES, EmployeeUploadSchema } from "~/schemas/documents";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import type { StoredUpload, UploadSource } from "~/services/uploads/intake.server";
import { recordDocumentAccess, servableFile, type AccessMode, type ReadOrigin } from "./access.server";
import { removeEmployeeDocument } from "./removal.server";

/**
 * An employee's own documents (spec 1 "My Documents"): the list, upload, delete of their
 * own uploads, preview and download. Every query names the owner (the employee of the
 * signed-in user) in its where clause; HR reads any employee's through the same calls.
 */

export interface DocumentView {
  id: number;
  originalName: string;
  documentType: string;
  description: string | null;
  fileSize: number | null;
  fileType: string | null;
  linkType: "file" | "link";
  externalUrl: string | null;
  createdAt: string;
  uploadedBy: number | null;
  uploadedByName: string;
  ownUpload: boolean;
  scanStatus: string | null;
}

function requireEmployee(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(404, DOCUMENT_MESSAGES.noEmployeeRecord);
  return user.employee.id;
}

export function toDocumentView(row: EmployeeDocument, viewer: CurrentUser): DocumentView {
  const uploader = row.uploader;
  return {
    id: row.id,
    originalName: row.originalName,
    documentType: row.documentType,
    description: row.description,
    fileSize: row.fileSize,
    fileType: row.fileType,
    linkType: row.linkType,
    externalUrl: row.linkType === "link" ? row.externalUrl : null,
    createdAt: row.createdAt.toISOString(),
    uploadedBy: row.uploadedBy,
    uploadedByName: uploader ? `${uploader.firstName ?? ""} ${uploader.lastName ?? ""}`.trim() || "HR" : "Unknown",
    ownUpload: row.uploadedBy === viewer.id,
    scanStatus: row.scanStatus,
  };
}

export const UPLOADER_INCLUDE = { model: User, as: "uploader", attributes: ["id", "firstName", "lastName"] };

export async function listOwnDocuments(user: CurrentUser): Promise<DocumentView[]> {
  const employeeId = requireEmployee(user);
  const rows = await EmployeeDocument.findAll({
    where: { employeeId },
    include: [UPLOADER_INCLUDE],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
  });
  return rows.map((row) => toDocumentView(row, user));
}

/**
 * Records an upload (file, documentType, description) for one employee: the intake streams
 * the file into the employee's folder, then the fields are checked and the row written. Used
 * by the employee's own upload and by HR's. A refusal leaves nothing stored.
 */
export async function receiveEmployeeUpload(
  upload: UploadSource,
  origin: AuditOrigin,
  uploader: CurrentUser,
  employeeId: number,
  parseFields: (fields: Record<string, string>) => { documentType: string; description?: string } | null,
) {
  const received = await upload({ prefix: employeeFolder(employeeId) });
  const file = received.files.find((part) => part.field === "file");
  const parsed = parseFields(received.fields);
  if (!file || !parsed) {
    await received.discard();
    throw new ServiceError(400, DOCUMENT_MESSAGES.fileAndType, {
      ...(file ? {} : { file: [DOCUMENT_MESSAGES.fileAndType] }),
      ...(parsed ? {} : { documentType: [DOCUMENT_MESSAGES.fileAndType] }),
    });
  }
  if (!file.outcome.ok) {
    await recordAudit(origin, {
      action: "document_upload_refused",
      userId: uploader.id,
      employeeId,
      details: { reason: file.outcome.refusal.message },
    });
    throw file.outcome.refusal;
  }
  const { filename } = file;
  const stored = file.outcome.file as StoredUpload;
  try {
    const document = await EmployeeDocument.create({
      employeeId,
      fileName: stored.key.split("/").pop() ?? null,
      originalName: filename.slice(0, 255),
      fileType: stored.mime,
      fileSize: stored.size,
      storagePath: stored.key,
      documentType: parsed.documentType,
      description: parsed.description?.trim() || filename.slice(0, 1000),
      linkType: "file",
      uploadedBy: uploader.id,
      sha256: stored.sha256,
      scanStatus: stored.scanStatus,
    });
    await recordAudit(origin, {
      action: "document_uploaded",
      userId: uploader.id,
      employeeId,
      documentId: document.id,
      details: { documentType: document.documentType, size: stored.size, type: stored.mime, scanStatus: stored.scanStatus },
    });
    return { id: document.id };
  } catch (error) {
    await received.discard();
    throw error;
  }
}

/** Where an employee's documents are stored (keys `employees/<id>/<uuid>`). */
export function employeeFolder(employeeId: number) {
  return `employees/${employeeId}`;
}

export async function uploadOwnDocument(upload: UploadSource, origin: AuditOrigin, user: CurrentUser) {
  const employeeId = requireEmployee(user);
  return receiveEmployeeUpload(upload, origin, user, employeeId, (fields) => {
    const parsed = EmployeeUploadSchema.safeParse(fields);
    return parsed.success ? parsed.data : null;
  });
}

/** The document by id, for its owner or for HR; anyone else gets the same 404 as a missing one. */
export async function findReadableDocument(user: CurrentUser, id: number, employeeId?: number) {
  const where: { id: number; employeeId?: number } = { id };
  if (user.role !== "hr") where.employeeId = requireEmployee(user);
  else if (employeeId !== undefined) where.employeeId = employeeId;
  const document = await EmployeeDocument.findOne({ where });
  if (!document) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  return document;
}

/** Preview or download: a stored file to serve, or the external URL of a link document. */
export async function openEmployeeDocument(origin: ReadOrigin, user: CurrentUser, id: number, mode: AccessMode, employeeId?: number) {
  const document = await findReadableDocument(user, id, employeeId);
  await recordDocumentAccess(origin, {
    kind: "employee",
    documentId: document.id,
    userId: user.id,
    employeeId: document.employeeId,
    mode,
  });
  if (document.linkType === "link") {
    // Only web addresses are followed (never javascript: or data: from a stored row).
    const url: string = document.externalUrl ?? "";
    if (!/^https?:\/\//i.test(url)) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
    return { kind: "link", url } as const;
  }
  if (!document.storagePath) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  return { kind: "file", file: servableFile(document) } as const;
}

/** An employee deletes a document they uploaded themselves; HR's uploads stay. */
export async function deleteOwnDocument(origin: AuditOrigin, user: CurrentUser, id: number) {
  const employeeId = requireEmployee(user);
  const document = await EmployeeDocument.findOne({ where: { id, employeeId } });
  if (!document) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  if (document.uploadedBy !== user.id) {
    await recordAudit(origin, {
      action: "document_delete_denied",
      userId: user.id,
      employeeId,
      documentId: id,
      details: { reason: "not own upload" },
    });
    throw new ServiceError(403, DOCUMENT_MESSAGES.ownUploadsOnly);
  }
  const { backedUp } = await removeEmployeeDocument(document, user.id);
  await recordAudit(origin, {
    action: "document_deleted",
    userId: user.id,
    employeeId,
    documentId: id,
    details: { originalName: document.originalName, backedUp, by: "owner" },
  });
}

/** Whether the user may read the document (its owner, or HR), without opening it. */
export async function canReadEmployeeDocument(user: CurrentUser, id: number) {
  try {
    await findReadableDocument(user, id);
    return true;
  } catch (error) {
    if (error instanceof ServiceError) return false;
    throw error;
  }
}
