import { Form } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { EMPLOYEE_DOCUMENT_TYPE_LABELS } from "~/schemas/documents-messages";
import type { DeletedDocumentEntry } from "~/services/documents/trash.server";
import type { PageWindow } from "~/utils/paging";
import { formatDateTimeNa } from "~/utils/format";

/**
 * Deleted employee documents (issue 24): who lost what and when, whether the backup is kept,
 * and Restore (a plain POST form) where it is.
 */
export function DeletedDocumentsForHr({
  documents,
  window,
  busy,
}: {
  documents: DeletedDocumentEntry[];
  window: PageWindow;
  busy: boolean;
}) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        A deleted employee document keeps a backup copy. Restore puts the file back in the employee&apos;s folder; a pending query about it
        is answered as restored.
      </p>
      {documents.length === 0 ? (
        <p className="card text-stone-600">No deleted documents.</p>
      ) : (
        <DataTable
          label="Deleted documents"
          columns={[
            { label: "Document" },
            { label: "Employee" },
            { label: "Deleted" },
            { label: "Backup" },
            { label: "Actions", hidden: true },
          ]}
        >
          {documents.map((document) => (
            <tr key={document.id}>
              <td>
                <p className="font-medium break-words">{document.originalName}</p>
                <p className="text-xs text-stone-500">
                  {EMPLOYEE_DOCUMENT_TYPE_LABELS[document.documentType ?? ""] ?? document.documentType ?? "Document"}
                  {document.queriedAt ? ` · queried by the employee ${formatDateTimeNa(document.queriedAt)}` : ""}
                </p>
              </td>
              <td>
                {document.employeeName}
                <p className="text-xs text-stone-500">{document.employeeIdRef}</p>
              </td>
              <td className="whitespace-nowrap">
                {formatDateTimeNa(document.deletedAt)}
                {document.deletedByName ? <p className="text-xs text-stone-500">by {document.deletedByName}</p> : null}
              </td>
              <td>{document.hasBackup ? "Kept" : <span className="text-red-800">No backup</span>}</td>
              <td>
                {document.hasBackup ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="restore-deleted" />
                    <input type="hidden" name="id" value={document.id} />
                    <button
                      type="submit"
                      className="btn-row"
                      disabled={busy}
                      aria-label={`Restore ${document.originalName} of ${document.employeeName}`}
                    >
                      Restore
                    </button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager window={window} label="Deleted documents" />
    </div>
  );
}
