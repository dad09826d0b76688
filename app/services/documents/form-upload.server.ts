import { safeParse } from "zod/mini";
import type { output, ZodMiniType } from "zod/mini";
import type { CurrentUser } from "~/auth.server";
import { DOCUMENT_MAX_BYTES } from "~/schemas/documents";
import { recordAudit } from "~/services/audit.server";
import { storeUploadedFile, type StoredUpload } from "~/services/documents/intake.server";
import { ServiceError } from "~/services/errors.server";
import { getStorage } from "~/services/storage/index.server";
import { fieldErrors } from "~/utils/api.server";
import { readStreamedUpload } from "~/utils/multipart-stream.server";

/**
 * One file with its form fields (HR's uploads of committee files, policies and SHE
 * procedures): the file streams to storage under `prefix` (type by content, 50 MB while
 * reading, the virus scanner), the fields are checked with the form's own schema. A
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
  request: Request,
  hr: CurrentUser,
  options: { schema: S; prefix: string; auditKind: string; fileRequired: string },
): Promise<ReceivedUpload<output<S>>> {
  const { fields, file } = await readStreamedUpload(request, {
    fileField: "file",
    maxFileBytes: DOCUMENT_MAX_BYTES,
    onFile: ({ filename, stream }) =>
      storeUploadedFile(stream, { filename, prefix: options.prefix, maxBytes: DOCUMENT_MAX_BYTES }).then((stored) => ({
        filename,
        stored,
      })),
    // A body that breaks after the file (the client gone) leaves no stored file behind.
    onAbandon: ({ stored }) => getStorage().delete(stored.key),
  });
  const parsed = safeParse(options.schema, fields);
  const discardFile = async () => {
    if (file?.ok) await getStorage().delete(file.value.stored.key);
  };
  if (!parsed.success || !file) {
    await discardFile();
    const errors = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...(file ? {} : { file: [options.fileRequired] }) };
    const first = Object.values(errors)[0]?.[0] ?? options.fileRequired;
    throw Object.assign(new ServiceError(400, first, errors), { values: fields });
  }
  if (!file.ok) {
    await recordAudit(request, {
      action: "document_upload_refused",
      userId: hr.id,
      details: { kind: options.auditKind, reason: file.error instanceof Error ? file.error.message : String(file.error) },
    });
    throw file.error instanceof Error ? Object.assign(file.error, { values: fields }) : file.error;
  }
  const { filename, stored } = file.value;
  return { data: parsed.data, filename, stored, discard: discardFile };
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
