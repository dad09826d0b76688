import { Form, Link } from "@remix-run/react";
import type { AdminDocumentEntry } from "~/services/documents/admin-documents.server";
import { formatFileSize } from "~/utils/file-size";
import { formatDateTimeNa } from "~/utils/format";
import { FilterForm } from "~/components/ui/filter-form";

/** Spec 2 "Employee Documents": the list grouped by employee, with preview, download and delete. */
export function AdminDocumentGroups({ documents, busy }: { documents: AdminDocumentEntry[]; busy: boolean }) {
  const groups = new Map<number, AdminDocumentEntry[]>();
  for (const document of documents) groups.set(document.employeeId, [...(groups.get(document.employeeId) ?? []), document]);
  if (groups.size === 0) return <p className="card text-stone-600">No employee documents yet.</p>;
  return (
    <div className="space-y-3">
      {[...groups.values()].map((entries) => {
        const first = entries[0];
        return (
          <details key={first.employeeId} open={groups.size <= 3} className="rounded-lg border border-stone-200 bg-white">
            <summary className="cursor-pointer px-4 py-3">
              <span className="font-medium">{first.employeeName}</span>{" "}
              <span className="text-sm text-stone-600">
                {first.employeeIdRef}
                {first.department ? ` · ${first.department}` : ""} · {entries.length} document{entries.length === 1 ? "" : "s"}
              </span>
            </summary>
            <ul className="divide-y divide-stone-100 border-t border-stone-200" aria-label={`Documents of ${first.employeeName}`}>
              {entries.map((document) => {
                const base = `/api/admin/employees/${document.employeeId}/documents/${document.id}`;
                return (
                  <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm">
                    <div className="min-w-0">
                      <p className="font-medium break-words">{document.originalName}</p>
                      <p className="text-stone-600">
                        {document.documentType} · {document.linkType === "link" ? "Link" : formatFileSize(document.fileSize)} ·{" "}
                        {formatDateTimeNa(document.createdAt)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <a className="btn-secondary px-3 py-1" href={`${base}/preview`} target="_blank" rel="noopener">
                        Preview<span className="sr-only"> {document.originalName}</span>
                      </a>
                      <a className="btn-secondary px-3 py-1" href={`${base}/download`}>
                        Download<span className="sr-only"> {document.originalName}</span>
                      </a>
                      <Form
                        method="post"
                        onSubmit={(event) => {
                          if (!window.confirm(`Delete ${document.originalName}? A backup copy is kept.`)) event.preventDefault();
                        }}
                      >
                        <input type="hidden" name="employeeId" value={document.employeeId} />
                        <input type="hidden" name="id" value={document.id} />
                        <button type="submit" name="intent" value="delete" className="btn-secondary px-3 py-1 text-red-700" disabled={busy}>
                          Delete<span className="sr-only"> {document.originalName}</span>
                        </button>
                      </Form>
                    </div>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

export function EmployeeSearch({
  query,
  results,
  selected,
}: {
  query: string;
  results: { id: number; employeeId: string; name: string; department: string | null }[];
  selected: number | null;
}) {
  return (
    <div className="card space-y-3">
      <FilterForm
        search={{ id: "q", name: "q", label: "Find an employee (name, employee ID or department)", defaultValue: query }}
        submitLabel="Search"
      />
      {query && results.length === 0 ? <p className="text-sm text-stone-600">No employees match.</p> : null}
      {results.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Matching employees">
          {results.map((result) => (
            <li key={result.id}>
              <Link
                to={`/admin/documents?employee=${result.id}`}
                className={`btn-secondary px-3 py-1 ${selected === result.id ? "ring-2 ring-amber-600" : ""}`}
              >
                {result.name} ({result.employeeId}){result.department ? ` · ${result.department}` : ""}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
