import type { InferCreationAttributes } from "sequelize";
import { safeParse } from "zod/mini";
import { EeDocument, EeMeetingMinutes, EePolicy } from "#models";
import type { CurrentUser } from "~/auth.server";
import { getDb } from "~/db.server";
import { DOCUMENT_MAX_BYTES } from "~/schemas/documents";
import { EE_FILE_MESSAGES, EE_FILE_SCHEMAS, type EeFileKind } from "~/schemas/equity";
import { recordAudit } from "~/services/audit.server";
import { recordDocumentAccess, servableFile, type AccessMode, type DocumentKind } from "~/services/documents/access.server";
import { storeUploadedFile } from "~/services/documents/intake.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage } from "~/services/storage/index.server";
import { fieldErrors } from "~/utils/api.server";
import { readStreamedUpload } from "~/utils/multipart-stream.server";

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

/** The text fields of a refused upload, to show again; empty for any other refusal. */
export function typedValues(refusal: ServiceError): Record<string, string> {
  const values = (refusal as ServiceError & { values?: Record<string, string> }).values ?? {};
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => name !== "file")
      .map(([name, value]) => [name, value.slice(0, 5000)]),
  );
}

export async function listCommitteeFiles(kind: EeFileKind): Promise<CommitteeFileView[]> {
  getDb();
  const rows = await model(kind).findAll({ order: KINDS[kind].order as [string, string][], limit: 200 });
  return rows.map((row) => view(row as Row));
}

/**
 * HR uploads one file with its fields (multipart: file, and the fields of the kind's schema).
 * Refusals leave nothing stored; the form's field errors come back as a 400.
 */
export async function uploadCommitteeFile(request: Request, hr: CurrentUser, kind: EeFileKind) {
  const config = KINDS[kind];
  const { fields, file } = await readStreamedUpload(request, {
    fileField: "file",
    maxFileBytes: DOCUMENT_MAX_BYTES,
    onFile: ({ filename, stream }) =>
      storeUploadedFile(stream, { filename, prefix: config.prefix, maxBytes: DOCUMENT_MAX_BYTES }).then((stored) => ({ filename, stored })),
  });
  const parsed = safeParse(EE_FILE_SCHEMAS[kind], fields);
  const discard = async () => {
    if (file?.ok) await getStorage().delete(file.value.stored.key);
  };
  if (!parsed.success || !file) {
    await discard();
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(file ? {} : { file: [EE_FILE_MESSAGES.fileRequired] }) };
    const first = Object.values(errors)[0]?.[0] ?? EE_FILE_MESSAGES.fileRequired;
    // The text typed comes back with the refusal, so the form shows it again (a file cannot be).
    throw Object.assign(new ServiceError(400, first, errors), { values: fields });
  }
  if (!file.ok) {
    await recordAudit(request, {
      action: "document_upload_refused",
      userId: hr.id,
      details: { kind: config.accessKind, reason: file.error instanceof Error ? file.error.message : String(file.error) },
    });
    throw file.error;
  }
  const { filename, stored } = file.value;
  try {
    getDb();
    const values = {
      ...(parsed.data as Record<string, string | undefined>),
      title: parsed.data.title,
      fileName: stored.key.split("/").pop() ?? stored.key,
      originalName: filename.slice(0, 255),
      fileType: stored.mime,
      fileSize: stored.size,
      storagePath: stored.key,
      uploadedBy: hr.id,
      sha256: stored.sha256,
      scanStatus: stored.scanStatus,
    };
    const row = await model(kind).create(values as InferCreationAttributes<EeDocument>);
    await recordAudit(request, {
      action: "document_uploaded",
      userId: hr.id,
      details: { kind: config.accessKind, id: row.id, size: stored.size, type: stored.mime, scanStatus: stored.scanStatus },
    });
    return view(row as Row);
  } catch (error) {
    await discard();
    throw error;
  }
}

async function findFile(kind: EeFileKind, id: number) {
  getDb();
  const row = (await model(kind).findByPk(id)) as Row | null;
  if (!row) throw new ServiceError(404, EE_FILE_MESSAGES.notFound);
  return row;
}

/** HR deletes a file: the row and the stored bytes go (minutes linked to requests are unlinked by the database). */
export async function deleteCommitteeFile(request: Request, hr: CurrentUser, kind: EeFileKind, id: number) {
  const row = await findFile(kind, id);
  const key = row.storagePath;
  await row.destroy();
  await getStorage()
    .delete(key)
    .catch(() => undefined);
  await recordAudit(request, {
    action: "document_deleted",
    userId: hr.id,
    details: { kind: KINDS[kind].accessKind, id, title: row.title },
  });
}

/** Preview or download for anyone signed in, logged in document_access_log. */
export async function openCommitteeFile(request: Request, user: CurrentUser, kind: EeFileKind, id: number, mode: AccessMode) {
  const row = await findFile(kind, id);
  await recordDocumentAccess(request, {
    kind: KINDS[kind].accessKind,
    documentId: row.id,
    userId: user.id,
    employeeId: user.employee?.id ?? null,
    mode,
  });
  return servableFile(row);
}
