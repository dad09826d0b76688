import { createHash, randomUUID } from "node:crypto";
import { Op } from "sequelize";
import { CsvImportPreview } from "#models";
import { IMPORT_PREVIEW_MINUTES } from "~/schemas/employee-import";
import { ServiceError } from "~/services/errors.server";
import { importEmployees } from "./apply.server";
import { IMPORT_PLAN_CHANGED } from "./outcome.server";
import type { ImportFile } from "./parse.server";
import type { ImportOptions, ImportResult } from "./types.server";

/**
 * Check first, then import (issue 10). checkImport runs the import as a dry run and keeps
 * the file's bytes server-side under a random id, bound to the HR user, for
 * IMPORT_PREVIEW_MINUTES; confirmImport imports exactly those bytes with the options they
 * were checked with, and refuses (writing nothing) when the import would now do anything
 * other than what was shown. Nothing irreversible happens at the check.
 */
export interface ImportPreview {
  id: string;
  filename: string;
  options: ImportOptions;
  expiresAt: string;
  result: ImportResult;
}

export const IMPORT_PREVIEW_GONE = "This check has expired or was already imported; check the file again.";

function toPreview(row: CsvImportPreview): ImportPreview {
  return {
    id: row.id,
    filename: row.filename,
    options: row.options as unknown as ImportOptions,
    expiresAt: row.expiresAt.toISOString(),
    result: row.outcome as ImportResult,
  };
}

export async function checkImport({
  file,
  options,
  uploadedBy,
}: {
  file: ImportFile;
  options: ImportOptions;
  uploadedBy: number;
}): Promise<ImportPreview> {
  const result = await importEmployees({ file, options: { ...options, dryRun: true }, uploadedBy });
  // Expired checks go; a file stored for an import's job stays until its job (or the interrupted-import sweep) deletes it.
  await CsvImportPreview.destroy({ where: { expiresAt: { [Op.lt]: new Date() }, importId: null } });
  const row = await CsvImportPreview.create({
    id: randomUUID(),
    uploadedBy,
    filename: file.name.slice(0, 255),
    fileData: Buffer.from(file.data),
    fileSha256: createHash("sha256").update(file.data).digest("hex"),
    options: { updateExisting: options.updateExisting, skipInvalid: options.skipInvalid, sendNotifications: options.sendNotifications },
    outcome: result,
    expiresAt: new Date(Date.now() + IMPORT_PREVIEW_MINUTES * 60_000),
  });
  return toPreview(row);
}

async function findPreview(id: string, uploadedBy: number) {
  const row = /^[0-9a-f-]{36}$/i.test(id)
    ? await CsvImportPreview.findOne({ where: { id, uploadedBy, importId: null, expiresAt: { [Op.gt]: new Date() } } })
    : null;
  if (!row) throw new ServiceError(404, IMPORT_PREVIEW_GONE, { previewId: [IMPORT_PREVIEW_GONE] });
  return row;
}

/** A check this user made that has not expired (the preview page). */
export async function getImportPreview(id: string, uploadedBy: number): Promise<ImportPreview> {
  return toPreview(await findPreview(id, uploadedBy));
}

/** Imports a checked file: the stored bytes, the stored options, and only if it would do what the check showed. */
export async function confirmImport({
  previewId,
  uploadedBy,
  importId,
  onProgress,
}: {
  previewId: string;
  uploadedBy: number;
  importId?: number | null;
  onProgress?: (processed: number, total: number) => void;
}): Promise<ImportResult> {
  const row = await findPreview(previewId, uploadedBy);
  const claimed = await CsvImportPreview.destroy({ where: { id: row.id, importId: null } });
  if (claimed === 0) throw new ServiceError(404, IMPORT_PREVIEW_GONE, { previewId: [IMPORT_PREVIEW_GONE] });
  const data = new Uint8Array(row.fileData);
  if (createHash("sha256").update(data).digest("hex") !== row.fileSha256)
    throw new ServiceError(409, IMPORT_PLAN_CHANGED, { previewId: [IMPORT_PLAN_CHANGED] });
  const checked = row.outcome as ImportResult;
  return importEmployees({
    file: { name: row.filename, data },
    options: { ...(row.options as unknown as ImportOptions), dryRun: false },
    uploadedBy,
    importId,
    onProgress,
    expectedPlan: checked.plan ?? undefined,
  });
}

/** HR cancels a check: the stored file is deleted. */
export async function discardImportPreview(id: string, uploadedBy: number) {
  if (/^[0-9a-f-]{36}$/i.test(id)) await CsvImportPreview.destroy({ where: { id, uploadedBy, importId: null } });
}
