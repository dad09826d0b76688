import { Link } from "@remix-run/react";
import type { DocumentView } from "~/services/documents/employee-documents.server";
import { EMPLOYEE_DOCUMENT_TYPE_LABELS } from "~/schemas/documents-messages";
import { formatFileSize } from "~/utils/file-size";
import { formatDateTimeNa } from "~/utils/format";

type Row = Omit<DocumentView, never>;

function typeLabel(type: string) {
  return EMPLOYEE_DOCUMENT_TYPE_LABELS[type] ?? type.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());
}

/**
 * Spec 1 "My Documents": a collapsible list; files open through the authorized preview and
 * download routes. Delete is offered on the employee's own uploads only.
 */
export function MyDocumentList({ documents }: { documents: Row[] }) {
  return (
    <details open className="rounded border border-stone-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-medium">Documents ({documents.length})</summary>
      {documents.length === 0 ? (
        <p className="px-4 pb-4 text-sm text-stone-600">No documents yet.</p>
      ) : (
        <ul className="divide-y divide-stone-200 border-t border-stone-200">
          {documents.map((document) => (
            <li key={document.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words">{document.originalName}</p>
                <p className="text-stone-600">
                  <span className="mr-2 rounded bg-stone-100 px-2 py-0.5 text-xs">{typeLabel(document.documentType)}</span>
                  {document.linkType === "link" ? "Link" : formatFileSize(document.fileSize)} · Uploaded{" "}
                  {formatDateTimeNa(document.createdAt)} by {document.uploadedByName}
                </p>
                {document.description && document.description !== document.originalName ? (
                  <p className="text-stone-600">{document.description}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {document.linkType === "link" && document.externalUrl ? (
                  <a className="btn-secondary" href={document.externalUrl} target="_blank" rel="noopener noreferrer">
                    Open link
                  </a>
                ) : (
                  <>
                    <a className="btn-secondary" href={`/api/employees/documents/${document.id}/preview`} target="_blank" rel="noopener">
                      Preview<span className="sr-only"> {document.originalName}</span>
                    </a>
                    <a className="btn-secondary" href={`/api/employees/documents/${document.id}/download`}>
                      Download<span className="sr-only"> {document.originalName}</span>
                    </a>
                  </>
                )}
                {/* Only the employee's own uploads can be deleted (spec 1): HR's are not offered a Delete that could only fail. */}
                {document.ownUpload ? (
                  <Link className="btn-secondary text-red-700" to={`/documents/${document.id}/delete`} preventScrollReset>
                    Delete<span className="sr-only"> {document.originalName}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
