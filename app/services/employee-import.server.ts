import { createHash, randomUUID } from "node:crypto";
import { Op, QueryTypes, type Transaction } from "sequelize";
import { CsvImportPreview } from "#models";
import { getDb } from "~/db.server";
import { EmployeeFormSchema, newEmployeeDefaults } from "~/schemas/employee";
import {
  choiceList,
  IMPORT_CHOICES,
  IMPORT_TEMPLATE_EXAMPLE,
  IMPORT_CHUNK_ROWS,
  IMPORT_COLUMNS,
  IMPORT_DATE_COLUMNS,
  IMPORT_MESSAGES,
  IMPORT_REQUIRED_COLUMNS,
  IMPORT_PREVIEW_MINUTES,
  IMPORT_TEMPLATE_EXAMPLE_ID,
  normalizeChoice,
  normalizeImportDate,
  templateExampleRowMessage,
  type ImportColumn,
  type ImportStatus,
} from "~/schemas/employee-import";
import { importActivities, recordEmployeeActivity } from "~/services/employee-activity.server";
import {
  DECIMAL_COLUMNS,
  fileError,
  parseImportFile,
  type ImportFile,
  type ImportRow,
  type ImportSheet,
} from "~/services/employee-import-files.server";
import { inviteImportedEmployee } from "~/services/invitations.server";
import { ServiceError } from "~/services/errors.server";
import { todayIso } from "~/utils/dates";

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

export interface ImportOptions {
  updateExisting: boolean;
  skipInvalid: boolean;
  sendNotifications: boolean;
  /** Validate and run the writes, then roll everything back (command line --dry-run); records no import. */
  dryRun?: boolean;
}

export const DEFAULT_IMPORT_OPTIONS: ImportOptions = { updateExisting: true, skipInvalid: false, sendNotifications: false };

export interface ImportResult {
  importId: number | null;
  totalRecords: number;
  /** Rows written or already up to date (0 when a strict import was refused). */
  validRecords: number;
  invalidRecords: number;
  errors: string[];
  created: number;
  updated: number;
  unchanged: number;
  /** The employees created (or, checked, that would be). */
  createdRows: EmployeeSummary[];
  /** The employees updated, each with the fields that changed, old -> new. */
  changes: EmployeeChange[];
  status: Exclude<ImportStatus, "processing">;
  dryRun: boolean;
  /** A digest of what the import did or would do (created, changes, unchanged, errors). */
  plan: string | null;
}

export interface EmployeeSummary {
  rowNumber: number;
  employeeId: string;
  name: string;
}

export interface FieldChange {
  field: ImportColumn;
  from: string;
  to: string;
}

export interface EmployeeChange extends EmployeeSummary {
  fields: FieldChange[];
}

export type EmployeeRowValues = Record<ImportColumn, string | number | boolean | null>;

export interface CheckedRow {
  rowNumber: number;
  values: EmployeeRowValues;
}

/**
 * Checks one row without the database: dates and choices normalised first (with their
 * own messages), then the Employee form's schema. Absent columns take the new-employee
 * defaults so the schema's required rules only fire for cells that are really empty.
 */
const DATE_COLUMNS = new Set<ImportColumn>(IMPORT_DATE_COLUMNS);

