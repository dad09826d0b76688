import { EmployeeFormSchema, newEmployeeDefaults } from "~/schemas/employee";
import { IMPORT_TEMPLATE_EXAMPLE_ID, templateExampleRowMessage } from "~/schemas/employee-import";
import {
  choiceList,
  IMPORT_CHOICES,
  IMPORT_COLUMNS,
  IMPORT_DATE_COLUMNS,
  normalizeChoice,
  normalizeImportDate,
  OPENING_IMPORT_COLUMNS,
  type ImportColumn,
} from "~/schemas/import-columns";
import type { OpeningBalanceInput } from "~/schemas/leave-adjustments";
import { todayIso } from "~/utils/dates";
import type { ImportRow, ImportSheet } from "./parse.server";
import type { CheckedRow, EmployeeRowValues } from "./types.server";

/** Checking the rows of an import file, without the database: each row, and repeats of an employee ID. */

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

/**
 * The opening balances a row brings forward (issue 23): whole days 0-400 per balance, as of the
 * row's "Leave Balances As Of" date (required with any of them, not in the future).
 */
export function checkOpeningCells(
  row: ImportRow,
  today = todayIso(),
  startDate: string | null = null,
): { openings: OpeningBalanceInput[]; errors: string[] } {
  const prefix = `Row ${row.rowNumber}`;
  const errors: string[] = [];
  const byKind = new Map<string, { taken: number; carried: number }>();
  for (const column of OPENING_IMPORT_COLUMNS) {
    if (!column.kind) continue;
    const raw = (row.values[column.key] ?? "").trim();
    if (!raw) continue;
    if (!/^\d{1,3}$/.test(raw) || Number(raw) > 400) {
      errors.push(`${prefix}, ${column.header}: "${raw}" must be whole days from 0 to 400`);
      continue;
    }
    const entry = byKind.get(column.kind) ?? { taken: 0, carried: 0 };
    entry[column.part] = Number(raw);
    byKind.set(column.kind, entry);
  }
  const rawDate = (row.values.openingAsOf ?? "").trim();
  if (!byKind.size) return { openings: [], errors };
  const date = rawDate ? normalizeImportDate(rawDate) : null;
  if (!date) errors.push(`${prefix}, Leave Balances As Of: the date the leave figures stood on is needed with them`);
  else if (!date.ok) errors.push(`${prefix}, Leave Balances As Of: "${rawDate}" must be a date written YYYY-MM-DD or DD/MM/YYYY`);
  else if (date.value > today) errors.push(`${prefix}, Leave Balances As Of: the date cannot be in the future`);
  else if (startDate && date.value < startDate) errors.push(`${prefix}, Leave Balances As Of: the date cannot be before the start date`);
  if (errors.length || !date?.ok) return { openings: [], errors };
  const openings = [...byKind].map(([kind, days]) => ({
    balanceKind: kind as OpeningBalanceInput["balanceKind"],
    asOf: date.value,
    ...days,
    note: "Brought forward by the employee import",
  }));
  return { openings, errors };
}

export type RowErrors = { rowNumber: number; messages: string[] }[];

/**
 * Checks rows one chunk after another and rejects later repeats of an employee ID, so
 * the import can check the next chunk while PostgreSQL writes the previous one.
 */
export function createRowChecker(columns: readonly ImportColumn[], today: string) {
  const firstRow = new Map<string, number>();
  const present = new Set(columns);
  return (rows: readonly ImportRow[]) => {
    const valid: CheckedRow[] = [];
    const errors: RowErrors = [];
    for (const row of rows) {
      const checked = checkImportRow(row, present, today);
      const opening = checkOpeningCells(
        row,
        today,
        checked.ok && typeof checked.values.startDate === "string" ? checked.values.startDate : null,
      );
      if (!checked.ok || opening.errors.length) {
        errors.push({ rowNumber: row.rowNumber, messages: [...(checked.ok ? [] : checked.errors), ...opening.errors] });
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
      valid.push({ rowNumber: row.rowNumber, values: checked.values, ...(opening.openings.length ? { openings: opening.openings } : {}) });
    }
    return { valid, errors };
  };
}

/** Checks every row and rejects later repeats of an employee ID. */
export function checkImportRows(sheet: ImportSheet, today = todayIso()) {
  return createRowChecker(sheet.columns, today)(sheet.rows);
}
