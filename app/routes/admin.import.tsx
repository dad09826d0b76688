import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ConfirmImportForm, EmployeeImportForm } from "~/components/import/employee-import-form";
import { ImportCounts, ImportPlan, PLAN_ROWS } from "~/components/import/import-preview";
import { Toast } from "~/components/ui/toast";
import { requireRole } from "~/auth.server";
import { importCompleteMessage, importOutcomeText, importStatusLabel, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { getImportPreview, type ImportPreview } from "~/services/employee-import/preview.server";
import { getImport, listImportHistoryPage, type ImportDetail } from "~/services/import-history.server";
import { countImportNewHiresWithoutLogin } from "~/services/bulk-invitations.server";
import { InviteNewHiresForm } from "~/components/employees/bulk-invitations";
import { settle } from "~/errors.server";
import { redirectWithToast } from "~/toast.server";
import { formatDateTimeNa } from "~/utils/format";
import { runImportRequest } from "./import-request.server";
import { DataTable } from "~/components/ui/data-table";
import { Pager } from "~/components/ui/pager";
import { readPageParam } from "~/utils/paging";
import { readId } from "~/utils/ids";

export const handle: RouteHandle = { tab: "import" };

export async function loader({ request }: LoaderFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const params = new URL(request.url).searchParams;
  const shown = readId(params.get("import"));
  const outcome = shown !== null ? await settle(() => getImport(shown)) : null;
  const result: ImportDetail | null = outcome?.ok ? outcome.value : null;
  // Its new employees still without a login, for "Invite the N new employees" (issue 24).
  const newHiresWithoutLogin = result ? await countImportNewHiresWithoutLogin(result.id) : 0;
  const previewId = params.get("preview");
  const checked = previewId ? await settle(() => getImportPreview(previewId, hr.id)) : null;
  // The page shows the first PLAN_ROWS of each list; the counts say the whole number (small pages on slow links).
  const preview: ImportPreview | null = checked?.ok
    ? {
        ...checked.value,
        result: {
          ...checked.value.result,
          createdRows: checked.value.result.createdRows.slice(0, PLAN_ROWS),
          changes: checked.value.result.changes.slice(0, PLAN_ROWS),
        },
      }
    : null;
  const previewGone = checked && !checked.ok ? checked.refusal.message : null;
  const { imports, window } = await listImportHistoryPage(readPageParam(params));
  return json({ imports, window, result, preview, previewGone, newHiresWithoutLogin });
}

/** The "Import Complete" / "Import Failed" toast for a finished import: the spec's words, then what it did. */
function resultToast(result: { validRecords: number; totalRecords: number; created: number; updated: number; unchanged: number }) {
  return result.validRecords > 0
    ? {
        title: IMPORT_MESSAGES.completeTitle,
        description: `${importCompleteMessage(result.validRecords, result.totalRecords)} (${importOutcomeText(result)})`,
        variant: "success" as const,
      }
    : { title: IMPORT_MESSAGES.failedTitle, description: IMPORT_MESSAGES.failed, variant: "error" as const };
}

/**
 * The forms without JavaScript (post, redirect, get): "check" checks the file, keeps it and
 * shows what the import will do (?preview=id); "confirm" imports that file and shows the
 * result page (?import=id, stored with the import, so reload is harmless); "discard" drops
 * the check. The toast travels in the one-time toast cookie.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const outcome = await runImportRequest(request, hr);
  if (!outcome.ok) return json({ error: { title: outcome.title, message: outcome.message } }, { status: outcome.status });
  if (outcome.kind === "discarded") return redirect("/admin/import");
  if (outcome.kind === "checked") return redirect(`/admin/import?preview=${outcome.preview.id}`);
  return redirectWithToast(`/admin/import?import=${outcome.result.importId}`, resultToast(outcome.result));
}

export default function AdminImport() {
  const { imports, window, result, preview, previewGone, newHiresWithoutLogin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With JavaScript the confirm form runs the import and then navigates here: the toast shows
  // for that import only, not when the result page is reloaded or opened from history.
  const [justImported, setJustImported] = useState<number | null>(null);
  const toast = result && result.status !== "processing" && result.id === justImported ? resultToast(result) : null;
  const serverError = actionData?.error ?? (previewGone ? { title: IMPORT_MESSAGES.failedTitle, message: previewGone } : null);
  return (
    <>
      {toast ? (
        <div className="mb-4">
          <Toast key={result!.id} toast={toast} />
        </div>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
        <section className="card space-y-4" aria-labelledby="import-title">
          <h2 id="import-title" className="text-lg font-semibold">
            Import Employees
          </h2>
          <EmployeeImportForm key={preview?.id ?? result?.id ?? "new"} serverError={preview ? null : serverError} />
        </section>
        <div className="space-y-6">
          {preview ? (
            <section className="card space-y-3" aria-labelledby="preview-title">
              <h2 id="preview-title" className="text-lg font-semibold">
                Check Results
              </h2>
              <p className="text-sm text-stone-600">
                {preview.filename}: {preview.result.totalRecords} rows.{" "}
                {preview.result.validRecords > 0
                  ? `Importing will change only what is listed here: ${importOutcomeText(preview.result)}. Nothing has been written yet.`
                  : "Nothing would be imported. Correct the file (or tick Skip invalid records) and check it again."}
              </p>
              <ImportCounts counts={preview.result} />
              <ImportPlan result={preview.result} />
              <ConfirmImportForm
                key={preview.id}
                previewId={preview.id}
                filename={preview.filename}
                canImport={preview.result.validRecords > 0 && preview.result.created + preview.result.updated > 0}
                onImported={setJustImported}
              />
            </section>
          ) : null}
          {result ? (
            <section className="card space-y-3" aria-labelledby="results-title">
              <h2 id="results-title" className="text-lg font-semibold">
                Import Results
              </h2>
              <p className="text-sm text-stone-600">
                {result.filename}: {result.validRecords} of {result.totalRecords} records imported
              </p>
              <ImportCounts counts={{ ...result, invalidRecords: result.invalidRecords }} />
              {newHiresWithoutLogin > 0 ? <InviteNewHiresForm importId={result.id} count={newHiresWithoutLogin} /> : null}
              {result.errors.length ? (
                <div>
                  <h3 className="text-sm font-semibold text-red-900">Errors ({result.errors.length})</h3>
                  <ul aria-label="Import errors" className="max-h-96 list-disc space-y-0.5 overflow-y-auto pl-5 text-sm text-red-900">
                    {result.errors.map((error, index) => (
                      <li key={index}>{error}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          ) : null}
          <section className="space-y-2" aria-labelledby="history-title">
            <h2 id="history-title" className="text-lg font-semibold">
              Import History
            </h2>
            {imports.length === 0 ? (
              <p className="card text-stone-600">No imports yet</p>
            ) : (
              <DataTable columns={[{ label: "File" }, { label: "Records" }, { label: "Outcome" }, { label: "Date" }, { label: "Status" }]}>
                {imports.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <a className="underline" href={`/admin/import?import=${entry.id}`}>
                        {entry.filename}
                      </a>
                    </td>
                    <td className="tabular-nums">
                      {entry.validRecords} of {entry.totalRecords}
                    </td>
                    <td className="tabular-nums">{importOutcomeText(entry)}</td>
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
