import { Form, Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { formatFileSize } from "~/utils/file-size";
import { LIBRARY_STATE_LABELS, libraryFileHref, type LibrarySection, type LibraryState } from "~/schemas/library-messages";
import { SHE_CATEGORY_LABELS, type SheCategory } from "~/schemas/she";
import type { LibraryDocumentView } from "~/services/documents/library.server";
import { formatDateNa } from "~/utils/format";
import { queryWith } from "~/utils/paging";

const BADGE: Record<LibraryState, string> = {
  active: "bg-emerald-100 text-emerald-800",
  retired: "bg-stone-200 text-stone-700",
  draft: "bg-amber-100 text-amber-800",
  archived: "bg-stone-200 text-stone-700",
};

/** The state changes a row offers, as buttons of plain forms. */
const MOVES: Record<LibraryState, { to: LibraryState; label: string }[]> = {
  active: [],
  retired: [{ to: "active", label: "Activate" }],
  draft: [
    { to: "active", label: "Activate" },
    { to: "archived", label: "Archive" },
  ],
  archived: [{ to: "active", label: "Activate" }],
};

function movesOf(section: LibrarySection, state: LibraryState) {
  if (state === "active")
    return [section === "policies" ? { to: "retired" as const, label: "Retire" } : { to: "archived" as const, label: "Archive" }];
  return MOVES[state];
}

function categoryLabel(section: LibrarySection, category: string | null) {
  if (!category) return "—";
  return section === "she" ? (SHE_CATEGORY_LABELS[category as SheCategory] ?? category) : category;
}

/** HR's rows of the library: every version, with its file, its dates and what HR can do with it. */
export function LibraryRows({ section, documents, query }: { section: LibrarySection; documents: LibraryDocumentView[]; query: string }) {
  return (
    <DataTable
      label={section === "policies" ? "Policies" : "SHE procedures"}
      columns={[
        { label: "Title" },
        { label: "Category" },
        { label: "Version" },
        { label: "Status" },
        { label: section === "policies" ? "In effect" : "Department" },
        { label: "File" },
        { label: "Actions", hidden: true },
      ]}
    >
      {documents.map((document) => (
        <tr key={document.id}>
          <td>
            <p className="font-medium">{document.title}</p>
            {document.description ? <p className="text-xs text-stone-600">{document.description}</p> : null}
            {document.replacedById ? <p className="text-xs text-stone-600">Replaced by a newer version</p> : null}
          </td>
          <td>{categoryLabel(section, document.category)}</td>
          <td>{document.version ? `v${document.version}` : "—"}</td>
          <td>
            <span className={`rounded px-2 py-0.5 text-xs font-medium ${BADGE[document.status]}`}>
              {LIBRARY_STATE_LABELS[document.status]}
            </span>
          </td>
          <td>
            {section === "policies"
              ? `${document.effectiveDate ? formatDateNa(document.effectiveDate) : "Always"} – ${document.expiryDate ? formatDateNa(document.expiryDate) : "no expiry"}`
              : `${document.department} · ${document.priority} priority`}
          </td>
          <td className="text-xs">
            {document.originalName}
            <br />
            {formatFileSize(document.fileSize)} · uploaded {formatDateNa(document.uploadedAt)}
          </td>
          <td>
            <div className="flex flex-wrap justify-end gap-2">
              <a className="btn-row" href={libraryFileHref(section, document.id, "preview")} target="_blank" rel="noopener">
                Preview<span className="sr-only"> {document.title}</span>
              </a>
              <a className="btn-row" href={libraryFileHref(section, document.id, "download")} target="_blank" rel="noopener">
                Download<span className="sr-only"> {document.title}</span>
              </a>
              {document.replacedById ? null : (
                <Link
                  to={`/admin/hr-documents/${section}/upload${queryWith(query, { replaces: document.id })}`}
                  className="btn-row"
                  preventScrollReset
                >
                  New Version<span className="sr-only"> of {document.title}</span>
                </Link>
              )}
              {movesOf(section, document.status).map((move) => (
                <Form
                  key={move.to}
                  method="post"
                  action={`/admin/hr-documents/${section}/${document.id}/status${queryWith(query, { replaces: null })}`}
                  preventScrollReset
                >
                  <input type="hidden" name="status" value={move.to} />
                  <button type="submit" className="btn-row">
                    {move.label}
                    <span className="sr-only"> {document.title}</span>
                  </button>
                </Form>
              ))}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
