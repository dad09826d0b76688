import { Link } from "@remix-run/react";
import type { DeletedDocumentView } from "~/services/documents/queries.server";
import { formatDateTimeNa } from "~/utils/format";

const QUERY_LABELS: Record<string, string> = { pending: "Query pending", reviewed: "Reviewed", restored: "Restored", denied: "Denied" };

/** Documents HR deleted: the employee can query one (spec 2 "Document Queries"). */
export function DeletedDocumentList({ deleted }: { deleted: DeletedDocumentView[] }) {
  if (deleted.length === 0) return null;
  return (
    <details className="rounded border border-stone-200 bg-white">
      <summary className="cursor-pointer px-4 py-3 font-medium">Deleted documents ({deleted.length})</summary>
      <ul className="divide-y divide-stone-200 border-t border-stone-200">
        {deleted.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
            <div>
              <p className="font-medium break-words">{document.originalName}</p>
              <p className="text-stone-600">Deleted {formatDateTimeNa(document.deletedAt)}</p>
            </div>
            {document.queryStatus === "pending" ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs">{QUERY_LABELS.pending}</span>
            ) : (
              <div className="flex items-center gap-2">
                {document.queryStatus ? (
                  <span className="rounded bg-stone-100 px-2 py-0.5 text-xs">{QUERY_LABELS[document.queryStatus]}</span>
                ) : null}
                <Link className="btn-secondary" to={`/documents/deleted/${document.id}/query`} preventScrollReset>
                  Query<span className="sr-only"> {document.originalName}</span>
                </Link>
              </div>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
