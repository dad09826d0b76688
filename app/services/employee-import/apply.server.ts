import { QueryTypes, type Transaction } from "sequelize";
import { CsvImport } from "#models";
import { getDb } from "~/db.server";
import { IMPORT_MESSAGES } from "~/schemas/employee-import";
import { IMPORT_REQUIRED_COLUMNS } from "~/schemas/import-columns";
import { ServiceError } from "~/services/errors.server";
import { scheduleOverdueRefresh } from "~/services/leave/overdue.server";
import { encodingNote } from "~/utils/text-encoding.server";
import { finish, IMPORT_PLAN_CHANGED, planDigest, type Tally } from "./outcome.server";
import { fileError, parseImportFile, type ImportFile, type ImportSheet } from "./parse.server";
import { claimImport, finishImport, IMPORT_LOCK_SPACE, setProgress, startImport } from "./tracking.server";
import type { ImportOptions, ImportResult } from "./types.server";
import { upsertSql } from "./upsert.server";
import type { RowErrors } from "./validate.server";
import { writeChunks, type WriteContext } from "./write-rows.server";

/**
 * Employee import (spec 2: Import screen, POST /api/csv-import, GET /api/csv-imports;
 * issue 4). The screen, the JSON API and `npm run import:employees` all end here.
 *
 * - Files: .csv (UTF-8 with or without BOM, or UTF-16LE with BOM; CRLF or LF; quoted
 *   fields with separators and line breaks; comma, semicolon or tab separated, judged on the
 *   header line; a semicolon file's amounts take a decimal comma) or .xlsx (first
 *   worksheet; date cells become YYYY-MM-DD; number cells formatted with leading zeros keep
 *   them). Identifiers are text throughout.
 * - The template's example row (employee ID EXAMPLE-REMOVE-THIS-ROW) is always refused.
 * - Check, then import (issue 10): checkImport is a dry run that keeps the file for its
 *   uploader; confirmImport imports exactly that file and refuses when the outcome would
 *   differ from what the check showed.
 * - Headers are matched to the Employee form's fields ignoring case, spaces,
 *   underscores, hyphens and dots ("Employee ID", "employee_id", "EMPLOYEEID"); unknown
 *   columns are ignored. employeeId, firstName, lastName, department and position must be
 *   present. A column absent from the file is left as it is on existing employees and
 *   takes the new-employee default (status, employmentType, startDate today, leaveStatus)
 *   or null on new ones; a present but empty cell clears the field (empty leaveStatus is
 *   "at work").
 * - Row numbers are spreadsheet rows: the header is row 1. Every error names the row,
 *   the column and the rule ("Row 7, region: must be one of ...").
 * - A row whose employee ID belongs to a trashed employee is an error ("is in the
 *   trash"); with Update existing off, a row whose employee ID exists is an error too.
 *   A later row repeating an employee ID of the same file is an error; the first stands.
 * - Skip invalid off: one invalid row and nothing is written. On: the valid rows are.
 * - Writes: one transaction, INSERT ... ON CONFLICT (employee_id) in chunks; an
 *   existing employee is only updated when a value differs, so importing the same file
 *   again changes nothing (counted as unchanged). Each chunk is checked while the
 *   previous one is being written; with Skip invalid off, a bad row stops the writing
 *   and rolls back what was written.
 * - Progress: csv_imports.processed_records is committed on a separate connection after
 *   every chunk, so a poller sees it while the import's transaction is still open.
 */

class DryRunRollback extends Error {
  constructor(readonly counts: Tally) {
    super("dry run");
  }
}
class StrictRefusal extends Error {}
/** Another run of the same import finished it while this one waited for its lock: its row is not touched. */
export class ImportAlreadyRun extends ServiceError {
  constructor() {
    super(409, "This import has already run; start a new one");
  }
}
class PlanChanged extends Error {}

/**
 * Reads a file into rows and refuses one that cannot be imported at all (unreadable, wrong
 * type, no data rows, a required column missing) with a ServiceError 400. The request of a
 * background import calls it before storing the file, so such a file is answered at once.
 */
