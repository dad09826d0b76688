import { safeParse } from "zod/mini";
import type { output, ZodMiniType } from "zod/mini";
import type { CurrentUser } from "~/auth.server";
import { recordAudit, type AuditOrigin } from "~/services/audit.server";
import { ServiceError } from "~/services/errors.server";
import type { StoredUpload, UploadSource } from "~/services/uploads/intake.server";
import { fieldErrors } from "~/utils/api.server";

/**
 * One file with its form fields (HR's uploads of committee files, policies and SHE
 * procedures): the intake streams the file to storage under `prefix` (type by content, 50 MB
 * while reading, the virus scanner), the fields are checked with the form's own schema. A
 * refusal leaves nothing stored and carries what was typed, so the form can show it again.
 */
export interface ReceivedUpload<T> {
  data: T;
  filename: string;
  stored: StoredUpload;
  /** Removes the stored bytes when the row that was to point at them cannot be written. */
  discard: () => Promise<void>;
}

export async function receiveFormUpload<S extends ZodMiniType>(
  upload: UploadSource,
  origin: AuditOrigin,
  hr: CurrentUser,
  options: { schema: S; prefix: string; auditKind: string; fileRequired: string },
): Promise<ReceivedUpload<output<S>>> {
  const received = await upload({ prefix: options.prefix });
  const { fields } = received;
  const file = received.files.find((part) => part.field === "file");
  const parsed = safeParse(options.schema, fields);
  if (!parsed.success || !file) {
    await received.discard();
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(file ? {} : { file: [options.fileRequired] }) };
    const first = Object.values(errors)[0]?.[0] ?? options.fileRequired;
    throw Object.assign(new ServiceError(400, first, errors), { values: fields });
  }
  if (!file.outcome.ok) {
    await recordAudit(origin, {
      action: "document_upload_refused",
      userId: hr.id,
      details: { kind: options.auditKind, reason: file.outcome.refusal.message },
    });
    throw Object.assign(file.outcome.refusal, { values: fields });
  }
  return { data: parsed.data, filename: file.filename, stored: file.outcome.file as StoredUpload, discard: received.discard };
}

/** The columns every stored-file row shares, from what the upload stored. */
export function storedFileColumns(received: { filename: string; stored: StoredUpload }, uploadedBy: number) {
  const { filename, stored } = received;
  return {
    fileName: stored.key.split("/").pop() ?? stored.key,
    originalName: filename.slice(0, 255),
    fileType: stored.mime,
    fileSize: stored.size,
    storagePath: stored.key,
    uploadedBy,
    sha256: stored.sha256,
    scanStatus: stored.scanStatus,
  };
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