export function checkImportRow(
  row: ImportRow,
  columns: readonly ImportColumn[] | ReadonlySet<ImportColumn>,
  today = todayIso(),
): { ok: true; values: EmployeeRowValues } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const prefix = `Row ${row.rowNumber}`;
  const input: Record<string, string | null> = {};
  const defaults = newEmployeeDefaults(today);
  const present = columns instanceof Set ? columns : new Set(columns);
  for (const column of IMPORT_COLUMNS) {
    if (!present.has(column)) {
      input[column] = (defaults as Record<string, string>)[column] ?? null;
      continue;
    }
    const raw = (row.values[column] ?? "").trim();
    if (!raw) {
      input[column] = column === "leaveStatus" ? defaults.leaveStatus : null;
      continue;
    }
    if (DATE_COLUMNS.has(column)) {
      const date = normalizeImportDate(raw);
      if (!date.ok) {
        errors.push(`${prefix}, ${column}: "${raw}" must be a date written YYYY-MM-DD or DD/MM/YYYY`);
        continue;
      }
      input[column] = date.value;
    } else if (IMPORT_CHOICES[column]) {
      const value = normalizeChoice(column, raw);
      if (value === null) {
        errors.push(`${prefix}, ${column}: "${raw}" must be one of ${choiceList(column)}`);
        continue;
      }
      input[column] = value;
    } else {
      input[column] = raw;
    }
  }
  if (String(input.employeeId ?? "").toUpperCase() === IMPORT_TEMPLATE_EXAMPLE_ID) {
    return { ok: false, errors: [templateExampleRowMessage(row.rowNumber)] };
  }
  const parsed = EmployeeFormSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? "row");
      if (errors.some((error) => error.startsWith(`${prefix}, ${column}:`))) continue;
      errors.push(`${prefix}, ${column}: ${issue.message}`);
    }
  }
  if (errors.length || !parsed.success) return { ok: false, errors };
  const { managerId: _managerId, ...values } = parsed.data;
  return { ok: true, values: values as EmployeeRowValues };
}

type RowErrors = { rowNumber: number; messages: string[] }[];

/**
 * Checks rows one chunk after another and rejects later repeats of an employee ID, so
 * the import can check the next chunk while PostgreSQL writes the previous one.
 */
function createRowChecker(columns: readonly ImportColumn[], today: string) {
  const firstRow = new Map<string, number>();
  const present = new Set(columns);
  return (rows: readonly ImportRow[]) => {
    const valid: CheckedRow[] = [];
    const errors: RowErrors = [];
    for (const row of rows) {
      const checked = checkImportRow(row, present, today);
      if (!checked.ok) {
        errors.push({ rowNumber: row.rowNumber, messages: checked.errors });
        continue;
      }
      const employeeId = String(checked.values.employeeId);
      const first = firstRow.get(employeeId);
      if (first !== undefined) {
        errors.push({
          rowNumber: row.rowNumber,
          messages: [`Row ${row.rowNumber}, employeeId: ${employeeId} appears more than once in the file (first on row ${first})`],
        });
        continue;
      }
      firstRow.set(employeeId, row.rowNumber);
      valid.push({ rowNumber: row.rowNumber, values: checked.values });
    }
    return { valid, errors };
  };
}

/** Checks every row and rejects later repeats of an employee ID. */
export function checkImportRows(sheet: ImportSheet, today = todayIso()) {
  return createRowChecker(sheet.columns, today)(sheet.rows);
}

/** SQL column name and array type of each importable field. */
const SQL_TYPES: Partial<Record<ImportColumn, string>> = {
  startDate: "date",
  contractExpiryDate: "date",
  birthday: "date",
  salary: "numeric",
  octOvertimeHours: "numeric",
  novOvertimeHours: "numeric",
  decOvertimeHours: "numeric",
  workDaysPerWeek: "int",
  vacationDays: "int",
  sickDays: "int",
  namibianCitizen: "boolean",
};

