import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  normalizePayrollHeader,
  PAYROLL_MAX_FILE_BYTES,
  PAYROLL_MESSAGES,
  PAYROLL_OPTIONAL_COLUMNS,
  PAYROLL_REQUIRED_COLUMNS,
  PayrollUploadFields,
  PayrollUploadFormSchema,
} from "~/schemas/payroll";
import { previewCsvRows } from "~/utils/csv-preview";

const PREVIEW_ROWS = 5;

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="field-error" role="alert">
      {errors[0]}
    </p>
  ) : null;
}

/**
 * The payroll upload form: a plain multipart POST that works without JavaScript.
 * With JavaScript the chosen file's first rows are shown before sending.
 */
export function PayrollUploadForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useForm({
    id: "payroll-upload",
    lastResult: lastResult ?? undefined,
    constraint: getZodConstraint(PayrollUploadFields),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PayrollUploadFormSchema }),
  });
  // The end date's minimum; a page sent back with the period's dates starts from them.
  const [start, setStart] = useState(() => (typeof fields.startDate.initialValue === "string" ? fields.startDate.initialValue : ""));
  const [preview, setPreview] = useState<{ name: string; rows: string[][] } | null>(null);
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0];
  const fileInput = useRef<HTMLInputElement>(null);
  // A stored upload empties the form (resetForm), and with it the preview. One with row errors keeps
  // the period's name and dates for the corrected file, and lets go of the file sent (as the page
  // without JavaScript does, which never gets a file back).
  useEffect(() => {
    if (lastResult && lastResult.initialValue === null) {
      setPreview(null);
      setStart("");
    } else if (lastResult?.status === "success") {
      setPreview(null);
      if (fileInput.current) fileInput.current.value = "";
    }
  }, [lastResult]);

  async function showPreview(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file || !/\.csv$/i.test(file.name) || file.size > PAYROLL_MAX_FILE_BYTES) {
      setPreview(null);
      return;
    }
    // Only the start of the file is read: enough for the header and a few rows.
    const head = await file.slice(0, 64 * 1024).text();
    setPreview({ name: file.name, rows: previewCsvRows(head, PREVIEW_ROWS + 1) });
  }

  const [header = [], ...rows] = preview?.rows ?? [];
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={PAYROLL_MESSAGES.failed} description={formError} /> : null}
      <div>
        <label htmlFor={fields.periodName.id} className="field-label">
          Period Name
        </label>
        <input
          {...getInputProps(fields.periodName, { type: "text" })}
          key={fields.periodName.key}
          className="field-input"
          placeholder="e.g. November 2026"
        />
        <FieldError id={fields.periodName.errorId} errors={fields.periodName.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.startDate.id} className="field-label">
            Start Date
          </label>
          <input
            {...getInputProps(fields.startDate, { type: "date" })}
            key={fields.startDate.key}
            className="field-input"
            onChange={(event) => setStart(event.target.value)}
          />
          <FieldError id={fields.startDate.errorId} errors={fields.startDate.errors} />
        </div>
        <div>
          <label htmlFor={fields.endDate.id} className="field-label">
            End Date
          </label>
          <input
            {...getInputProps(fields.endDate, { type: "date" })}
            key={fields.endDate.key}
            min={start || undefined}
            className="field-input"
          />
          <FieldError id={fields.endDate.errorId} errors={fields.endDate.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.csvFile.id} className="field-label">
          CSV File
        </label>
        <input
          {...getInputProps(fields.csvFile, { type: "file", ariaDescribedBy: `${fields.csvFile.id}-hint` })}
          key={fields.csvFile.key}
          ref={fileInput}
          accept=".csv,text/csv"
          className="field-input file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
          onChange={showPreview}
        />
        <p id={`${fields.csvFile.id}-hint`} className="mt-1 text-xs text-stone-500">
          Columns: {PAYROLL_REQUIRED_COLUMNS.join(", ")} (required); {PAYROLL_OPTIONAL_COLUMNS.join(", ")} (optional). Amounts in N$ with at
          most two decimals. Up to {PAYROLL_MAX_FILE_BYTES / (1024 * 1024)} MB.
        </p>
        <FieldError id={fields.csvFile.errorId} errors={fields.csvFile.errors} />
      </div>
      <fieldset className="space-y-2 rounded-md border border-stone-200 p-3">
        <legend className="px-1 text-sm font-medium">Separate run</legend>
        <div className="flex items-start gap-2">
          <input
            {...getInputProps(fields.separateRun, { type: "checkbox", ariaDescribedBy: `${fields.separateRun.id}-hint` })}
            key={fields.separateRun.key}
            className="mt-1"
          />
          <label htmlFor={fields.separateRun.id} className="text-sm">
            This is a separate run (a bonus run, say) that may overlap another period
          </label>
        </div>
        <p id={`${fields.separateRun.id}-hint`} className="text-xs text-stone-500">
          A period whose dates overlap another period for the same employees is refused unless you confirm it here.
        </p>
        <div>
          <label htmlFor={fields.separateRunReason.id} className="field-label">
            Reason for the separate run
          </label>
          <input
            {...getInputProps(fields.separateRunReason, { type: "text" })}
            key={fields.separateRunReason.key}
            className="field-input"
          />
          <FieldError id={fields.separateRunReason.errorId} errors={fields.separateRunReason.errors} />
        </div>
      </fieldset>
      {preview && header.length ? (
        <section aria-label="Preview" className="space-y-2">
          <h3 className="text-sm font-semibold">
            Preview of {preview.name} (first {Math.min(rows.length, PREVIEW_ROWS)} rows)
          </h3>
          {/* A region that scrolls sideways takes the focus, so a keyboard can scroll it (WCAG 2.1.1). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div tabIndex={0} role="region" aria-label="Rows of the file" className="overflow-x-auto rounded-md border border-stone-200">
            <table className="min-w-full divide-y divide-stone-200 text-xs">
              <thead className="bg-stone-50 text-left text-stone-500">
                <tr>
                  {header.map((cell, index) => (
                    <th
                      key={index}
                      scope="col"
                      className={`px-2 py-1 ${normalizePayrollHeader(cell) ? "" : "text-stone-400 line-through"}`}
                    >
                      {cell}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {header.map((_cell, index) => (
                      <td key={index} className="px-2 py-1">
                        {row[index] ?? ""}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {header.some((cell) => !normalizePayrollHeader(cell)) ? (
            <p className="text-xs text-stone-500">Struck-through columns are not payroll columns and will be ignored.</p>
          ) : null}
        </section>
      ) : null}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload Payroll"}
        </button>
      </div>
    </Form>
  );
}
