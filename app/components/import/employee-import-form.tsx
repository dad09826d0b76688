import { useNavigate } from "@remix-run/react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { checkImportFile, IMPORT_MESSAGES } from "~/schemas/employee-import";

const POLL_MS = 250;

interface Progress {
  processed: number;
  total: number;
}

type ServerError = { title: string; message: string } | null;

/**
 * Step 1 of an import: choose the file and the options and check it. A plain multipart
 * POST to /admin/import (intent "check") with or without JavaScript: the server checks the
 * file, writes nothing, keeps it for confirmation and shows what the import will do. With
 * JavaScript the file's type and size are checked in the browser first.
 */
export function EmployeeImportForm({ serverError }: { serverError: ServerError }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState(serverError);
  const [checking, setChecking] = useState(false);

  function chooseFile(files: FileList | null) {
    const file = files?.[0];
    setFileName(file?.name ?? null);
    setError(file ? checkImportFile(file) : null);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!inputRef.current || !event.dataTransfer.files.length) return;
    inputRef.current.files = event.dataTransfer.files;
    chooseFile(event.dataTransfer.files);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = inputRef.current?.files?.[0];
    const refused = file ? checkImportFile(file) : { title: IMPORT_MESSAGES.invalidFileTitle, message: IMPORT_MESSAGES.noFile };
    if (refused) {
      event.preventDefault();
      setError(refused);
      return;
    }
    setError(null);
    setChecking(true);
  }

  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-4">
      {error ? <FormAlert title={error.title} description={error.message} /> : null}
      <input type="hidden" name="intent" value="check" />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-dropzone"
        className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? "border-emerald-500 bg-emerald-50" : "border-stone-300"}`}
      >
        <label htmlFor="csvFile" className="field-label">
          Employee file (.csv or .xlsx)
        </label>
        <input
          ref={inputRef}
          id="csvFile"
          name="csvFile"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby="csvFile-hint"
          onChange={(event) => chooseFile(event.currentTarget.files)}
          className="field-input file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
        />
        <p id="csvFile-hint" className="mt-2 text-xs text-stone-500">
          Drag a file here or choose one. CSV (comma, semicolon or tab separated) or Excel .xlsx, less than 10MB. Dates as YYYY-MM-DD or
          DD/MM/YYYY. Nothing is written until you confirm.
        </p>
        {fileName ? <p className="mt-1 text-sm">Selected: {fileName}</p> : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="field-label">Options</legend>
        <Option name="updateExisting" label="Update existing records" defaultChecked />
        <Option name="skipInvalid" label="Skip invalid records" />
        <Option name="sendNotifications" label="Send email notifications" />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={checking}>
          {checking ? "Checking…" : "Check file"}
        </button>
        <a href="/api/csv-import/template" download className="btn-secondary">
          Download Template
        </a>
      </div>
    </form>
  );
}

/**
 * Step 2: import the checked file. Without JavaScript a plain POST (intent "confirm") whose
 * answer is the result page. With JavaScript the import is started (POST /api/csv-imports,
 * which records it), the checked file is imported by POST /api/csv-import with previewId and
 * that import's id, and the bar shows the rows the server reports processed
 * (GET /api/csv-imports/{id}) until the result page opens.
 */
export function ConfirmImportForm({
  previewId,
  filename,
  canImport,
  onImported,
}: {
  previewId: string;
  filename: string;
  canImport: boolean;
  /** Called with the import's id just before the form navigates to its result page. */
  onImported?: (importId: number) => void;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<ServerError>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = progress !== null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "confirm") return; // Cancel: the plain POST.
    event.preventDefault();
    setError(null);
    setProgress({ processed: 0, total: 0 });
    let polling = true;
    try {
      const start = await fetch("/api/csv-imports", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ filename }),
      });
      if (!start.ok) throw new Error(IMPORT_MESSAGES.failed);
      const { importId } = (await start.json()) as { importId: number };
      const poll = async () => {
        while (polling) {
          const response = await fetch(`/api/csv-imports/${importId}`).catch(() => null);
          if (response?.ok) {
            const record = (await response.json()) as { processedRecords: number; totalRecords: number };
            if (polling) setProgress({ processed: record.processedRecords, total: record.totalRecords });
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      };
      void poll();
      const body = new FormData();
      body.set("previewId", previewId);
      body.set("importId", String(importId));
      const response = await fetch("/api/csv-import", { method: "POST", body });
      polling = false;
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { title?: string; message?: string } | null;
        setProgress(null);
        setError({ title: answer?.title ?? IMPORT_MESSAGES.failedTitle, message: answer?.message ?? IMPORT_MESSAGES.failed });
        return;
      }
      onImported?.(importId);
      navigate(`/admin/import?import=${importId}`, { preventScrollReset: true });
    } catch {
      polling = false;
      setProgress(null);
      setError({ title: IMPORT_MESSAGES.failedTitle, message: IMPORT_MESSAGES.failed });
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3">
      {error ? <FormAlert title={error.title} description={error.message} /> : null}
      <input type="hidden" name="previewId" value={previewId} />
      {progress ? (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded bg-stone-200"
          >
            <div className="h-full bg-emerald-600 transition-all" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm text-stone-600" aria-live="polite">
            {progress.total ? `Processed ${progress.processed} of ${progress.total} rows` : "Starting the import…"}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {canImport ? (
          <button type="submit" name="intent" value="confirm" className="btn-primary" disabled={running}>
            {running ? "Importing…" : "Import"}
          </button>
        ) : null}
        <button type="submit" name="intent" value="discard" className="btn-secondary" disabled={running}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A checkbox that always sends its value: a hidden "false" first, the box's "true" after it (the last value wins). */
function Option({ name, label, defaultChecked = false }: { name: string; label: string; defaultChecked?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <input type="hidden" name={name} value="false" />
      <input id={name} type="checkbox" name={name} value="true" defaultChecked={defaultChecked} className="h-4 w-4" />
      <label htmlFor={name} className="text-sm">
        {label}
      </label>
    </div>
  );
}
