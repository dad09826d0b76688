import { getFormProps, getInputProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { Field, FieldFrame } from "~/components/ui/field";
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
  const { preview, setPreview, showPreview } = useCsvPreview();
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
  }, [lastResult, setPreview]);

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={PAYROLL_MESSAGES.failed} description={formError} /> : null}
      <Field label="Period Name" meta={fields.periodName} placeholder="e.g. November 2026" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start Date" meta={fields.startDate} type="date" onChange={(event) => setStart(event.target.value)} />
        <Field label="End Date" meta={fields.endDate} type="date" min={start || undefined} />
      </div>
      <FieldFrame
        label="CSV File"
        meta={fields.csvFile}
        hint={
          <>
            Columns: {PAYROLL_REQUIRED_COLUMNS.join(", ")} (required); {PAYROLL_OPTIONAL_COLUMNS.join(", ")} (optional). Amounts in N$ with
            at most two decimals. Up to {PAYROLL_MAX_FILE_BYTES / (1024 * 1024)} MB.
          </>
        }
      >
        <input
          {...getInputProps(fields.csvFile, { type: "file", ariaDescribedBy: `${fields.csvFile.id}-hint` })}
          key={fields.csvFile.key}
          ref={fileInput}
          accept=".csv,text/csv"
          className="field-input file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1 file:text-sm"
          onChange={showPreview}
        />
      </FieldFrame>
      <SeparateRunFields separateRun={fields.separateRun} reason={fields.separateRunReason} />
      {preview ? <CsvPreview preview={preview} /> : null}
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={uploading}>
          {uploading ? "Uploading..." : "Upload Payroll"}
        </button>
      </div>
    </Form>
  );
}

/** Reads the first rows of the chosen CSV in the browser, to show them before sending. */
function useCsvPreview() {
  const [preview, setPreview] = useState<CsvPreviewRows | null>(null);
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
  return { preview, setPreview, showPreview };
}

interface CsvPreviewRows {
  name: string;
  rows: string[][];
}

/** The chosen file's header and first rows; columns that are not payroll columns are struck through. */
function CsvPreview({ preview }: { preview: CsvPreviewRows }) {
  const [header = [], ...rows] = preview.rows;
  if (!header.length) return null;
  return (
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
                <th key={index} scope="col" className={`px-2 py-1 ${normalizePayrollHeader(cell) ? "" : "text-stone-400 line-through"}`}>
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
  );
}

/** The confirmation that a period may overlap another (a bonus run, say), and why. */
function SeparateRunFields({
  separateRun,
  reason,
}: {
  separateRun: FieldMetadata<boolean | "on" | "true" | undefined>;
  reason: FieldMetadata<string | undefined>;
}) {
  return (
    <fieldset className="space-y-2 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium">Separate run</legend>
      <div className="flex items-start gap-2">
        <input
          {...getInputProps(separateRun, { type: "checkbox", ariaDescribedBy: `${separateRun.id}-hint` })}
          key={separateRun.key}
          className="mt-1"
        />
        <label htmlFor={separateRun.id} className="text-sm">
          This is a separate run (a bonus run, say) that may overlap another period
        </label>
      </div>
      <p id={`${separateRun.id}-hint`} className="text-xs text-stone-500">
        A period whose dates overlap another period for the same employees is refused unless you confirm it here.
      </p>
      <Field label="Reason for the separate run" meta={reason} />
    </fieldset>
  );
}
