import { QueryTypes, type Transaction } from "sequelize";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { getDb } from "~/db.server";
import { ServiceError } from "~/services/errors.server";
import type { ImportResult } from "./types.server";

/**
 * The import's own csv_imports row: started, claimed, progress, finished, and the sweep
 * that closes imports nobody runs any more.
 */

export async function setProgress(importId: number | null, fields: { processed?: number; total?: number }) {
  if (importId === null) return;
  // No transaction: another pooled connection, committed at once, so a poller sees it.
  await getDb().query(
    `UPDATE csv_imports SET processed_records = COALESCE($2, processed_records), total_records = COALESCE($3, total_records), updated_at = now() WHERE id = $1`,
    { bind: [importId, fields.processed ?? null, fields.total ?? null] },
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
  const [row] = await getDb().query<{ id: number }>(`INSERT INTO csv_imports (filename, uploaded_by) VALUES ($1, $2) RETURNING id`, {
    bind: [filename.slice(0, 255) || "import", uploadedBy],
    type: QueryTypes.SELECT,
    transaction,
  });
  return row.id;
}

/**
 * A background import's job starts (again): its progress counts from nothing, so the run can
 * claim it (claimImport). False when the import is no longer processing (another run finished it).
 */
export async function reopenImport(importId: number) {
  const rows = await getDb().query<{ id: number }>(
    `UPDATE csv_imports SET processed_records = 0, total_records = 0, updated_at = now() WHERE id = $1 AND status = 'processing' RETURNING id`,
    { bind: [importId], type: QueryTypes.SELECT },
  );
  return rows.length > 0;
}

/** An import's status and uploader (the background job's start). */
export async function getImportState(importId: number) {
  const [row] = await getDb().query<{ status: string; uploaded_by: number | null }>(
    `SELECT status, uploaded_by FROM csv_imports WHERE id = $1`,
    { bind: [importId], type: QueryTypes.SELECT },
  );
  return row ? { status: row.status, uploadedBy: row.uploaded_by } : null;
}

/** A started import this user may run the file into: theirs, still processing and not yet begun. */
export async function claimImport(importId: number, uploadedBy: number | null, filename: string) {
  const [row] = await getDb().query<{ id: number }>(
    `UPDATE csv_imports SET filename = $3, updated_at = now()
      WHERE id = $1 AND uploaded_by IS NOT DISTINCT FROM $2 AND status = 'processing' AND processed_records = 0 AND total_records = 0
      RETURNING id`,
    { bind: [importId, uploadedBy, filename.slice(0, 255)], type: QueryTypes.SELECT },
  );
  if (!row)
    throw new ServiceError(409, "This import has already run; start a new one", {
      importId: ["This import has already run; start a new one"],
    });
  return row.id;
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
  // Raw SQL: bookkeeping of the import's own row, written outside the import's transaction so a poller sees it.
  await getDb().query(
    `UPDATE csv_imports SET total_records = $2, valid_records = $3, invalid_records = $4, processed_records = $2,
            status = $5, error_log = $6::jsonb, created_records = $7, updated_records = $8, unchanged_records = $9, updated_at = now() WHERE id = $1`,
    {
      bind: [
        importId,
        result.totalRecords,
        result.validRecords,
        result.invalidRecords,
        result.status,
        JSON.stringify(result.errors),
        result.created,
        result.updated,
        result.unchanged,
      ],
      transaction,
    },
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
