import type { InferCreationAttributes } from "sequelize";
import { EeDocument, EeMeetingMinutes, EePolicy } from "#models";
import type { CurrentUser } from "~/auth.server";
import { EE_FILE_MESSAGES, EE_FILE_SCHEMAS, type EeFileKind } from "~/schemas/equity";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import type { UploadSource } from "~/services/uploads/intake.server";
import {
  recordDocumentAccess,
  servableFile,
  type AccessMode,
  type DocumentKind,
  type ReadOrigin,
} from "~/services/documents/access.server";
import { receiveFormUpload, storedFileColumns } from "~/services/documents/form-upload.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage } from "~/services/storage/index.server";

/**
 * The EE committee's files (spec 2: Minutes, Policies, Docs): everyone signed in lists,
 * previews and downloads them; HR uploads and deletes. Files go through the storage module
 * (type by content, 50 MB while reading, the virus scanner), views and downloads are logged
 * in document_access_log, uploads, deletions and refusals in data_protection_audit.
 */

type Row = EeMeetingMinutes | EePolicy | EeDocument;

interface KindConfig {
  model: typeof EeMeetingMinutes | typeof EePolicy | typeof EeDocument;
  accessKind: DocumentKind;
  prefix: string;
  order: [string, "ASC" | "DESC"][];
}

const KINDS: Record<EeFileKind, KindConfig> = {
  minutes: {
    model: EeMeetingMinutes,
    accessKind: "ee_minutes",
    prefix: "ee-committee/minutes",
    order: [
      ["meetingDate", "DESC"],
      ["id", "DESC"],
    ],
  },
  policies: {
    model: EePolicy,
    accessKind: "ee_policy",
    prefix: "ee-committee/policies",
    order: [
      ["effectiveDate", "DESC"],
      ["id", "DESC"],
    ],
  },
  documents: {
    model: EeDocument,
    accessKind: "ee_document",
    prefix: "ee-committee/documents",
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
  },
};

export interface CommitteeFileView {
  id: number;
  title: string;
  description: string | null;
  originalName: string;
  fileType: string | null;
  fileSize: number | null;
  uploadedAt: string;
  /** Minutes. */
  meetingDate?: string;
  attendees?: string | null;
  agenda?: string | null;
  discussions?: string | null;
  decisions?: string | null;
  actionItems?: string | null;
  /** Policies. */
  version?: string;
  effectiveDate?: string;
}

function view(row: Row): CommitteeFileView {
  const base = {
    id: row.id,
    title: row.title,
    description: "description" in row ? (row.description ?? null) : null,
    originalName: row.originalName,
    fileType: row.fileType ?? null,
    fileSize: row.fileSize ?? null,
    uploadedAt: row.createdAt.toISOString(),
  };
  if (row instanceof EeMeetingMinutes) {
    return {
      ...base,
      meetingDate: row.meetingDate,
      attendees: row.attendees ?? null,
      agenda: row.agenda ?? null,
      discussions: row.discussions ?? null,
      decisions: row.decisions ?? null,
      actionItems: row.actionItems ?? null,
    };
  }
  if (row instanceof EePolicy) return { ...base, version: row.version, effectiveDate: row.effectiveDate };
  return base;
}

function model(kind: EeFileKind) {
  // The three models share the file columns; Sequelize's static methods do not unify across classes.
  return KINDS[kind].model as unknown as typeof EeDocument;
}

/**
 * HR uploads one file with its fields (multipart: file, and the fields of the kind's schema).
 * Refusals leave nothing stored; the form's field errors come back as a 400.
 */
export async function uploadCommitteeFile(upload: UploadSource, origin: AuditOrigin, hr: CurrentUser, kind: EeFileKind) {
  const config = KINDS[kind];
  const received = await receiveFormUpload(upload, origin, hr, {
    schema: EE_FILE_SCHEMAS[kind],
    prefix: config.prefix,
    auditKind: config.accessKind,
    fileRequired: EE_FILE_MESSAGES.fileRequired,
  });
  try {
    const values = { ...(received.data as Record<string, string | undefined>), ...storedFileColumns(received, hr.id) };
    const row = await model(kind).create(values as InferCreationAttributes<EeDocument>);
    await recordAudit(origin, {
      action: "document_uploaded",
      userId: hr.id,
      details: { kind: config.accessKind, id: row.id, size: row.fileSize, type: row.fileType, scanStatus: row.scanStatus },
    });
    return view(row as Row);
  } catch (error) {
    await received.discard();
    throw error;
  }
}

export async function listCommitteeFiles(kind: EeFileKind): Promise<CommitteeFileView[]> {
  const rows = await model(kind).findAll({ order: KINDS[kind].order as [string, string][], limit: 200 });
  return rows.map((row) => view(row as Row));
}

async function findFile(kind: EeFileKind, id: number) {
  const row = (await model(kind).findByPk(id)) as Row | null;
  if (!row) throw new ServiceError(404, EE_FILE_MESSAGES.notFound);
  return row;
}

/** HR deletes a file: the row and the stored bytes go (minutes linked to requests are unlinked by the database). */
export async function deleteCommitteeFile(origin: AuditOrigin, hr: CurrentUser, kind: EeFileKind, id: number) {
  const row = await findFile(kind, id);
  const key = row.storagePath;
  await row.destroy();
  await getStorage()
    .delete(key)
    .catch(() => undefined);
  await recordAudit(origin, {
    action: "document_deleted",
    userId: hr.id,
    details: { kind: KINDS[kind].accessKind, id, title: row.title },
  });
}

/** Preview or download for anyone signed in, logged in document_access_log. */
export async function openCommitteeFile(origin: ReadOrigin, user: CurrentUser, kind: EeFileKind, id: number, mode: AccessMode) {
  const row = await findFile(kind, id);
  await recordDocumentAccess(origin, {
    kind: KINDS[kind].accessKind,
    documentId: row.id,
    userId: user.id,
    employeeId: user.employee?.id ?? null,
    mode,
  });
  return servableFile(row);
}
