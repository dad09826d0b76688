import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
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
} from "~/schemas/suggestion-messages";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { useDeferredValidation } from "~/utils/use-deferred-validation";

/** The schemas and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { SuggestionSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/suggestions")]);
  return (formData: FormData) => parseWithZod(formData, { schema: SuggestionSchema });
}

async function loadUpdateValidation() {
  const [{ parseWithZod }, { SuggestionUpdateSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/suggestions")]);
  return (formData: FormData) => parseWithZod(formData, { schema: SuggestionUpdateSchema });
}

/** New Suggestion (spec 1): title at least 5, description at least 20, category required. */
export function SuggestionForm({ lastResult, cancelTo }: { lastResult?: SubmissionResult<string[]> | null; cancelTo: string }) {
  const validation = useDeferredValidation("suggestion-form", loadValidation);
  const [form, fields] = useForm({
    id: "suggestion-form",
    lastResult: lastResult ?? undefined,
    ...validation.options,
  });
  const submitting = useNavigation().state === "submitting";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4" preventScrollReset>
      {formError ? <FormAlert title={SUGGESTION_MESSAGES.submitFailedTitle} description={formError} /> : null}
      <Field label="Title" meta={fields.title} maxLength={SUGGESTION_TITLE_MAX} />
      <SelectField
        label="Category"
        meta={fields.category}
        options={SUGGESTION_CATEGORIES.map((value) => [value, SUGGESTION_CATEGORY_LABELS[value]] as const)}
        placeholder="Select a category"
      />
      <TextareaField label="Description" meta={fields.description} rows={5} maxLength={SUGGESTION_DESCRIPTION_MAX} />
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
  const validation = useDeferredValidation("suggestion-update", loadUpdateValidation);
  const [form, fields] = useForm({
    id: "suggestion-update",
    lastResult: lastResult ?? undefined,
    defaultValue: { status: status === "submitted" ? "pending" : status },
    onValidate: validation.options.onValidate,
    shouldValidate: "onSubmit",
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4" preventScrollReset>
      {formError ? <FormAlert title={SUGGESTION_MESSAGES.updateFailedTitle} description={formError} /> : null}
      <SelectField
        label="Status"
        meta={fields.status}
        options={HR_SUGGESTION_STATUSES.map((value) => [value, SUGGESTION_STATUS_LABELS[value]] as const)}
        placeholder="Select a status"
      />
      <TextareaField label="Review notes (optional)" meta={fields.reviewNotes} rows={3} maxLength={SUGGESTION_NOTES_MAX} />
      <TextareaField label="Implementation notes (optional)" meta={fields.implementationNotes} rows={3} maxLength={SUGGESTION_NOTES_MAX} />
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
