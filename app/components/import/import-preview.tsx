import type { ImportResult } from "~/services/employee-import/types.server";
import { DataTable } from "~/components/ui/data-table";

/** Shown rows of a long list; the counts above always say the whole number. */
export const PLAN_ROWS = 200;
const SHOWN = PLAN_ROWS;

/** The counts of an import or a check: created, updated, unchanged, invalid. */
export function ImportCounts({ counts }: { counts: Pick<ImportResult, "created" | "updated" | "unchanged" | "invalidRecords"> }) {
  const cells = [
    { label: "Created", value: counts.created, tone: "bg-emerald-50" },
    { label: "Updated", value: counts.updated, tone: "bg-sky-50" },
    { label: "Unchanged", value: counts.unchanged, tone: "bg-stone-50" },
    { label: "Invalid", value: counts.invalidRecords, tone: "bg-red-50" },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-center sm:grid-cols-4">
      {cells.map((cell) => (
        <div key={cell.label} className={`rounded p-2 ${cell.tone}`}>
          <dt className="text-xs text-stone-500">{cell.label}</dt>
          <dd className="text-xl font-semibold">{cell.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a checked file will do: the employees it creates, each update's fields old -> new, and the invalid rows. */
export function ImportPlan({
  result,
}: {
  result: Pick<ImportResult, "createdRows" | "changes" | "errors" | "created" | "updated" | "notes">;
}) {
  return (
    <div className="space-y-4">
      {result.notes?.length ? (
        <ul aria-label="About the file" className="list-disc space-y-0.5 rounded bg-amber-50 p-2 pl-6 text-sm text-amber-950">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {result.changes.length ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Changes to existing employees ({result.updated})</h3>
          <DataTable
            label="Changes to existing employees"
            columns={[{ label: "Row" }, { label: "Employee" }, { label: "Field" }, { label: "Old" }, { label: "New" }]}
          >
            {result.changes.slice(0, SHOWN).flatMap((change) =>
              change.fields.map((field, index) => (
                <tr key={`${change.rowNumber}-${field.field}`}>
                  <td className="tabular-nums">{index === 0 ? change.rowNumber : ""}</td>
                  <td>{index === 0 ? `${change.name} (${change.employeeId})` : ""}</td>
                  <td>{field.field}</td>
                  <td className="whitespace-pre-wrap">{field.from || "(empty)"}</td>
                  <td className="whitespace-pre-wrap">{field.to || "(empty)"}</td>
                </tr>
              )),
            )}
          </DataTable>
          {result.updated > SHOWN ? <p className="text-xs text-stone-500">The first {SHOWN} updated employees are shown.</p> : null}
        </div>
      ) : null}
      {result.createdRows.length ? (
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">New employees ({result.created})</h3>
          <ul aria-label="New employees" className="max-h-64 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm">
            {result.createdRows.slice(0, SHOWN).map((row) => (
              <li key={row.employeeId}>
                Row {row.rowNumber}: {row.name} ({row.employeeId})
              </li>
            ))}
          </ul>
          {result.created > SHOWN ? <p className="text-xs text-stone-500">The first {SHOWN} new employees are shown.</p> : null}
        </div>
      ) : null}
      <ImportErrors errors={result.errors} />
    </div>
  );
}

/** The rows the import refused, each with its row number and reason (scrolls past a screenful). */
export function ImportErrors({ errors }: { errors: readonly string[] }) {
  if (!errors.length) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-red-900">Errors ({errors.length})</h3>
      <ul aria-label="Import errors" className="max-h-96 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-900">
        {errors.map((error, index) => (
          <li key={index}>{error}</li>
        ))}
      </ul>
    </div>
  );
}
