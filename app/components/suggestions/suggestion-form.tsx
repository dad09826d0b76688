import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  HR_SUGGESTION_STATUSES,
  SUGGESTION_CATEGORIES,
  SUGGESTION_CATEGORY_LABELS,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_MESSAGES,
  SUGGESTION_NOTES_MAX,
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_TITLE_MAX,
  SuggestionSchema,
  SuggestionUpdateSchema,
} from "~/schemas/suggestions";
import { FieldError } from "~/components/ui/field-error";

/** New Suggestion (spec 1): title at least 5, description at least 20, category required. */
export function SuggestionForm({ lastResult, cancelTo }: { lastResult?: SubmissionResult<string[]> | null; cancelTo: string }) {
  const [form, fields] = useForm({
    id: "suggestion-form",
    lastResult: lastResult ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SuggestionSchema }),
  });
  const submitting = useNavigation().state === "submitting";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" preventScrollReset>
      {formError ? <FormAlert title={SUGGESTION_MESSAGES.submitFailedTitle} description={formError} /> : null}
      <div>
        <label htmlFor={fields.title.id} className="field-label">
          Title
        </label>
        <input
          {...getInputProps(fields.title, { type: "text" })}
          key={fields.title.key}
          maxLength={SUGGESTION_TITLE_MAX}
          className="field-input"
        />
        <FieldError id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div>
        <label htmlFor={fields.category.id} className="field-label">
          Category
        </label>
        <select {...getSelectProps(fields.category)} key={fields.category.key} className="field-input">
          <option value="">Select a category</option>
          {SUGGESTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {SUGGESTION_CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        <FieldError id={fields.category.errorId} errors={fields.category.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="field-label">
          Description
        </label>
        <textarea
          {...getTextareaProps(fields.description)}
          key={fields.description.key}
          rows={5}
          maxLength={SUGGESTION_DESCRIPTION_MAX}
          className="field-input"
        />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit Suggestion"}
        </button>
      </div>
    </Form>
  );
}

/** HR's update dialog (spec 2): any status, optional review notes (empty ones are omitted). */
export function SuggestionUpdateForm({
  lastResult,
  status,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  status: string;
  cancelTo: string;
}) {
  const [form, fields] = useForm({
    id: "suggestion-update",
    lastResult: lastResult ?? undefined,
    defaultValue: { status: status === "submitted" ? "pending" : status },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SuggestionUpdateSchema }),
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" preventScrollReset>
      {formError ? <FormAlert title={SUGGESTION_MESSAGES.updateFailedTitle} description={formError} /> : null}
      <div>
        <label htmlFor={fields.status.id} className="field-label">
          Status
        </label>
        <select {...getSelectProps(fields.status)} key={fields.status.key} className="field-input">
          <option value="">Select a status</option>
          {HR_SUGGESTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {SUGGESTION_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
        <FieldError id={fields.status.errorId} errors={fields.status.errors} />
      </div>
      <div>
        <label htmlFor={fields.reviewNotes.id} className="field-label">
          Review notes (optional)
        </label>
        <textarea
          {...getTextareaProps(fields.reviewNotes)}
          key={fields.reviewNotes.key}
          rows={3}
          maxLength={SUGGESTION_NOTES_MAX}
          className="field-input"
        />
        <FieldError id={fields.reviewNotes.errorId} errors={fields.reviewNotes.errors} />
      </div>
      <div>
        <label htmlFor={fields.implementationNotes.id} className="field-label">
          Implementation notes (optional)
        </label>
        <textarea
          {...getTextareaProps(fields.implementationNotes)}
          key={fields.implementationNotes.key}
          rows={3}
          maxLength={SUGGESTION_NOTES_MAX}
          className="field-input"
        />
        <FieldError id={fields.implementationNotes.errorId} errors={fields.implementationNotes.errors} />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary">
          Update Suggestion
        </button>
      </div>
    </Form>
  );
}
