import { Form, Link, useNavigate, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, HR_DOCUMENT_TYPES, UPLOAD_FORM_ROWS, uploadSummary } from "~/schemas/documents";

interface Chosen {
  file: File;
  documentType: string;
}

type FileState = { name: string; state: "waiting" | "uploading" | "uploaded" | "failed"; message?: string };

const STATE_LABELS: Record<FileState["state"], string> = {
  waiting: "Waiting",
  uploading: "Uploading…",
  uploaded: "Uploaded",
  failed: "Failed",
};

/**
 * The spec's checks before anything is sent: files over 50 MB are skipped (and taken out of
 * the form), at least one file must remain, and each remaining file needs a type.
 */
function checkRows(form: HTMLFormElement) {
  const rows = Array.from({ length: UPLOAD_FORM_ROWS }, (_, n) => ({
    input: form.elements.namedItem(`file-${n}`) as HTMLInputElement,
    documentType: (form.elements.namedItem(`documentType-${n}`) as HTMLSelectElement).value,
  }));
  const skipped: string[] = [];
  for (const row of rows) {
    const file = row.input.files?.[0];
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      skipped.push(file.name);
      row.input.value = "";
    }
  }
  const chosen: Chosen[] = rows.flatMap((row) =>
    row.input.files?.[0] ? [{ file: row.input.files[0], documentType: row.documentType }] : [],
  );
  const skippedText = skipped.map((name) => `${name} exceeds the 50MB limit and was skipped.`);
  const unlabelled = chosen.filter((row) => !row.documentType).map((row) => row.file.name);
  if (chosen.length === 0) return { stop: [...skippedText, DOCUMENT_MESSAGES.selectFiles].join(" "), chosen, skipped };
  if (unlabelled.length)
    return { stop: `${DOCUMENT_MESSAGES.labelAllFiles}: please select a document type for ${unlabelled.join(", ")}`, chosen, skipped };
  return { stop: null, notice: skippedText.join(" ") || null, chosen, skipped };
}

/** One file to the JSON API (spec 2: one call per file); null when stored, else the reason. */
async function sendOne(employeeId: number, { file, documentType }: Chosen): Promise<string | null> {
  const body = new FormData();
  body.append("documentType", documentType);
  body.append("file", file, file.name);
  try {
    const response = await fetch(`/api/admin/employees/${employeeId}/documents`, { method: "POST", body });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    return answer?.message || "Failed to upload documents";
  } catch {
    return "Failed to upload documents";
  }
}

/**
 * Sends the chosen files one call at a time, keeping each file's state for the dialog; when
 * all are done, opens the folder with the outcome's toast.
 */
function useUploadEach(employeeId: number, back: string) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [progress, setProgress] = useState<FileState[] | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function uploadEach(chosen: Chosen[], skipped: string[]) {
    const states: FileState[] = chosen.map(({ file }) => ({ name: file.name, state: "waiting" }));
    const show = (index: number, state: FileState) => {
      states[index] = state;
      setProgress([...states]);
    };
    setProgress([...states]);
    const uploaded: string[] = [];
    const failed = skipped.map((name) => ({ name, message: `${DOCUMENT_MESSAGES.tooLarge} (skipped)` }));
    for (const [index, row] of chosen.entries()) {
      show(index, { name: row.file.name, state: "uploading" });
      const reason = await sendOne(employeeId, row);
      if (reason) failed.push({ name: row.file.name, message: reason });
      else uploaded.push(row.file.name);
      show(index, { name: row.file.name, state: reason ? "failed" : "uploaded", message: reason ?? undefined });
    }
    if (!mounted.current) return;
    // The folder's list is the parent route's: reload it, since these calls were not Remix submissions.
    navigate(back, { state: { toast: uploadSummary(uploaded, failed) } });
    revalidate();
  }
  return { progress, uploadEach };
}

/** How far the upload got: "Uploading 2 of 3…" and each file's state. */
function UploadProgress({ progress }: { progress: FileState[] }) {
  const current = progress.findIndex((file) => file.state === "uploading") + 1;
  return (
    <div role="status" className="rounded border border-stone-200 bg-stone-50 px-3 py-2">
      <p className="font-medium">{current ? `Uploading ${current} of ${progress.length}…` : "Upload finished"}</p>
      <ul aria-label="Upload progress" className="mt-1 space-y-0.5">
        {progress.map((file, index) => (
          <li key={index} className={file.state === "failed" ? "text-red-800" : undefined}>
            {file.name}: {STATE_LABELS[file.state]}
            {file.message ? ` (${file.message})` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Row n of the form: a document type and a file. */
function FileRow({ n, disabled }: { n: number; disabled: boolean }) {
  return (
    <fieldset className="grid gap-2 rounded border border-stone-200 p-2 sm:grid-cols-2" disabled={disabled}>
      <legend className="px-1 font-medium">File {n + 1}</legend>
      <label className="space-y-1">
        <span className="block">Document type</span>
        <select name={`documentType-${n}`} defaultValue="" className="w-full rounded border border-stone-300 px-2 py-1.5">
          <option value="">Select a type</option>
          {HR_DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1">
        <span className="block">File</span>
        <input type="file" name={`file-${n}`} className="w-full" />
      </label>
    </fieldset>
  );
}

/**
 * HR's upload form for one employee: up to five files, each with a type. Without JavaScript
 * the form goes as one multipart request to the route's action. With it, after the checks,
 * each file is its own call to the JSON API, the dialog shows how far it got, and the folder
 * opens with the outcome's toast (Success, Partial Success or Upload Failed).
 */
export function HrUploadForm({ employeeId, back }: { employeeId: number; back: string }) {
  const submitting = useNavigation().state === "submitting";
  const [problem, setProblem] = useState<string | null>(null);
  const { progress, uploadEach } = useUploadEach(employeeId, back);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress) return;
    const checked = checkRows(event.currentTarget);
    setProblem(checked.stop ?? checked.notice ?? null);
    if (checked.stop === null) void uploadEach(checked.chosen, checked.skipped);
  }

  const busy = submitting || Boolean(progress);
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-3 text-sm" onSubmit={onSubmit} noValidate>
      {problem ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {problem}
        </p>
      ) : null}
      {progress ? <UploadProgress progress={progress} /> : null}
      <p className="text-stone-600">Choose up to {UPLOAD_FORM_ROWS} files (at most 50 MB each) and a document type for each.</p>
      {Array.from({ length: UPLOAD_FORM_ROWS }, (_, n) => (
        <FileRow key={n} n={n} disabled={busy} />
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={back} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Uploading..." : "Upload"}
        </button>
      </div>
    </Form>
  );
}
