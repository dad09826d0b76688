import { DocumentAccessLog } from "#models";
import { getStorage } from "~/services/storage/index.server";
import type { ServableFile } from "~/utils/file-response.server";
import type { AuditOrigin } from "~/services/audit.server";

export type DocumentKind = "employee" | "hr" | "she" | "ee_minutes" | "ee_policy" | "ee_document";
export type AccessMode = "preview" | "download";

/** Where a read of a file came from, and the byte range it asked for (the route reads both: readOrigin). */
export interface ReadOrigin extends AuditOrigin {
  range: string | null;
}

/**
 * Writes document_access_log for a view or a download. A viewer that reads a file in
 * ranges asks many times; only the first request (no Range, or one from byte 0) counts.
 */
export async function recordDocumentAccess(
  origin: ReadOrigin,
  entry: { kind: DocumentKind; documentId: number; userId: number; employeeId: number | null; mode: AccessMode },
) {
  if (origin.range && !/^bytes=0-/.test(origin.range.trim())) return;
  await DocumentAccessLog.create({
    documentKind: entry.kind,
    documentId: entry.documentId,
    userId: entry.userId,
    employeeId: entry.employeeId,
    action: entry.mode === "download" ? "download" : "view",
    ipAddress: origin.ipAddress || null,
  });
}

/** A stored file as an authorized route serves it (the route picks inline or attachment). */
export function servableFile(row: {
  originalName: string;
  fileType: string | null;
  fileSize: number | null;
  storagePath: string | null;
}): ServableFile {
  const key = row.storagePath ?? "";
  return {
    name: row.originalName,
    contentType: row.fileType ?? "application/octet-stream",
    size: row.fileSize ?? 0,
    open: (range) => getStorage().get(key, range),
  };
}
