import { Form } from "@remix-run/react";
import { useState } from "react";
import { DialogButtons, FieldError } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import type { EeFileKind } from "~/schemas/equity";
import { useHydrated } from "~/utils/use-hydrated";

/** What the action answers on a refusal: the message, the field errors and the text typed, to show again. */
export interface UploadReply {
  message: string;
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "date" | "textarea";
  required?: boolean;
  placeholder?: string;
}

const FIELDS: Record<EeFileKind, FieldSpec[]> = {
  minutes: [
    { name: "title", label: "Title", required: true },
    { name: "meetingDate", label: "Meeting date", type: "date", required: true },
    { name: "attendees", label: "Attendees (optional)", type: "textarea" },
    { name: "agenda", label: "Agenda (optional)", type: "textarea" },
    { name: "discussions", label: "Discussions (optional)", type: "textarea" },
    { name: "decisions", label: "Decisions (optional)", type: "textarea" },
    { name: "actionItems", label: "Action items (optional)", type: "textarea" },
  ],
  policies: [
    { name: "title", label: "Title", required: true },
    { name: "description", label: "Description (optional)", type: "textarea" },
    { name: "version", label: "Version", placeholder: "1.0" },
    { name: "effectiveDate", label: "Effective date", type: "date", required: true },
  ],
  documents: [
    { name: "title", label: "Title", required: true },
    { name: "description", label: "Description (optional)", type: "textarea" },
  ],
};

/**
 * Upload Meeting Minutes / Policy / Document (spec 2): a multipart form that works without
 * JavaScript; with it, the submit button stays disabled until a file is chosen (spec).
 */
export function CommitteeUploadForm({
  kind,
  reply,
  cancelTo,
  failureTitle,
}: {
  kind: EeFileKind;
  reply?: UploadReply;
  cancelTo: string;
  failureTitle: string;
}) {
  const hydrated = useHydrated();
  const [hasFile, setHasFile] = useState(false);
  const values = reply?.values ?? (kind === "policies" ? { version: "1.0" } : {});
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-4 text-sm">
      {reply ? <FormAlert title={failureTitle} description={reply.message} /> : null}
      {FIELDS[kind].map((field) => {
        const id = `ee-upload-${field.name}`;
        const errors = reply?.errors[field.name];
        const common = {
          id,
          name: field.name,
          defaultValue: values[field.name] ?? "",
          required: field.required,
          placeholder: field.placeholder,
          className: "field-input",
          "aria-invalid": errors ? true : undefined,
          "aria-describedby": errors ? `${id}-error` : undefined,
        };
        return (
          <div key={field.name}>
            <label htmlFor={id} className="field-label">
              {field.label}
            </label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={2} maxLength={5000} />
            ) : (
              <input {...common} type={field.type ?? "text"} maxLength={255} />
            )}
            <FieldError id={`${id}-error`} errors={errors} />
          </div>
        );
      })}
      <div>
        <label htmlFor="ee-upload-file" className="field-label">
          File
        </label>
        <input
          id="ee-upload-file"
          name="file"
          type="file"
          required
          accept=".pdf,.png,.jpg,.jpeg,.gif,.webp,.doc,.docx,.xls,.xlsx,.odt,.ods,.txt,.csv"
          onChange={(event) => setHasFile(Boolean(event.currentTarget.files?.length))}
          className="w-full"
        />
        <p className="mt-1 text-xs text-stone-600">PDF, image, Word, Excel, OpenDocument or plain text; at most 50 MB.</p>
        <FieldError id="ee-upload-file-error" errors={reply?.errors.file} />
      </div>
      <DialogButtons cancelTo={cancelTo} label="Upload" pendingLabel="Uploading..." disabled={hydrated && !hasFile} />
    </Form>
  );
}
