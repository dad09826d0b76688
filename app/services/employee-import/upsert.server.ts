import { IMPORT_COLUMNS, type ImportColumn } from "~/schemas/import-columns";
import { DECIMAL_COLUMNS } from "./parse.server";
import type { CheckedRow, FieldChange } from "./types.server";

/** The SQL that writes checked rows (one upsert per chunk), and what a write changed, field by field. */

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
  rosterStart: "date",
  vacationDays: "int",
  sickDays: "int",
  namibianCitizen: "boolean",
};

export function sqlColumn(field: string) {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The upsert for one set of present columns; $1..$n are one array per column (unnest). */
export function upsertSql(columns: readonly ImportColumn[], updateExisting: boolean) {
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

export function upsertBind(rows: CheckedRow[]) {
  return [
    // A new employee without a work pattern in the file works the default 5-day week (the column is NOT NULL).
    ...IMPORT_COLUMNS.map((field) => rows.map((row) => row.values[field] ?? (field === "workDaysPerWeek" ? 5 : null))),
    rows.map((row) => `${row.values.firstName} ${row.values.lastName}`),
  ];
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
export function changedFields(
  columns: readonly ImportColumn[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const column of columns) {
    const sql = sqlColumn(column);
    if (!COLUMN_OF_SQL.has(sql)) continue;
    if (JSON.stringify(before[sql] ?? null) === JSON.stringify(after[sql] ?? null)) continue;
    changes.push({ field: column, from: shownValue(column, before[sql]), to: shownValue(column, after[sql]) });
  }
  return changes;
}
