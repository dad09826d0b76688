import { QueryTypes, type Transaction } from "sequelize";
import { getDb } from "~/db.server";
import { importActivities, recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { appointmentEvent, eventsOfChange, moveAppointment, recordEmploymentEvents } from "~/services/equity/employment-events.server";
import { inviteImportedEmployees } from "~/services/accounts/bulk-invitations.server";
import { recountLeaveOfEmployees } from "~/services/leave/recount.server";
import type { ImportColumn } from "~/schemas/import-columns";
import { IMPORT_CHUNK_ROWS } from "~/schemas/employee-import";
import { todayIso } from "~/utils/dates";
import type { Tally } from "./outcome.server";
import { writeImportedOpenings } from "./openings.server";
import type { ImportSheet } from "./parse.server";
import { recordCreatedEmployees, setProgress } from "./tracking.server";
import type { CheckedRow, ImportOptions } from "./types.server";
import { changedFields, sqlColumn, upsertBind } from "./upsert.server";
import { createRowChecker, type RowErrors } from "./validate.server";

/**
 * The writing of an import, inside its transaction: the file in chunks (each checked while the
 * previous one is written), and for each chunk the upsert and
 * what follows from each employee it created or changed (invitations, change history,
 * employment events, moved appointments, recounted leave, opening balances).
 */

/** The rows read back from the upsert are keyed by SQL column. */
const LEVEL_COLUMN = sqlColumn("occupationalLevel");

/** What every chunk of one import shares. */
export interface WriteContext {
  transaction: Transaction;
  columns: ImportColumn[];
  /** The upsert statement (upsertSql) for these columns and options. */
  sql: string;
  /** The existing employees' rows before the import, by employee ID. */
  before: Map<string, Record<string, unknown>>;
  options: ImportOptions;
  dryRun: boolean;
  importId: number | null;
  uploadedBy: number | null;
  filename: string;
  /** Counts and lists of what was written, added to by every chunk. */
  tally: Tally;
}

interface UpsertedRow {
  id: number;
  employee_id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  inserted: boolean;
  row: Record<string, unknown>;
}

/** Upserts one chunk and records what it did. */
export async function writeRows(context: WriteContext, rows: CheckedRow[]) {
  const { transaction, options, importId, uploadedBy } = context;
  const returned = await getDb().query<UpsertedRow>(context.sql, { bind: upsertBind(rows), type: QueryTypes.SELECT, transaction });
  tallyRows(context, rows, returned);
  await recordCreatedEmployees(
    importId,
    returned.filter((row) => row.inserted).map((row) => row.id),
    transaction,
  );
  // Send email notifications: every row of the file without a login yet, created or matched (docs/decisions.md, issue 24).
  const refs = rows.map((row) => String(row.values.employeeId));
  if (options.sendNotifications && !context.dryRun) await inviteImportedEmployees(refs, { uploadedBy, importId }, transaction);
  const history = historyOf(context, returned);
  // The change history of every employee the import created or changed (in its transaction).
  await recordEmployeeActivity(importActivities(history, { filename: context.filename, performedBy: uploadedBy }), transaction);
  await recordEvents(context, returned);
  // A new work pattern recounts the leave the employee has booked (as an edit in the form does).
  const newPattern = history
    .filter((entry) => entry.changedFields.some((field) => ["workDaysPerWeek", "rosterDays", "rosterStart"].includes(field)))
    .map((entry) => entry.employeeId);
  await recountLeaveOfEmployees(newPattern, transaction, todayIso());
  // Leave brought forward at go-live (issue 23), for every row written, changed or not.
  await writeImportedOpenings(rows, transaction, uploadedBy);
}

/** Created and updated (with each field old -> new) from the rows the upsert returned; the rest were unchanged. */
function tallyRows(context: WriteContext, rows: CheckedRow[], returned: UpsertedRow[]) {
  const { tally, before, columns } = context;
  const rowNumbers = new Map(rows.map((row) => [String(row.values.employeeId), row.rowNumber]));
  for (const row of returned) {
    const summary = {
      rowNumber: rowNumbers.get(row.employee_id) ?? 0,
      employeeId: row.employee_id,
      name: `${row.first_name} ${row.last_name}`,
    };
    if (row.inserted) {
      tally.created += 1;
      tally.createdRows.push(summary);
    } else {
      tally.updated += 1;
      tally.changes.push({ ...summary, fields: changedFields(columns, before.get(row.employee_id) ?? {}, row.row) });
    }
  }
  tally.unchanged += rows.length - returned.length;
  tally.written += rows.length;
}

function historyOf({ columns, before }: WriteContext, returned: UpsertedRow[]) {
  return returned.map((row) => ({
    employeeId: row.id,
    created: row.inserted,
    changedFields: row.inserted ? [] : changedFields(columns, before.get(row.employee_id) ?? {}, row.row).map((change) => change.field),
    statusFrom: row.inserted ? null : ((before.get(row.employee_id)?.status as string | undefined) ?? null),
    statusTo: (row.row.status as string | undefined) ?? null,
    levelFrom: row.inserted ? null : ((before.get(row.employee_id)?.[LEVEL_COLUMN] as string | undefined) ?? null),
    levelTo: columns.includes("occupationalLevel") ? ((row.row[LEVEL_COLUMN] as string | undefined) ?? null) : undefined,
  }));
}

/** Appointments, terminations, reinstatements and level changes as employment events (the affirmative action report counts them). */
async function recordEvents({ transaction, before, uploadedBy, filename }: WriteContext, returned: UpsertedRow[]) {
  const reason = `Import of ${filename}`;
  const today = todayIso();
  await recordEmploymentEvents(
    returned.flatMap((row) => {
      const after = { status: row.row.status, occupationalLevel: row.row[LEVEL_COLUMN] };
      if (row.inserted) {
        const startDate = typeof row.row.start_date === "string" ? row.row.start_date : today;
        return [appointmentEvent(row.id, { startDate, occupationalLevel: after.occupationalLevel }, { createdBy: uploadedBy, reason })];
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
}

/** The checked rows that may be written: not in the trash, and not existing when Update existing is off. */
function storableRows(valid: CheckedRow[], found: Map<string, boolean>, options: ImportOptions, errors: RowErrors) {
  const storable: CheckedRow[] = [];
  for (const row of valid) {
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
  return storable;
}

/**
 * Check chunk n+1 while PostgreSQL writes chunk n. Without Skip invalid records, the first
 * invalid row stops the writing (the transaction's rollback undoes what was written), but
 * every row is still checked so the result names every error. Progress is committed after
 * every chunk on another connection (setProgress), so a poller sees it.
 */
export async function writeChunks(
  context: WriteContext,
  {
    sheet,
    errors,
    found,
    onProgress,
  }: { sheet: ImportSheet; errors: RowErrors; found: Map<string, boolean>; onProgress?: (processed: number, total: number) => void },
) {
  const total = sheet.rows.length;
  const checkRows = createRowChecker(sheet.columns, todayIso());
  let writing: Promise<void> = Promise.resolve();
  for (let start = 0; start < total; start += IMPORT_CHUNK_ROWS) {
    const checked = checkRows(sheet.rows.slice(start, start + IMPORT_CHUNK_ROWS));
    errors.push(...checked.errors);
    const storable = storableRows(checked.valid, found, context.options, errors);
    await writing;
    if (start > 0) {
      await setProgress(context.importId, { processed: start });
      onProgress?.(start, total);
    }
    const refused = errors.length > 0 && !context.options.skipInvalid;
    writing = refused || storable.length === 0 ? Promise.resolve() : writeRows(context, storable);
    // Awaited at the next chunk; until then a failure must not count as unhandled.
    writing.catch(() => {});
    // Let the query reach PostgreSQL before the next chunk's checks take the CPU.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
  await setProgress(context.importId, { processed: total });
  onProgress?.(total, total);
}
