import { QueryTypes, type Transaction } from "sequelize";
import { CsvImport } from "#models";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { getDb } from "~/db.server";
import { ServiceError } from "~/services/errors.server";
import type { ImportResult } from "./types.server";

/**
 * The import's own csv_imports row (the CsvImport model): started, claimed, progress,
 * finished, and the sweep that closes imports nobody runs any more.
 */

export async function setProgress(importId: number | null, fields: { processed?: number; total?: number }) {
  if (importId === null) return;
  // No transaction: another pooled connection, committed at once, so a poller sees it.
  await CsvImport.update(
    {
      ...(fields.processed !== undefined ? { processedRecords: fields.processed } : {}),
      ...(fields.total !== undefined ? { totalRecords: fields.total } : {}),
    },
    { where: { id: importId } },
  );
}

/** The advisory-lock space of running imports (the second key is the import's id). */
export const IMPORT_LOCK_SPACE = 7_412;
/** How long a started import may wait for its file before it counts as abandoned. */
const IMPORT_START_GRACE_MINUTES = 30;

/** The background job that runs a stored import (background.server.ts, issue 27). */
export const IMPORT_JOB_TASK = "import_employees";

/**
 * The job key of import `importId`'s job: graphile-worker's jobs view shows a job's key but
 * not its payload, so closeInterruptedImports finds an import's job by its key.
 */
export const importJobKey = (importId: number) => `${IMPORT_JOB_TASK}:${importId}`;

/**
 * Closes imports that nobody is running any more as failed, "interrupted, nothing
 * imported": a process that dies mid-import rolls its transaction back, but its row
 * would otherwise say "processing" for ever. An import is running while its transaction
 * holds its advisory lock (released by PostgreSQL when the connection dies); one whose
 * background job is waiting, running or due to be retried is left to its job (the retry runs
 * it again from the start); one that never got its rows counted (waiting for its upload, or
 * reading it) is given IMPORT_START_GRACE_MINUTES. The files stored for closed (or finished)
 * imports' jobs are deleted. Runs at start and every minute (background.server.ts).
 */
export async function closeInterruptedImports() {
  // Raw SQL: one statement that tests each row's lock (held by another connection) and its job while it updates.
  const rows = await getDb().query<{ id: number }>(
    `UPDATE csv_imports
        SET status = 'failure', error_log = $1::jsonb, processed_records = 0, valid_records = 0, invalid_records = 0,
            created_records = 0, updated_records = 0, unchanged_records = 0, updated_at = now()
      WHERE status = 'processing'
        AND (total_records > 0 OR updated_at < now() - make_interval(mins => $3))
        AND NOT EXISTS (
          SELECT 1 FROM graphile_worker.jobs job
           WHERE job.key = $4 || ':' || csv_imports.id
             AND (job.attempts < job.max_attempts OR job.locked_at IS NOT NULL))
        AND pg_try_advisory_xact_lock($2, id)
      RETURNING id`,
    {
      bind: [JSON.stringify([IMPORT_MESSAGES.interrupted]), IMPORT_LOCK_SPACE, IMPORT_START_GRACE_MINUTES, IMPORT_JOB_TASK],
      type: QueryTypes.SELECT,
    },
  );
  // Raw SQL: the stored files of imports no job will run any more, in one statement.
  await getDb().query(
    `DELETE FROM csv_import_previews file USING csv_imports import WHERE file.import_id = import.id AND import.status <> 'processing'`,
  );
  return rows.map((row) => row.id);
}

/** Creates the import's record before the file is read, so the screen can poll its progress. */
export async function startImport(uploadedBy: number | null, filename: string, transaction?: Transaction) {
  const row = await CsvImport.create({ filename: filename.slice(0, 255) || "import", uploadedBy }, { transaction });
  return row.id;
}

/**
 * A background import's job starts (again): its progress counts from nothing, so the run can
 * claim it (claimImport). False when the import is no longer processing (another run finished it).
 */
export async function reopenImport(importId: number) {
  const [count] = await CsvImport.update({ processedRecords: 0, totalRecords: 0 }, { where: { id: importId, status: "processing" } });
  return count > 0;
}

/** An import's status and uploader (the background job's start). */
export async function getImportState(importId: number) {
  const row = await CsvImport.findByPk(importId, { attributes: ["status", "uploadedBy"] });
  return row ? { status: row.status, uploadedBy: row.uploadedBy } : null;
}

/** A started import this user may run the file into: theirs, still processing and not yet begun. */
export async function claimImport(importId: number, uploadedBy: number | null, filename: string) {
  const [count] = await CsvImport.update(
    { filename: filename.slice(0, 255) },
    { where: { id: importId, uploadedBy, status: "processing", processedRecords: 0, totalRecords: 0 } },
  );
  if (count === 0)
    throw new ServiceError(409, "This import has already run; start a new one", {
      importId: ["This import has already run; start a new one"],
    });
  return importId;
}

export async function finishImport(
  importId: number | null,
  result: Pick<
    ImportResult,
    "totalRecords" | "validRecords" | "invalidRecords" | "errors" | "created" | "updated" | "unchanged" | "status"
  >,
  transaction?: Transaction,
) {
  if (importId === null) return;
  await CsvImport.update(
    {
      totalRecords: result.totalRecords,
      validRecords: result.validRecords,
      invalidRecords: result.invalidRecords,
      processedRecords: result.totalRecords,
      status: result.status,
      errorLog: result.errors,
      createdRecords: result.created,
      updatedRecords: result.updated,
      unchangedRecords: result.unchanged,
    },
    { where: { id: importId }, transaction },
  );
}

/** Which import created these employees (bulk invitations: "Invite the N new employees" of its result; issue 24). */
export async function recordCreatedEmployees(importId: number | null, employeeIds: number[], transaction: Transaction) {
  if (importId === null || employeeIds.length === 0) return;
  // Raw SQL: one statement for a chunk of up to IMPORT_CHUNK_ROWS new employees.
  await getDb().query(`UPDATE employees SET created_by_import_id = $1 WHERE id = ANY($2::int[])`, {
    bind: [importId, employeeIds],
    transaction,
  });
}
