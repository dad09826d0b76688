import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DialogButtons, FieldError } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/schemas/documents";
import { useHydrated } from "~/utils/use-hydrated";

/** What an upload action answers on a refusal: the message, the field errors and the text typed, to show again. */
export interface UploadReply {
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

export interface UploadFieldSpec {
  name: string;
  label: string;
  type?: "text" | "date" | "textarea" | "select" | "hidden";
  /** The field is required, and this is its message (the spec's, shown before anything is sent). */
  required?: string;
  placeholder?: string;
  /** For selects: [value, label]; a "" value is the empty choice. */
  options?: readonly (readonly [string, string])[];
}

/**
 * One file and its fields, for HR's uploads (committee files, policies, SHE procedures): a
 * multipart form that works without JavaScript; with it, the submit button stays disabled
 * until a file is chosen, and a required field left empty shows the spec's message before the
 * file is sent. The browser's own bubbles are off (`noValidate`) so the server's messages, the
 * spec's, show without JavaScript too. A refused upload shows the message and the text typed
 * again (a file input cannot be refilled).
 */
export function FileUploadForm({
  fields,
  defaults,
  reply,
  cancelTo,
  failureTitle,
  idPrefix,
}: {
  fields: UploadFieldSpec[];
  defaults?: Record<string, string>;
  reply?: UploadReply;
  cancelTo: string;
  failureTitle: string;
  idPrefix: string;
}) {
  const hydrated = useHydrated();
  const [hasFile, setHasFile] = useState(false);
  const [missing, setMissing] = useState<Record<string, string[]> | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file chosen before the JavaScript arrived (issue 25) still counts.
  useEffect(() => setHasFile(Boolean(fileInput.current?.files?.length)), []);
  const values = reply?.values ?? defaults ?? {};
  const checkRequired = (event: React.FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const empty = fields.filter((field) => field.required && !String(data.get(field.name) ?? "").trim());
    // A file over the limit is refused here, with the form's own message, before 50 MB travel (issue 25).
    const tooLarge = (fileInput.current?.files?.[0]?.size ?? 0) > DOCUMENT_MAX_BYTES;
    const errors: Record<string, string[]> = Object.fromEntries(empty.map((field) => [field.name, [field.required!]]));
    if (tooLarge) errors.file = [DOCUMENT_MESSAGES.tooLarge];
    setMissing(Object.keys(errors).length ? errors : null);
    setTooLarge(tooLarge);
    if (empty.length || tooLarge) {
      event.preventDefault();
      document.getElementById(`${idPrefix}-${empty[0]?.name ?? "file"}`)?.focus();
    }
  };
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4 text-sm" noValidate onSubmit={checkRequired}>
      {tooLarge ? (
        <FormAlert title={failureTitle} description={DOCUMENT_MESSAGES.tooLarge} />
      ) : reply ? (
        <FormAlert title={failureTitle} description={reply.message} />
      ) : null}
      {fields.map((field) =>
        field.type === "hidden" ? (
          <input key={field.name} type="hidden" name={field.name} value={values[field.name] ?? ""} />
        ) : (
          <SpecField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            field={field}
            value={values[field.name] ?? ""}
            errors={missing ? missing[field.name] : reply?.errors[field.name]}
          />
        ),
      )}
      <FileField id={`${idPrefix}-file`} fileInput={fileInput} onChosen={setHasFile} errors={missing ? missing.file : reply?.errors.file} />
      <DialogButtons cancelTo={cancelTo} label="Upload" pendingLabel="Uploading..." disabled={hydrated && !hasFile} />
    </Form>
  );
}

/** One of the form's described fields: its label, the control its type asks for, and its error. */
function SpecField({ id, field, value, errors }: { id: string; field: UploadFieldSpec; value: string; errors?: string[] }) {
  const common = {
    id,
    name: field.name,
    defaultValue: value,
    required: Boolean(field.required),
    className: "field-input",
    "aria-invalid": errors ? true : undefined,
    "aria-describedby": errors ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      {field.type === "textarea" ? (
        <textarea {...common} placeholder={field.placeholder} rows={2} maxLength={5000} />
      ) : field.type === "select" ? (
        <select {...common}>
          {(field.options ?? []).map(([optionValue, label]) => (
            <option key={optionValue} value={optionValue}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} placeholder={field.placeholder} type={field.type ?? "text"} maxLength={255} />
      )}
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** The file input, what it accepts, and its error; `onChosen` says whether a file is chosen. */
function FileField({
  id,
  fileInput,
  onChosen,
  errors,
}: {
  id: string;
  fileInput: React.RefObject<HTMLInputElement>;
  onChosen: (chosen: boolean) => void;
  errors?: string[];
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        File
      </label>
      <input
        id={id}
        ref={fileInput}
        name="file"
        type="file"
        required
        accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv"
        onChange={(event) => onChosen(Boolean(event.currentTarget.files?.length))}
        className="w-full"
      />
      <p className="mt-1 text-xs text-stone-600">PDF, image, Word, Excel, OpenDocument or plain text; at most 50 MB.</p>
      <FieldError id={`${id}-error`} errors={errors} />
    </div>
  );
}
