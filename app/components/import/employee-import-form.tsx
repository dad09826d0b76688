import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { checkImportFile, IMPORT_MESSAGES } from "~/schemas/employee-import";

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
 * Step 2: import the checked file. A plain POST (intent "confirm"), with or without
 * JavaScript: the server queues the import as a background job and opens its page, which
 * shows the rows processed until the result is there (issue 27).
 */
export function ConfirmImportForm({ previewId, canImport }: { previewId: string; filename: string; canImport: boolean }) {
  // Not disabled while sending: a disabled button would drop its intent from the form being sent. A second click is ignored instead.
  const [sending, setSending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (sending ? event.preventDefault() : setSending(true));
  return (
    <form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="previewId" value={previewId} />
      <div className="flex flex-wrap gap-3">
        {canImport ? (
          <button type="submit" name="intent" value="confirm" className="btn-primary" aria-disabled={sending}>
            {sending ? "Importing…" : "Import"}
          </button>
        ) : null}
        <button type="submit" name="intent" value="discard" className="btn-secondary" aria-disabled={sending}>
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
