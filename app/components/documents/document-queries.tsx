import { Form } from "@remix-run/react";
import type { DocumentQueryView } from "~/services/documents/queries.server";
import { formatDateTimeNa } from "~/utils/format";
import { FilterForm } from "~/components/ui/filter-form";

const STATUS_LABELS: Record<string, string> = { pending: "Pending", reviewed: "Reviewed", restored: "Restored", denied: "Denied" };

/** Spec 2 "Document Queries": the status filter, and actions on pending queries only. */
export function DocumentQueryList({ queries, status, busy }: { queries: DocumentQueryView[]; status: string; busy: boolean }) {
  return (
    <div className="space-y-3">
      <FilterForm
        keep={{ view: "queries" }}
        choices={[
          {
            id: "status",
            name: "status",
            label: "Status",
            defaultValue: status,
            all: { value: "", label: "All" },
            options: Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
          },
        ]}
      />
      {queries.length === 0 ? (
        <p className="card text-stone-600">No document queries.</p>
      ) : (
        <ul className="space-y-3" aria-label="Document queries">
          {queries.map((query) => (
            <li key={query.id} className="card space-y-2 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-medium">{query.documentName}</p>
                  <p className="text-stone-600">
                    {query.employeeName} ({query.employeeIdRef}){query.department ? ` · ${query.department}` : ""}
                    {query.documentType ? ` · ${query.documentType}` : ""} · {formatDateTimeNa(query.createdAt)}
                  </p>
                </div>
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium">{STATUS_LABELS[query.status]}</span>
              </div>
              <p>
                <span className="font-medium">Reason:</span> {query.reason}
              </p>
              {query.reviewNote ? (
                <p>
                  <span className="font-medium">HR note:</span> {query.reviewNote}
                </p>
              ) : null}
              {query.status === "pending" ? (
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="respond" />
                  <input type="hidden" name="id" value={query.id} />
                  <div className="grow space-y-1">
                    <label htmlFor={`note-${query.id}`} className="block font-medium">
                      Note (required to mark reviewed or deny)
                    </label>
                    <input
                      id={`note-${query.id}`}
                      name="reviewNote"
                      maxLength={2000}
                      className="w-full rounded border border-stone-300 px-3 py-2"
                    />
                  </div>
                  {query.canRestore ? (
                    <button type="submit" name="status" value="restored" className="btn-primary" disabled={busy}>
                      Restore<span className="sr-only"> {query.documentName}</span>
                    </button>
                  ) : null}
                  <button type="submit" name="status" value="reviewed" className="btn-secondary" disabled={busy}>
                    Mark Reviewed
                  </button>
                  <button type="submit" name="status" value="denied" className="btn-secondary text-red-700" disabled={busy}>
                    Deny
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
