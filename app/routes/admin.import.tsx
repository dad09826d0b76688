import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { EmployeeImportForm } from "~/components/import/employee-import-form";
import { Toast } from "~/components/ui/toast";
import { requireRole } from "~/auth.server";
import { importCompleteMessage, importStatusLabel, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { getImport, type ImportDetail } from "~/services/employee-import.server";
import { listImportHistoryPage } from "~/services/import-history.server";
import { settle } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateTimeNa } from "~/utils/format";
import { runImportRequest } from "./import-request.server";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { readPageParam } from "~/utils/paging";

export const handle: RouteHandle = { tab: "import" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const shown = Number(params.get("import"));
  const outcome = Number.isSafeInteger(shown) && shown > 0 ? await settle(() => getImport(shown)) : null;
  const result: ImportDetail | null = outcome?.ok ? outcome.value : null;
  const { imports, window } = await listImportHistoryPage(readPageParam(params));
  return json({ imports, window, result });
}

/** The "Import Complete" / "Import Failed" toast for a finished import. */
function resultToast(result: { validRecords: number; totalRecords: number }) {
  return result.validRecords > 0
    ? { title: IMPORT_MESSAGES.completeTitle, description: importCompleteMessage(result.validRecords, result.totalRecords), variant: "success" as const }
    : { title: IMPORT_MESSAGES.failedTitle, description: IMPORT_MESSAGES.failed, variant: "error" as const };
}

/**
 * The form without JavaScript: runs the import and shows its result page (post,
 * redirect, get: the result is stored with the import, so reload is harmless). The
 * toast travels in the one-time toast cookie, so a reload shows the results only.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const outcome = await runImportRequest(request, hr);
  if (!outcome.ok) return json({ error: { title: outcome.title, message: outcome.message } }, { status: outcome.status });
  return redirectWithToast(`/admin/import?import=${outcome.result.importId}`, resultToast(outcome.result));
}

export default function AdminImport() {
  const { imports, window, result } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With JavaScript the form runs the import and then navigates here: the toast shows
  // for that import only, not when the result page is reloaded or opened from history.
  const [justImported, setJustImported] = useState<number | null>(null);
  const toast = result && result.status !== "processing" && result.id === justImported ? resultToast(result) : null;
  return (
    <>
      {toast ? <div className="mb-4"><Toast key={result!.id} toast={toast} /></div> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="import-title">
          <h2 id="import-title" className="text-lg font-semibold">Import Employees</h2>
          <EmployeeImportForm key={result?.id ?? "new"} serverError={actionData?.error ?? null} onImported={setJustImported} />
        </section>
        <div className="space-y-6">
          {result ? (
            <section className="card space-y-3" aria-labelledby="results-title">
              <h2 id="results-title" className="text-lg font-semibold">Import Results</h2>
              <p className="text-sm text-stone-600">{result.filename}</p>
              <dl className="grid grid-cols-3 gap-3 text-center">
                <div className="rounded bg-stone-50 p-2"><dt className="text-xs text-stone-500">Total</dt><dd className="text-xl font-semibold">{result.totalRecords}</dd></div>
                <div className="rounded bg-emerald-50 p-2"><dt className="text-xs text-stone-500">Valid</dt><dd className="text-xl font-semibold">{result.validRecords}</dd></div>
                <div className="rounded bg-red-50 p-2"><dt className="text-xs text-stone-500">Invalid</dt><dd className="text-xl font-semibold">{result.invalidRecords}</dd></div>
              </dl>
              {result.errors.length ? (
                <div>
                  <h3 className="text-sm font-semibold text-red-900">Errors ({result.errors.length})</h3>
                  <ul aria-label="Import errors" className="max-h-96 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-900">
                    {result.errors.map((error, index) => <li key={index}>{error}</li>)}
                  </ul>
                </div>
              ) : null}
            </section>
          ) : null}
          <section className="space-y-2" aria-labelledby="history-title">
            <h2 id="history-title" className="text-lg font-semibold">Import History</h2>
            {imports.length === 0 ? (
              <p className="card text-stone-600">No imports yet</p>
            ) : (
              <DataTable columns={[{ label: "File" }, { label: "Records" }, { label: "Date" }, { label: "Status" }]}>
                    {imports.map((entry) => (
                      <tr key={entry.id}>
                        <td><a className="underline" href={`/admin/import?import=${entry.id}`}>{entry.filename}</a></td>
                        <td className="tabular-nums">{entry.validRecords} of {entry.totalRecords}</td>
                        <td className="whitespace-nowrap">{formatDateTimeNa(entry.createdAt)}</td>
                        <td>{importStatusLabel(entry.status)}</td>
                      </tr>
                    ))}
                  </DataTable>
            )}
            <Pager window={window} label="Import history" />
          </section>
        </div>
      </div>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Import | HR Admin" }];
