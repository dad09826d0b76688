import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { ConfirmImportForm, EmployeeImportForm } from "~/components/import/employee-import-form";
import { ImportCounts, ImportErrors, ImportPlan, PLAN_ROWS } from "~/components/import/import-preview";
import { requireRole } from "~/auth.server";
import { importCompleteMessage, importOutcomeText, importStatusLabel, IMPORT_MESSAGES } from "~/schemas/employee-import";
import { Toast } from "~/components/ui/toast";
import { useRefetchWhenIdle } from "~/components/live-updates";
import { getImportPreview, type ImportPreview } from "~/services/employee-import/preview.server";
import { getImport, listImportHistoryPage, type ImportDetail } from "~/services/employee-import/history.server";
import { countImportNewHiresWithoutLogin } from "~/services/accounts/bulk-invitations.server";
import { InviteNewHiresForm } from "~/components/employees/bulk-invitations";
import { settle } from "~/errors.server";
import { formatDateTimeNa } from "~/utils/format";
import { announceImportWhenDone, runImportRequest, takeImportAnnouncement } from "./import-request.server";
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
  // The result of the import this person just started, announced once (takeImportAnnouncement).
  const announce = result && result.status !== "processing" ? await takeImportAnnouncement(request, result.id) : null;
  const announced = announce && result ? resultToast(result) : null;
  return json({ imports, window, result, preview, previewGone, newHiresWithoutLogin, announced }, { headers: announce ?? undefined });
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
 * shows what the import will do (?preview=id); "confirm" queues the import of that file as a
 * background job and opens its page (?import=id), which shows its progress until it is done
 * and then its result (issue 27); "discard" drops the check.
 */
export async function action({ request }: ActionFunctionArgs) {
  const hr = await requireRole(request, "hr");
  const outcome = await runImportRequest(request, hr, { background: true });
  if (!outcome.ok) return json({ error: { title: outcome.title, message: outcome.message } }, { status: outcome.status });
  if (outcome.kind === "discarded") return redirect("/admin/import");
  if (outcome.kind === "checked") return redirect(`/admin/import?preview=${outcome.preview.id}`);
  const importId = outcome.kind === "queued" ? outcome.importId : outcome.result.importId!;
  return redirect(`/admin/import?import=${importId}`, { headers: { "Set-Cookie": await announceImportWhenDone(importId) } });
}

/** Without JavaScript a page of an import still running reloads itself every few seconds. */
const PROGRESS_RELOAD_SECONDS = 2;
/** With JavaScript the live-updates stream brings progress; this refetch only covers an update missed while the page opened. */
const PROGRESS_REFETCH_MS = 5_000;

export default function AdminImport() {
  const { imports, window, result, preview, previewGone, newHiresWithoutLogin, announced } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // With JavaScript the announcement arrives in a refetch; it stays while this import is shown.
  const [toast, setToast] = useState(announced && result ? { id: result.id, toast: announced } : null);
  useEffect(() => {
    if (announced && result) setToast({ id: result.id, toast: announced });
  }, [announced, result]);
  const shownToast = toast && result && result.status !== "processing" && toast.id === result.id ? toast.toast : null;
  const serverError = actionData?.error ?? (previewGone ? { title: IMPORT_MESSAGES.failedTitle, message: previewGone } : null);
  return (
    <>
      {shownToast ? (
        <div className="mb-4">
          <Toast key={result!.id} toast={shownToast} />
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
          {preview ? <PreviewSection preview={preview} /> : null}
          {result?.status === "processing" ? <ImportProgress result={result} /> : null}
          {result && result.status !== "processing" ? <ImportResults result={result} newHiresWithoutLogin={newHiresWithoutLogin} /> : null}
          <ImportHistory imports={imports} window={window} />
        </div>
      </div>
    </>
  );
}

type ImportData = ReturnType<typeof useLoaderData<typeof loader>>;

/** What the checked file would do, row by row, and the form that confirms or discards it (?preview=id). */
function PreviewSection({ preview }: { preview: NonNullable<ImportData["preview"]> }) {
  return (
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
      />
    </section>
  );
}

/** A finished import (?import=id): its counts, the invitation of its new hires, and its errors. */
function ImportResults({ result, newHiresWithoutLogin }: { result: NonNullable<ImportData["result"]>; newHiresWithoutLogin: number }) {
  return (
    <section className="card space-y-3" aria-labelledby="results-title">
      <h2 id="results-title" className="text-lg font-semibold">
        Import Results
      </h2>
      <p className="text-sm text-stone-600">{`${result.filename}: ${result.validRecords} of ${result.totalRecords} records imported`}</p>
      <ImportCounts counts={{ ...result, invalidRecords: result.invalidRecords }} />
      {newHiresWithoutLogin > 0 ? <InviteNewHiresForm importId={result.id} count={newHiresWithoutLogin} /> : null}
      <ImportErrors errors={result.errors} />
    </section>
  );
}

/** The past imports, a page at a time, each linking to its result. */
function ImportHistory({ imports, window }: Pick<ImportData, "imports" | "window">) {
  return (
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
  );
}

/**
 * An import running in the background: "Processed N of M rows". With JavaScript the page
 * refetches on each live update of the import (and every few seconds in case one was missed);
 * without it the page reloads itself, and a link does the same.
 */
function ImportProgress({ result }: { result: ImportDetail }) {
  // Never aborts a load in flight: one that found the import finished has taken its one-time
  // "Import Complete" announcement, which would be lost with it (a live update's refetch and
  // this timer can meet at the end of an import).
  const refetch = useRefetchWhenIdle();
  useEffect(() => {
    const timer = window.setInterval(refetch, PROGRESS_REFETCH_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);
  const { processedRecords: processed, totalRecords: total } = result;
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0;
  return (
    <section className="card space-y-3" aria-labelledby="progress-title">
      <noscript>
        <meta httpEquiv="refresh" content={String(PROGRESS_RELOAD_SECONDS)} />
      </noscript>
      <h2 id="progress-title" className="text-lg font-semibold">
        {`Importing ${result.filename}`}
      </h2>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded bg-stone-200"
      >
        <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-stone-600" aria-live="polite">
        {total > 0 ? `Processed ${processed} of ${total} rows` : "Waiting for the import to start…"}
      </p>
      <p className="text-sm text-stone-600">
        The import runs on the server: you may leave this page and come back.{" "}
        <a className="underline" href={`/admin/import?import=${result.id}`}>
          Refresh
        </a>
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Import | HR Admin" }];
