import { QueryTypes } from "sequelize";
import { getDb } from "~/db.server";
import { IMPORT_CHUNK_ROWS, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { IMPORT_REQUIRED_COLUMNS } from "~/schemas/import-columns";
import { importActivities, recordEmployeeActivity } from "~/services/employee-activity.server";
import { appointmentEvent, eventsOfChange, moveAppointment, recordEmploymentEvents } from "~/services/equity/employment-events.server";
import { ServiceError } from "~/services/errors.server";
import { inviteImportedEmployees } from "~/services/bulk-invitations.server";
import { todayIso } from "~/utils/dates";
import { encodingNote } from "~/utils/text-encoding.server";
import { finish, IMPORT_PLAN_CHANGED, planDigest, type Tally } from "./outcome.server";
import { fileError, parseImportFile, type ImportFile, type ImportSheet } from "./parse.server";
import { claimImport, finishImport, IMPORT_LOCK_SPACE, recordCreatedEmployees, setProgress, startImport } from "./tracking.server";
import { writeImportedOpenings } from "./openings.server";
import { scheduleOverdueRefresh } from "~/services/leave/overdue.server";
import type { CheckedRow, ImportOptions, ImportResult } from "./types.server";
import { changedFields, sqlColumn, upsertBind, upsertSql } from "./upsert.server";
import { createRowChecker, type RowErrors } from "./validate.server";
import { recountLeaveOfEmployees } from "~/services/leave/recount.server";

/** The rows read back from the upsert are keyed by SQL column. */
const LEVEL_COLUMN = sqlColumn("occupationalLevel");

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

class DryRunRollback extends Error {}
class StrictRefusal extends Error {}
class PlanChanged extends Error {}

/**
 * Imports one file. File-level problems (unreadable, wrong type, missing columns, no
 * data rows) are a ServiceError 400 and the import is recorded as a failure.
 * options.dryRun runs every check and write and rolls them back: the result then says
 * what the import would do (created, updated with each field old -> new, unchanged,
 * invalid rows) and records no import. expectedPlan (a check's planDigest) makes the
 * import refuse, writing nothing, when it would do anything other than what was checked.
 */
export async function importEmployees({
  file,
  options,
  uploadedBy,
  importId: startedId,
  onProgress,
  expectedPlan,
}: {
  file: ImportFile;
  options: ImportOptions;
  uploadedBy: number | null;
  importId?: number | null;
  onProgress?: (processed: number, total: number) => void;
  expectedPlan?: string;
}): Promise<ImportResult> {
  const sequelize = getDb();
  const dryRun = Boolean(options.dryRun);
  let importId: number | null = null;
  if (!dryRun) importId = startedId ? await claimImport(startedId, uploadedBy, file.name) : await startImport(uploadedBy, file.name);

  let sheet: ImportSheet;
  try {
    sheet = await parseImportFile(file);
    if (sheet.rows.length === 0) fileError("The file must have a header row and at least one data row");
    const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !sheet.columns.includes(column));
    if (missing.length) fileError(`The file is missing the required column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}`);
  } catch (error) {
    const message = error instanceof ServiceError ? error.message : IMPORT_MESSAGES.failed;
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
    throw error;
  }

  const total = sheet.rows.length;
  const notes = [
    encodingNote(sheet.encoding),
    sheet.ignoredColumns?.length
      ? `Not used (no field of the employee record has these names): ${sheet.ignoredColumns.join(", ")}. Rename a column to import it; the README lists the names read.`
      : null,
    ...(sheet.warnings ?? []),
  ].filter((note): note is string => note !== null);
  await setProgress(importId, { total, processed: 0 });
  onProgress?.(0, total);

  const checkRows = createRowChecker(sheet.columns, todayIso());
  const errors: RowErrors = [];
  let processed = 0;

  const empty = (): Tally => ({ created: 0, updated: 0, unchanged: 0, written: 0, createdRows: [], changes: [] });
  let counts = empty();
  let plan: string | null = null;
  try {
    counts = await sequelize.transaction(async (transaction) => {
      // Held until this transaction ends, by this connection: when the process dies, so does
      // the lock, and closeInterruptedImports knows nobody is running the import any more.
      if (importId !== null)
        await sequelize.query(`SELECT pg_advisory_xact_lock($1, $2)`, { bind: [IMPORT_LOCK_SPACE, importId], transaction });
      // Which employee IDs exist (which are in the trash, and their values before the import), looked up once for the whole file.
      const ids = [...new Set(sheet.rows.map((row) => (row.values.employeeId ?? "").trim()).filter(Boolean))];
      const existing = await sequelize.query<{ employee_id: string; trashed: boolean; row: Record<string, unknown> }>(
        `SELECT employee_id, deleted_at IS NOT NULL AS trashed, to_jsonb(employees) AS row FROM employees WHERE employee_id = ANY($1::text[])`,
        { bind: [ids], type: QueryTypes.SELECT, transaction },
      );
      const found = new Map(existing.map((row) => [row.employee_id, row.trashed]));
      const before = new Map(existing.map((row) => [row.employee_id, row.row]));
      const sql = upsertSql(sheet.columns, options.updateExisting);
      const result = empty();

      const write = async (rows: CheckedRow[]) => {
        const returned = await sequelize.query<{
          id: number;
          employee_id: string;
          email: string | null;
          first_name: string;
          last_name: string;
          inserted: boolean;
          row: Record<string, unknown>;
        }>(sql, { bind: upsertBind(rows), type: QueryTypes.SELECT, transaction });
        const rowNumbers = new Map(rows.map((row) => [String(row.values.employeeId), row.rowNumber]));
        for (const row of returned) {
          const summary = {
            rowNumber: rowNumbers.get(row.employee_id) ?? 0,
            employeeId: row.employee_id,
            name: `${row.first_name} ${row.last_name}`,
          };
          if (row.inserted) {
            result.created += 1;
            result.createdRows.push(summary);
          } else {
            result.updated += 1;
            result.changes.push({ ...summary, fields: changedFields(sheet.columns, before.get(row.employee_id) ?? {}, row.row) });
          }
        }
        result.unchanged += rows.length - returned.length;
        result.written += rows.length;
        const createdIds = returned.filter((row) => row.inserted).map((row) => row.id);
        await recordCreatedEmployees(importId, createdIds, transaction);
        // Send email notifications: every row of the file without a login yet, created or matched (docs/decisions.md, issue 24).
        const refs = rows.map((row) => String(row.values.employeeId));
        if (options.sendNotifications && !dryRun) await inviteImportedEmployees(refs, { uploadedBy, importId }, transaction);
        // The change history of every employee the import created or changed (in its transaction).
        const history = returned.map((row) => ({
          employeeId: row.id,
          created: row.inserted,
          changedFields: row.inserted
            ? []
            : changedFields(sheet.columns, before.get(row.employee_id) ?? {}, row.row).map((change) => change.field),
          statusFrom: row.inserted ? null : ((before.get(row.employee_id)?.status as string | undefined) ?? null),
          statusTo: (row.row.status as string | undefined) ?? null,
          levelFrom: row.inserted ? null : ((before.get(row.employee_id)?.[LEVEL_COLUMN] as string | undefined) ?? null),
          levelTo: sheet.columns.includes("occupationalLevel") ? ((row.row[LEVEL_COLUMN] as string | undefined) ?? null) : undefined,
        }));
        await recordEmployeeActivity(importActivities(history, { filename: file.name, performedBy: uploadedBy }), transaction);
        // Appointments, terminations, reinstatements and level changes as employment events (the affirmative action report counts them).
        const reason = `Import of ${file.name}`;
        const today = todayIso();
        await recordEmploymentEvents(
          returned.flatMap((row) => {
            const after = { status: row.row.status, occupationalLevel: row.row[LEVEL_COLUMN] };
            if (row.inserted) {
              const startDate = typeof row.row.start_date === "string" ? row.row.start_date : today;
              return [
                appointmentEvent(row.id, { startDate, occupationalLevel: after.occupationalLevel }, { createdBy: uploadedBy, reason }),
              ];
            }
            const previous = before.get(row.employee_id) ?? {};
            return eventsOfChange(row.id, { status: previous.status, occupationalLevel: previous[LEVEL_COLUMN] }, after, {
              date: today,
              createdBy: uploadedBy,
              reason,
            });
          }),
          transaction,
        );
        for (const row of returned) {
          const previous = before.get(row.employee_id);
          if (!row.inserted && previous && typeof row.row.start_date === "string" && previous.start_date !== row.row.start_date)
            await moveAppointment(row.id, row.row.start_date, transaction);
        }
        // A new work pattern recounts the leave the employee has booked (as an edit in the form does).
        const newPattern = history
          .filter((entry) => entry.changedFields.some((field) => ["workDaysPerWeek", "rosterDays", "rosterStart"].includes(field)))
          .map((entry) => entry.employeeId);
        await recountLeaveOfEmployees(newPattern, transaction, todayIso());
        // Leave brought forward at go-live (issue 23), for every row written, changed or not.
        await writeImportedOpenings(rows, transaction, uploadedBy);
      };

      // Check chunk n+1 while PostgreSQL writes chunk n. Without Skip invalid records, the
      // first invalid row stops the writing (the rollback below undoes what was written),
      // but every row is still checked so the result names every error.
      let writing: Promise<void> = Promise.resolve();
      for (let start = 0; start < total; start += IMPORT_CHUNK_ROWS) {
        const rows = sheet.rows.slice(start, start + IMPORT_CHUNK_ROWS);
        const checked = checkRows(rows);
        errors.push(...checked.errors);
        const storable: CheckedRow[] = [];
        for (const row of checked.valid) {
          const employeeId = String(row.values.employeeId);
          const trashed = found.get(employeeId);
          if (trashed === true) {
            errors.push({
              rowNumber: row.rowNumber,
              messages: [`Row ${row.rowNumber}, employeeId: ${employeeId} is in the trash (restore it before importing it)`],
            });
          } else if (trashed === false && !options.updateExisting) {
            errors.push({
              rowNumber: row.rowNumber,
              messages: [`Row ${row.rowNumber}, employeeId: ${employeeId} already exists (Update existing records is off)`],
            });
          } else {
            storable.push(row);
          }
        }
        await writing;
        if (start > 0) {
          processed = start;
          await setProgress(importId, { processed });
          onProgress?.(processed, total);
        }
        const refused = errors.length > 0 && !options.skipInvalid;
        writing = refused || storable.length === 0 ? Promise.resolve() : write(storable);
        // Awaited at the next chunk; until then a failure must not count as unhandled.
        writing.catch(() => {});
        // Let the query reach PostgreSQL before the next chunk's checks take the CPU.
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writing;
      processed = total;
      await setProgress(importId, { processed });
      onProgress?.(processed, total);
      if (errors.length && !options.skipInvalid) throw new StrictRefusal();
      const outcome = finish(null, total, errors, options, result, dryRun);
      plan = planDigest({ created: result.createdRows, changes: result.changes, unchanged: result.unchanged, errors: outcome.errors });
      if (expectedPlan !== undefined && plan !== expectedPlan) throw new PlanChanged();
      if (dryRun) {
        counts = result;
        throw new DryRunRollback();
      }
      // The import's row says "done" in the commit of its employees: a crash never leaves rows
      // imported under an import that still says "processing" (which the sweep would call "nothing imported").
      await finishImport(importId, finish(importId, total, errors, options, result, false), transaction);
      return result;
    });
  } catch (error) {
    if (dryRun && (error instanceof DryRunRollback || error instanceof StrictRefusal)) {
      // A dry run: what would have been written, nothing kept. A refused file would write nothing.
      const result = finish(null, total, errors, options, error instanceof DryRunRollback ? counts : empty(), true);
      return {
        ...result,
        plan: planDigest({ created: result.createdRows, changes: result.changes, unchanged: result.unchanged, errors: result.errors }),
        notes,
      };
    }
    if (error instanceof PlanChanged) {
      await finishImport(importId, {
        totalRecords: total,
        validRecords: 0,
        invalidRecords: 0,
        errors: [IMPORT_PLAN_CHANGED],
        created: 0,
        updated: 0,
        unchanged: 0,
        status: "failure",
      });
      throw new ServiceError(409, IMPORT_PLAN_CHANGED, { csvFile: [IMPORT_PLAN_CHANGED] });
    }
    if (!(error instanceof StrictRefusal)) {
      await finishImport(importId, {
        totalRecords: total,
        validRecords: 0,
        invalidRecords: total,
        errors: [IMPORT_MESSAGES.failed],
        created: 0,
        updated: 0,
        unchanged: 0,
        status: "failure",
      });
      throw error;
    }
    // A refused file keeps nothing: what was written before its first invalid row is rolled back.
    counts = empty();
  }
  const result = { ...finish(importId, total, errors, options, counts, dryRun), plan, notes };
  await finishImport(importId, result);
  // Balances brought forward, start dates and rosters change who has overdue annual leave.
  if (!dryRun && counts.written > 0) await scheduleOverdueRefresh();
  onProgress?.(total, total);
  return result;
}
