import { useNavigate } from "@remix-run/react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { checkImportFile, IMPORT_MESSAGES } from "~/schemas/employee-import";

const POLL_MS = 250;

interface Progress {
  processed: number;
  total: number;
}

/**
 * The import form. Without JavaScript a plain multipart POST to /admin/import, whose
 * answer is the result page. With JavaScript: the file is checked in the browser, the
 * import is started (POST /api/csv-imports, which records it), the file is sent to
 * POST /api/csv-import with that import's id, and the bar shows the rows the server
 * reports processed (GET /api/csv-imports/{id}) until the result page opens.
 */
export function EmployeeImportForm({
  serverError,
  onImported,
}: {
  serverError: { title: string; message: string } | null;
  /** Called with the import's id just before the form navigates to its result page. */
  onImported?: (importId: number) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState(serverError);
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = progress !== null;

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const file = inputRef.current?.files?.[0];
    if (!file) {
      setError({ title: IMPORT_MESSAGES.invalidFileTitle, message: IMPORT_MESSAGES.noFile });
      return;
    }
    const refused = checkImportFile(file);
    if (refused) {
      setError(refused);
      return;
    }
    setError(null);
    setProgress({ processed: 0, total: 0 });
    let polling = true;
    try {
      const start = await fetch("/api/csv-imports", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ filename: file.name }),
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
      const body = new FormData(form);
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
      setProgress(null);
      setFileName(null);
      form.reset();
    } catch {
      polling = false;
      setProgress(null);
      setError({ title: IMPORT_MESSAGES.failedTitle, message: IMPORT_MESSAGES.failed });
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.processed / progress.total) * 100) : 0;
  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-4">
      {error ? <FormAlert title={error.title} description={error.message} /> : null}
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
        <label htmlFor="csvFile" className="field-label">Employee file (.csv or .xlsx)</label>
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
          Drag a file here or choose one. CSV (UTF-8) or Excel .xlsx, less than 10MB. Dates as YYYY-MM-DD or DD/MM/YYYY.
        </p>
        {fileName ? <p className="mt-1 text-sm">Selected: {fileName}</p> : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="field-label">Options</legend>
        <Option name="updateExisting" label="Update existing records" defaultChecked />
        <Option name="skipInvalid" label="Skip invalid records" />
        <Option name="sendNotifications" label="Send email notifications" />
      </fieldset>
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
            {progress.total ? `Processed ${progress.processed} of ${progress.total} rows` : "Reading the file…"}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={running}>{running ? "Importing…" : "Import"}</button>
        <a href="/api/csv-import/template" download className="btn-secondary">Download Template</a>
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
      <label htmlFor={name} className="text-sm">{label}</label>
    </div>
  );
}