export async function readImportSheet(file: ImportFile): Promise<ImportSheet> {
  const sheet = await parseImportFile(file);
  if (sheet.rows.length === 0) fileError("The file must have a header row and at least one data row");
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !sheet.columns.includes(column));
  if (missing.length) fileError(`The file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  return sheet;
}

/** What the portal noticed about the file itself, for the check screen, the API and the command line. */
export function notesOf(sheet: ImportSheet) {
  return [
    encodingNote(sheet.encoding),
    sheet.ignoredColumns?.length
      ? `Not used (no field of the employee record has these names): ${sheet.ignoredColumns.join(", ")}. Rename a column to import it; the README lists the names read.`
      : null,
    ...(sheet.warnings ?? []),
  ].filter((note): note is string => note !== null);
}

/** Records an import that wrote nothing as failed, with its reason. */
async function failImport(importId: number | null, { total, invalid = 0, message }: { total: number; invalid?: number; message: string }) {
  await finishImport(importId, {
    totalRecords: total,
    validRecords: 0,
    invalidRecords: invalid,
    errors: [message],
    created: 0,
    updated: 0,
    unchanged: 0,
    status: "failure",
  });
}

const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, written: 0, createdRows: [], changes: [] });

export interface ImportRun {
  file: ImportFile;
  options: ImportOptions;
  uploadedBy: number | null;
  importId?: number | null;
  onProgress?: (processed: number, total: number) => void;
  expectedPlan?: string;
  /**
   * An unexpected failure (not the file's fault: the database went away, a bug) leaves the
   * import "processing" instead of recording it as failed: its background job is retried
   * and runs it again from the start (nothing of the failed run was kept).
   */
  keepOpenOnCrash?: boolean;
}

/**
 * Imports one file. File-level problems (unreadable, wrong type, missing columns, no
 * data rows) are a ServiceError 400 and the import is recorded as a failure.
 * options.dryRun runs every check and write and rolls them back: the result then says
 * what the import would do (created, updated with each field old -> new, unchanged,
 * invalid rows) and records no import. expectedPlan (a check's planDigest) makes the
 * import refuse, writing nothing, when it would do anything other than what was checked.
 */
export async function importEmployees(run: ImportRun): Promise<ImportResult> {
  const { file, options, uploadedBy, onProgress } = run;
  const dryRun = Boolean(options.dryRun);
  let importId: number | null = null;
  if (!dryRun) importId = run.importId ? await claimImport(run.importId, uploadedBy, file.name) : await startImport(uploadedBy, file.name);

  let sheet: ImportSheet;
  try {
    sheet = await readImportSheet(file);
  } catch (error) {
    await failImport(importId, { total: 0, message: error instanceof ServiceError ? error.message : IMPORT_MESSAGES.failed });
    throw error;
  }
  const total = sheet.rows.length;
  const notes = notesOf(sheet);
  await setProgress(importId, { total, processed: 0 });
  onProgress?.(0, total);

  const errors: RowErrors = [];
  let counts = emptyTally();
  let plan: string | null = null;
  try {
    ({ counts, plan } = await writeInTransaction({ ...run, importId, sheet, errors }));
  } catch (error) {
    if (dryRun && (error instanceof DryRunRollback || error instanceof StrictRefusal)) {
      // A dry run: what would have been written, nothing kept. A refused file would write nothing.
      const result = finish(null, total, errors, options, error instanceof DryRunRollback ? error.counts : emptyTally(), true);
      return {
        ...result,
        plan: planDigest({ created: result.createdRows, changes: result.changes, unchanged: result.unchanged, errors: result.errors }),
        notes,
      };
    }
    if (error instanceof ImportAlreadyRun) throw error;
    if (error instanceof PlanChanged) {
      await failImport(importId, { total, message: IMPORT_PLAN_CHANGED });
      throw new ServiceError(409, IMPORT_PLAN_CHANGED, { csvFile: [IMPORT_PLAN_CHANGED] });
    }
    if (!(error instanceof StrictRefusal)) {
      if (!run.keepOpenOnCrash || error instanceof ServiceError)
        await failImport(importId, { total, invalid: total, message: IMPORT_MESSAGES.failed });
      throw error;
    }
    // A refused file keeps nothing: what was written before its first invalid row is rolled back.
    counts = emptyTally();
  }
  const result = { ...finish(importId, total, errors, options, counts, dryRun), plan, notes };
  await finishImport(importId, result);
  // Balances brought forward, start dates and rosters change who has overdue annual leave.
  if (!dryRun && counts.written > 0) await scheduleOverdueRefresh();
  onProgress?.(total, total);
  return result;
}

/**
 * The import's one transaction: every chunk checked and written, the plan compared with the
 * check's, and the import's row finished in the same commit as its employees. Throws
 * StrictRefusal (an invalid row without Skip invalid records), PlanChanged, or
 * DryRunRollback carrying what a dry run would have written.
 */
async function writeInTransaction(
  run: ImportRun & { importId: number | null; sheet: ImportSheet; errors: RowErrors },
): Promise<{ counts: Tally; plan: string }> {
  const { sheet, options, importId, errors } = run;
  const dryRun = Boolean(options.dryRun);
  const total = sheet.rows.length;
  const sequelize = getDb();
  return sequelize.transaction(async (transaction) => {
    if (importId !== null) await holdImport(importId, transaction);
    const context: WriteContext = {
      transaction,
      columns: sheet.columns,
      sql: upsertSql(sheet.columns, options.updateExisting),
      before: new Map(),
      options,
      dryRun,
      importId,
      uploadedBy: run.uploadedBy,
      filename: run.file.name,
      tally: emptyTally(),
    };
    const found = await findExisting(sheet, context);
    await writeChunks(context, { sheet, errors, found, onProgress: run.onProgress });
    if (errors.length && !options.skipInvalid) throw new StrictRefusal();
    const outcome = finish(null, total, errors, options, context.tally, dryRun);
    const { createdRows, changes, unchanged } = context.tally;
    const plan = planDigest({ created: createdRows, changes, unchanged, errors: outcome.errors });
    if (run.expectedPlan !== undefined && plan !== run.expectedPlan) throw new PlanChanged();
    if (dryRun) throw new DryRunRollback(context.tally);
    // The import's row says "done" in the commit of its employees: a crash never leaves rows
    // imported under an import that still says "processing" (which the sweep would call "nothing imported").
    await finishImport(importId, finish(importId, total, errors, options, context.tally, false), transaction);
    return { counts: context.tally, plan };
  });
}

/**
 * Takes the import's advisory lock, held until the transaction ends by this connection: when
 * the process dies, so does the lock, and closeInterruptedImports knows nobody is running the
 * import any more. An import that another run finished while this one waited is not run again.
 */
async function holdImport(importId: number, transaction: Transaction) {
  const sequelize = getDb();
  await sequelize.query(`SELECT pg_advisory_xact_lock($1, $2)`, { bind: [IMPORT_LOCK_SPACE, importId], transaction });
  const row = await CsvImport.findByPk(importId, { attributes: ["status"], transaction });
  if (row?.status !== "processing") throw new ImportAlreadyRun();
}

/** Which employee IDs exist (which are in the trash, and their values before the import), looked up once for the whole file. */
async function findExisting(sheet: ImportSheet, context: WriteContext) {
  const ids = [...new Set(sheet.rows.map((row) => (row.values.employeeId ?? "").trim()).filter(Boolean))];
  const existing = await getDb().query<{ employee_id: string; trashed: boolean; row: Record<string, unknown> }>(
    `SELECT employee_id, deleted_at IS NOT NULL AS trashed, to_jsonb(employees) AS row FROM employees WHERE employee_id = ANY($1::text[])`,
    { bind: [ids], type: QueryTypes.SELECT, transaction: context.transaction },
  );
  for (const row of existing) context.before.set(row.employee_id, row.row);
  return new Map(existing.map((row) => [row.employee_id, row.trashed]));
}
