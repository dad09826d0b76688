import { createHash, randomUUID } from "node:crypto";
import { Op } from "sequelize";
import { CsvImportPreview } from "#models";
import { getDb } from "~/db.server";
import { enqueueJob } from "~/jobs.server";
import { logger } from "~/logger.server";
import { importCompleteMessage, importOutcomeText, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { ServiceError } from "~/services/errors.server";
import { publishLiveUpdate } from "~/services/live-updates.server";
import { importEmployees, notesOf, readImportSheet } from "./apply.server";
import { IMPORT_PLAN_CHANGED } from "./outcome.server";
import type { ImportFile } from "./parse.server";
import { IMPORT_PREVIEW_GONE } from "./preview.server";
import { finishImport, getImportState, IMPORT_JOB_TASK, importJobKey, reopenImport, startImport } from "./tracking.server";
import type { ImportOptions, ImportResult } from "./types.server";

/**
 * Imports as background jobs (issue 27). The request checks that the file can be read,
 * stores it where a checked file waits for its confirmation (csv_import_previews, in the
 * database: outside public/, shared by every portal process), creates the import's row
 * ("processing") and enqueues the job, all in one transaction, and answers at once. The job
 * (runImportJob) imports the stored file in one transaction, commits progress as it goes,
 * tells the uploader's open pages over the live-updates stream, and deletes the file.
 *
 * A run that dies rolls back; graphile-worker retries the job (IMPORT_JOB_ATTEMPTS in all)
 * and the retry imports the file again from the start. A last attempt that fails records the
 * import as failed; one whose process died is closed by closeInterruptedImports. Never
 * "processing" for ever.
 */

/** Attempts of an import job before the import is recorded as failed. */
export const IMPORT_JOB_ATTEMPTS = 3;
/** A stored file waits this long at most for its job (the job deletes it much sooner). */
const IMPORT_JOB_FILE_HOURS = 24;
/** At most one progress update a second reaches the uploader's pages (each makes them refetch). */
const PROGRESS_UPDATE_MS = 1_000;

const jobFileExpiry = () => new Date(Date.now() + IMPORT_JOB_FILE_HOURS * 3_600_000);

/**
 * Queues an import of a file not checked before (the API's `Prefer: respond-async`, the
 * command line). A file that cannot be imported at all is refused here, at once (400), as
 * before. Returns the import's id and what the portal noticed about the file (its notes).
 */
export async function queueImport({ file, options, uploadedBy }: { file: ImportFile; options: ImportOptions; uploadedBy: number | null }) {
  const notes = notesOf(await readImportSheet(file));
  const importId = await getDb().transaction(async (transaction) => {
    const importId = await startImport(uploadedBy, file.name, transaction);
    await CsvImportPreview.create(
      {
        id: randomUUID(),
        uploadedBy,
        importId,
        filename: file.name.slice(0, 255),
        fileData: Buffer.from(file.data),
        fileSha256: createHash("sha256").update(file.data).digest("hex"),
        options: { updateExisting: options.updateExisting, skipInvalid: options.skipInvalid, sendNotifications: options.sendNotifications },
        outcome: null,
        expiresAt: jobFileExpiry(),
      },
      { transaction },
    );
    await enqueueJob(IMPORT_JOB_TASK, { importId }, { transaction, maxAttempts: IMPORT_JOB_ATTEMPTS, jobKey: importJobKey(importId) });
    return importId;
  });
  return { importId, notes };
}

/**
 * Queues the import of a checked file (the screen's Import after Check file): the check is
 * claimed for this import (so it is confirmed once), and the job imports exactly those bytes
 * with the options they were checked with, refusing if it would now do anything else.
 */
export async function queueCheckedImport({ previewId, uploadedBy }: { previewId: string; uploadedBy: number }) {
  const gone = () => new ServiceError(404, IMPORT_PREVIEW_GONE, { previewId: [IMPORT_PREVIEW_GONE] });
  if (!/^[0-9a-f-]{36}$/i.test(previewId)) throw gone();
  return getDb().transaction(async (transaction) => {
    const row = await CsvImportPreview.findOne({
      where: { id: previewId, uploadedBy, importId: null, expiresAt: { [Op.gt]: new Date() } },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!row) throw gone();
    const importId = await startImport(uploadedBy, row.filename, transaction);
    await row.update({ importId, expiresAt: jobFileExpiry() }, { transaction });
    await enqueueJob(IMPORT_JOB_TASK, { importId }, { transaction, maxAttempts: IMPORT_JOB_ATTEMPTS, jobKey: importJobKey(importId) });
    return importId;
  });
}

/**
 * The job: imports the stored file of import `importId`. `lastAttempt` false: an unexpected
 * failure leaves the import processing and is thrown, for graphile-worker to retry. Done
 * (imported, refused, failed for good, or already finished by an earlier run), the stored file
 * is deleted.
 */
export async function runImportJob(importId: number, { lastAttempt }: { lastAttempt: boolean }) {
  const state = await getImportState(importId);
  const file = await CsvImportPreview.findOne({ where: { importId } });
  if (!state || state.status !== "processing" || !file) {
    // Finished by an earlier run that died before deleting its file, or the file is gone: nothing to import.
    if (state?.status === "processing") await finishFailed(importId, IMPORT_MESSAGES.interrupted);
    await file?.destroy();
    return;
  }
  const uploadedBy = state.uploadedBy;
  const progress = progressAnnouncer(uploadedBy, file.filename);
  let result: ImportResult | null = null;
  try {
    const data = new Uint8Array(file.fileData);
    if (!(await reopenImport(importId))) {
      // Finished meanwhile by another run: nothing to do but delete the file.
    } else if (createHash("sha256").update(data).digest("hex") !== file.fileSha256) {
      await finishFailed(importId, IMPORT_PLAN_CHANGED);
    } else {
      const checked = file.outcome as ImportResult | null;
      result = await importEmployees({
        file: { name: file.filename, data },
        options: { ...(file.options as unknown as ImportOptions), dryRun: false },
        uploadedBy,
        importId,
        expectedPlan: checked?.plan ?? undefined,
        onProgress: progress.onProgress,
        keepOpenOnCrash: !lastAttempt,
      });
    }
  } catch (error) {
    // A refusal of the file itself (or a changed plan) is recorded on the import by importEmployees: done.
    if (!(error instanceof ServiceError)) {
      if (!lastAttempt) throw error;
      logger.error({ err: error, importId }, "import job failed for good");
      if ((await getImportState(importId))?.status === "processing") await finishFailed(importId, IMPORT_MESSAGES.failed);
    }
  }
  await file.destroy();
  await progress.settled();
  await announceResult(importId, uploadedBy, file.filename, result);
}

async function finishFailed(importId: number, message: string) {
  await finishImport(importId, {
    totalRecords: 0,
    validRecords: 0,
    invalidRecords: 0,
    errors: [message],
    created: 0,
    updated: 0,
    unchanged: 0,
    status: "failure",
  });
}

/**
 * Progress to the uploader's open pages, at most once a second (and the last row always), one
 * after another; `settled` waits for the last, so the result is announced after every step.
 */
function progressAnnouncer(uploadedBy: number | null, filename: string) {
  let last = 0;
  let lastProcessed = -1;
  let chain: Promise<void> = Promise.resolve();
  const onProgress = (processed: number, total: number) => {
    const now = Date.now();
    if (uploadedBy === null || processed === lastProcessed || (now - last < PROGRESS_UPDATE_MS && processed < total)) return;
    last = now;
    lastProcessed = processed;
    const message = `${filename}: processed ${processed} of ${total} rows`;
    chain = chain
      .then(() => publishLiveUpdate("import_progress", { actorId: null, user: { id: uploadedBy, message } }))
      .catch((error) => logger.warn({ err: (error as Error).message }, "import progress could not be announced"));
  };
  return { onProgress, settled: () => chain };
}

/** The finished import to the uploader's open pages ("Import Complete" or "Import Failed"). */
async function announceResult(importId: number, uploadedBy: number | null, filename: string, result: ImportResult | null) {
  if (uploadedBy === null) return;
  const message =
    result && result.validRecords > 0
      ? `${filename}: ${importCompleteMessage(result.validRecords, result.totalRecords)} (${importOutcomeText(result)})`
      : `${filename}: ${IMPORT_MESSAGES.failed}`;
  await publishLiveUpdate(result && result.validRecords > 0 ? "import_complete" : "import_failed", {
    actorId: null,
    user: { id: uploadedBy, message },
  }).catch((error) => logger.warn({ err: (error as Error).message, importId }, "import result could not be announced"));
}