function sqlColumn(field: string) {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The upsert for one set of present columns; $1..$n are one array per column (unnest). */
function upsertSql(columns: readonly ImportColumn[], updateExisting: boolean) {
  const insertColumns = [...IMPORT_COLUMNS.map(sqlColumn), "full_name"];
  const arrays = [...IMPORT_COLUMNS.map((field) => `${SQL_TYPES[field] ?? "text"}[]`), "text[]"];
  const present = [...columns.map(sqlColumn), ...(columns.includes("firstName") || columns.includes("lastName") ? ["full_name"] : [])];
  // full_name follows the names: it is written with them but never on its own counts as a change.
  const compared = columns.map(sqlColumn);
  const conflict = updateExisting
    ? `DO UPDATE SET ${present.map((column) => `${column} = EXCLUDED.${column}`).join(", ")}, updated_at = now()
       WHERE employees.deleted_at IS NULL
         AND (${compared.map((column) => `employees.${column}`).join(", ")}) IS DISTINCT FROM (${compared.map((column) => `EXCLUDED.${column}`).join(", ")})`
    : "DO NOTHING";
  return `INSERT INTO employees (${insertColumns.join(", ")})
          SELECT * FROM unnest(${arrays.map((type, index) => `$${index + 1}::${type}`).join(", ")})
          ON CONFLICT (employee_id) ${conflict}
          RETURNING id, employee_id, email, first_name, last_name, (xmax = 0) AS inserted, to_jsonb(employees) AS row`;
}

function upsertBind(rows: CheckedRow[]) {
  return [
    // A new employee without a work pattern in the file works the default 5-day week (the column is NOT NULL).
    ...IMPORT_COLUMNS.map((field) => rows.map((row) => row.values[field] ?? (field === "workDaysPerWeek" ? 5 : null))),
    rows.map((row) => `${row.values.firstName} ${row.values.lastName}`),
  ];
}

async function setProgress(importId: number | null, fields: { processed?: number; total?: number }) {
  if (importId === null) return;
  // No transaction: another pooled connection, committed at once, so a poller sees it.
  await getDb().query(
    `UPDATE csv_imports SET processed_records = COALESCE($2, processed_records), total_records = COALESCE($3, total_records), updated_at = now() WHERE id = $1`,
    { bind: [importId, fields.processed ?? null, fields.total ?? null] },
  );
}

/** The advisory-lock space of running imports (the second key is the import's id). */
const IMPORT_LOCK_SPACE = 7_412;
/** How long a started import may wait for its file before it counts as abandoned. */
const IMPORT_START_GRACE_MINUTES = 30;

/**
 * Closes imports that nobody is running any more as failed, "interrupted, nothing
 * imported": a process that dies mid-import rolls its transaction back, but its row
 * would otherwise say "processing" for ever. An import is running while its transaction
 * holds its advisory lock (released by PostgreSQL when the connection dies); one that
 * never got its rows counted (waiting for its upload, or reading it) is given
 * IMPORT_START_GRACE_MINUTES. Runs at start and every minute (background.server.ts).
 */
export async function closeInterruptedImports() {
  // Raw SQL: one statement that tests each row's lock (held by another connection) while it updates.
  const rows = await getDb().query<{ id: number }>(
    `UPDATE csv_imports
        SET status = 'failure', error_log = $1::jsonb, processed_records = 0, valid_records = 0, invalid_records = 0,
            created_records = 0, updated_records = 0, unchanged_records = 0, updated_at = now()
      WHERE status = 'processing'
        AND (total_records > 0 OR updated_at < now() - make_interval(mins => $3))
        AND pg_try_advisory_xact_lock($2, id)
      RETURNING id`,
    { bind: [JSON.stringify([IMPORT_MESSAGES.interrupted]), IMPORT_LOCK_SPACE, IMPORT_START_GRACE_MINUTES], type: QueryTypes.SELECT },
  );
  return rows.map((row) => row.id);
}

/** Creates the import's record before the file is read, so the screen can poll its progress. */
export async function startImport(uploadedBy: number | null, filename: string) {
  const [row] = await getDb().query<{ id: number }>(`INSERT INTO csv_imports (filename, uploaded_by) VALUES ($1, $2) RETURNING id`, {
    bind: [filename.slice(0, 255) || "import", uploadedBy],
    type: QueryTypes.SELECT,
  });
  return row.id;
}

/** A started import this user may run the file into: theirs, still processing and not yet begun. */
async function claimImport(importId: number, uploadedBy: number | null, filename: string) {
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

async function finishImport(
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

function statusOf(valid: number, invalid: number): ImportResult["status"] {
  if (valid > 0 && invalid === 0) return "success";
  if (valid > 0) return "partial";
  return "failure";
}

/** A stored value as HR reads it in a change list (old -> new). */
function shownValue(column: ImportColumn, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number" && DECIMAL_COLUMNS.has(column)) return value.toFixed(2);
  return String(value);
}

const COLUMN_OF_SQL = new Map(IMPORT_COLUMNS.map((column) => [sqlColumn(column), column] as const));

/** The fields of one employee a write changed, from its row before and after (both as PostgreSQL's jsonb). */
function changedFields(columns: readonly ImportColumn[], before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of columns) {
    const sql = sqlColumn(column);
    if (!COLUMN_OF_SQL.has(sql)) continue;
    if (JSON.stringify(before[sql] ?? null) === JSON.stringify(after[sql] ?? null)) continue;
    changes.push({ field: column, from: shownValue(column, before[sql]), to: shownValue(column, after[sql]) });
  }
  return changes;
}

/** What an import does, in a form that compares: the check's plan must equal the confirmed import's. */
function planDigest(plan: { created: EmployeeSummary[]; changes: EmployeeChange[]; unchanged: number; errors: string[] }) {
  return createHash("sha256")
    .update(JSON.stringify([plan.created, plan.changes, plan.unchanged, plan.errors]))
    .digest("hex");
}

export const IMPORT_PLAN_CHANGED = "The employees changed since this file was checked. Nothing was imported; check the file again.";

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
        if (options.sendNotifications && !dryRun)
          await notifyNewEmployees(
            returned.filter((row) => row.inserted),
            transaction,
          );
        // The change history of every employee the import created or changed (in its transaction).
        const history = returned.map((row) => ({
          employeeId: row.id,
          created: row.inserted,
          changedFields: row.inserted
            ? []
            : changedFields(sheet.columns, before.get(row.employee_id) ?? {}, row.row).map((change) => change.field),
          statusFrom: row.inserted ? null : ((before.get(row.employee_id)?.status as string | undefined) ?? null),
          statusTo: (row.row.status as string | undefined) ?? null,
        }));
        await recordEmployeeActivity(importActivities(history, { filename: file.name, performedBy: uploadedBy }), transaction);
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
  const result = { ...finish(importId, total, errors, options, counts, dryRun), plan };
  await finishImport(importId, result);
  onProgress?.(total, total);
  return result;
}

interface Tally {
  created: number;
  updated: number;
  unchanged: number;
  written: number;
  createdRows: EmployeeSummary[];
  changes: EmployeeChange[];
}

function finish(
  importId: number | null,
  total: number,
  errorRows: { rowNumber: number; messages: string[] }[],
  options: ImportOptions,
  counts: Tally,
  dryRun: boolean,
): ImportResult {
  const sorted = [...errorRows].sort((a, b) => a.rowNumber - b.rowNumber);
  const errors = sorted.flatMap((row) => row.messages);
  const invalidRecords = sorted.length;
  const refused = invalidRecords > 0 && !options.skipInvalid;
  if (refused) {
    errors.unshift(
      `No records ${dryRun ? "would be" : "were"} imported: ${invalidRecords} invalid row${invalidRecords === 1 ? "" : "s"} (Skip invalid records is off)`,
    );
  }
  const validRecords = refused ? 0 : counts.written;
  return {
    importId,
    totalRecords: total,
    validRecords,
    invalidRecords,
    errors,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    createdRows: counts.createdRows,
    changes: [...counts.changes].sort((a, b) => a.rowNumber - b.rowNumber),
    status: statusOf(validRecords, invalidRecords),
    dryRun,
    plan: null,
  };
}

/** Send email notifications: each new employee gets an invitation to set a first password (issue 11). */
async function notifyNewEmployees(rows: { id: number }[], transaction: Transaction) {
  for (const row of rows) await inviteImportedEmployee(row.id, null, transaction);
}

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
  await CsvImportPreview.destroy({ where: { expiresAt: { [Op.lt]: new Date() } } });
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
    ? await CsvImportPreview.findOne({ where: { id, uploadedBy, expiresAt: { [Op.gt]: new Date() } } })
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
  const claimed = await CsvImportPreview.destroy({ where: { id: row.id } });
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
  if (/^[0-9a-f-]{36}$/i.test(id)) await CsvImportPreview.destroy({ where: { id, uploadedBy } });
}

/** employee_template.csv: every importable column and one example row. */
export function employeeTemplateCsv() {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${IMPORT_COLUMNS.join(",")}\r\n${IMPORT_COLUMNS.map((column) => quote(IMPORT_TEMPLATE_EXAMPLE[column])).join(",")}\r\n`;
}
