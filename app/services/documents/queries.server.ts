import { DeletedDocument, DocumentQuery, Employee } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { DOCUMENT_MESSAGES, type QUERY_RESPONSES, type QUERY_STATUSES } from "~/schemas/documents";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage } from "~/services/storage/index.server";
import { restoreDeletedDocument } from "./removal.server";

/**
 * Document queries (spec 2 "Document Queries", "Document query response"): an employee
 * asks about a document that was deleted; HR restores it from its backup, marks the query
 * reviewed or denies it (with a note). Only pending queries can be answered.
 */

export interface DeletedDocumentView {
  id: number;
  originalName: string;
  documentType: string | null;
  deletedAt: string;
  queryStatus: string | null;
}

function requireEmployee(user: CurrentUser) {
  if (!user.employee) throw new ServiceError(404, DOCUMENT_MESSAGES.noEmployeeRecord);
  return user.employee.id;
}

/** The employee's documents that were deleted and not restored, with their latest query's status. */
export async function listOwnDeletedDocuments(user: CurrentUser): Promise<DeletedDocumentView[]> {
  const employeeId = requireEmployee(user);
  const rows = await DeletedDocument.findAll({
    where: { employeeId, restoredAt: null },
    include: [{ model: DocumentQuery, as: "queries", attributes: ["id", "status", "createdAt"] }],
    order: [["deletedAt", "DESC"]],
    limit: 50,
  });
  return rows.map((row) => {
    const latest = [...(row.queries ?? [])].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    return {
      id: row.id,
      originalName: row.originalName,
      documentType: row.documentType,
      deletedAt: row.deletedAt.toISOString(),
      queryStatus: latest?.status ?? null,
    };
  });
}

export async function getOwnDeletedDocument(user: CurrentUser, id: number) {
  const employeeId = requireEmployee(user);
  const row = await DeletedDocument.findOne({ where: { id, employeeId, restoredAt: null } });
  if (!row) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
  return { id: row.id, originalName: row.originalName, deletedAt: row.deletedAt.toISOString() };
}

/** The employee queries a deleted document of theirs; one pending query at a time. */
export async function queryDeletedDocument(user: CurrentUser, id: number, reason: string) {
  const employeeId = requireEmployee(user);
  const db = getDb();
  return db.transaction(async (transaction) => {
    const deleted = await DeletedDocument.findOne({
      where: { id, employeeId, restoredAt: null },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!deleted) throw new ServiceError(404, DOCUMENT_MESSAGES.notFound);
    const pending = await DocumentQuery.count({ where: { deletedDocumentId: id, status: "pending" }, transaction });
    if (pending) throw new ServiceError(409, "You have already queried this document; HR will respond.");
    const query = await DocumentQuery.create({ deletedDocumentId: id, employeeId, reason }, { transaction });
    await deleted.update({ queriedAt: new Date(), queriedBy: user.id, queryReason: reason }, { transaction });
    return { id: query.id };
  });
}

export interface DocumentQueryView {
  id: number;
  documentName: string;
  employeeName: string;
  employeeIdRef: string;
  department: string | null;
  documentType: string | null;
  createdAt: string;
  reason: string;
  reviewNote: string | null;
  reviewedAt: string | null;
  status: string;
  canRestore: boolean;
}

/** HR: the queries, newest first, optionally of one status. */
export async function listDocumentQueries(status?: (typeof QUERY_STATUSES)[number]): Promise<DocumentQueryView[]> {
  const rows = await DocumentQuery.findAll({
    where: status ? { status } : {},
    include: [
      { model: DeletedDocument, as: "deletedDocument", attributes: ["id", "originalName", "documentType", "storagePath", "restoredAt"] },
      { model: Employee, as: "employee", attributes: ["id", "firstName", "lastName", "employeeId", "department"] },
    ],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: 500,
  });
  return rows.map((row) => ({
    id: row.id,
    documentName: row.deletedDocument?.originalName ?? "(document record removed)",
    employeeName: row.employee ? `${row.employee.firstName} ${row.employee.lastName}` : "",
    employeeIdRef: row.employee?.employeeId ?? "",
    department: row.employee?.department ?? null,
    documentType: row.deletedDocument?.documentType ?? null,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    status: row.status,
    canRestore: Boolean(row.deletedDocument?.storagePath && !row.deletedDocument.restoredAt),
  }));
}

/** HR answers a pending query; `restored` brings the file back from its backup. */
export async function respondToDocumentQuery(
  origin: AuditOrigin,
  hr: CurrentUser,
  id: number,
  input: { status: (typeof QUERY_RESPONSES)[number]; reviewNote?: string },
) {
  if (input.status === "denied" && !input.reviewNote) {
    throw new ServiceError(400, DOCUMENT_MESSAGES.noteRequired, { reviewNote: [DOCUMENT_MESSAGES.noteRequired] });
  }
  const db = getDb();
  let restoredKey: string | null = null;
  try {
    const outcome = await db.transaction(async (transaction) => {
      const query = await DocumentQuery.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!query) throw new ServiceError(404, "Document query not found");
      if (query.status !== "pending") throw new ServiceError(409, "This query has already been answered.");
      let restoredDocumentId: number | null = null;
      if (input.status === "restored") {
        const deleted = query.deletedDocumentId
          ? await DeletedDocument.findByPk(query.deletedDocumentId, { transaction, lock: transaction.LOCK.UPDATE })
          : null;
        if (!deleted || deleted.restoredAt || !deleted.storagePath) {
          throw new ServiceError(409, "This document has no backup to restore from.");
        }
        const { restored, key } = await restoreDeletedDocument(deleted, transaction);
        restoredKey = key;
        restoredDocumentId = restored.id;
      }
      await query.update(
        { status: input.status, reviewNote: input.reviewNote || null, reviewedAt: new Date(), reviewedBy: hr.id },
        { transaction },
      );
      return { employeeId: query.employeeId, restoredDocumentId };
    });
    // Committed: the copy belongs to the restored document now, whatever happens next.
    restoredKey = null;
    if (input.status !== "reviewed") {
      await recordAudit(origin, {
        action: input.status === "restored" ? "document_restored" : "document_query_denied",
        userId: hr.id,
        employeeId: outcome.employeeId,
        documentId: outcome.restoredDocumentId,
        details: { queryId: id },
      });
    }
    return outcome;
  } catch (error) {
    if (restoredKey)
      await getStorage()
        .delete(restoredKey)
        .catch(() => {});
    throw error;
  }
}
