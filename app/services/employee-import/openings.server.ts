import { QueryTypes, type Transaction } from "sequelize";
import { getDb } from "~/db.server";
import { recordEmployeeActivity } from "~/services/activity/employee-changes.server";
import { openingDescription } from "~/services/leave/adjustments.server";
import type { CheckedRow } from "./types.server";

const KIND_LABELS: Record<string, string> = { annual: "Annual", sick: "Sick", compassionate: "Compassionate" };

/**
 * Writes the opening balances of the rows just written (issue 23), in the import's transaction:
 * one upsert for the chunk (a new entry for a balance replaces the employee's old one, as in the
 * form), and a line in each employee's history.
 */
export async function writeImportedOpenings(rows: CheckedRow[], transaction: Transaction, performedBy: number | null) {
  const carrying = rows.filter((row) => row.openings?.length);
  if (!carrying.length) return;
  const sequelize = getDb();
  const ids = await sequelize.query<{ id: number; employee_id: string }>(
    `SELECT id, employee_id FROM employees WHERE employee_id = ANY($1::text[]) AND deleted_at IS NULL`,
    { bind: [carrying.map((row) => String(row.values.employeeId))], type: QueryTypes.SELECT, transaction },
  );
  const idOf = new Map(ids.map((row) => [row.employee_id, row.id]));
  const entries = carrying.flatMap((row) => {
    const employeeId = idOf.get(String(row.values.employeeId));
    return employeeId === undefined
      ? []
      : row.openings!.map((opening) => ({ employeeId, ...opening, taken: opening.taken ?? 0, carried: opening.carried ?? 0 }));
  });
  if (!entries.length) return;
  await sequelize.query(
    `INSERT INTO leave_opening_balances (employee_id, balance_kind, as_of, taken, carried, note, created_by)
     SELECT *, $7::int FROM unnest($1::int[], $2::text[], $3::date[], $4::int[], $5::int[], $6::text[])
     ON CONFLICT (employee_id, balance_kind) DO UPDATE
       SET as_of = EXCLUDED.as_of, taken = EXCLUDED.taken, carried = EXCLUDED.carried, note = EXCLUDED.note,
           created_by = EXCLUDED.created_by, updated_at = now()`,
    {
      bind: [
        entries.map((entry) => entry.employeeId),
        entries.map((entry) => entry.balanceKind),
        entries.map((entry) => entry.asOf),
        entries.map((entry) => entry.taken),
        entries.map((entry) => entry.carried),
        entries.map((entry) => entry.note ?? null),
        performedBy,
      ],
      transaction,
    },
  );
  await recordEmployeeActivity(
    entries.map((entry) => ({
      employeeId: entry.employeeId,
      type: "imported" as const,
      title: `${KIND_LABELS[entry.balanceKind] ?? entry.balanceKind} leave brought forward`,
      description: openingDescription(entry),
      performedBy,
    })),
    transaction,
  );
}
