import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { DialogButtons, FieldError } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import {
  EE_CATEGORY_LABELS,
  EE_MESSAGES,
  EE_PRIORITY_LABELS,
  EE_REQUEST_CATEGORIES,
  EE_REQUEST_PRIORITIES,
  EeRequestSchema,
} from "~/schemas/equity";

/** Submit EE Request (spec 2): subject and description required; category general, priority normal by default. */
export function EeRequestForm({ lastResult, cancelTo }: { lastResult?: SubmissionResult<string[]> | null; cancelTo: string }) {
  const [form, fields] = useForm({
    id: "ee-request-form",
    lastResult: lastResult ?? undefined,
    defaultValue: { category: "general", priority: "normal" },
    constraint: getZodConstraint(EeRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EeRequestSchema }),
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={EE_MESSAGES.failedRequest} description={formError} /> : null}
      <div>
        <label htmlFor={fields.subject.id} className="field-label">
          Subject
        </label>
        <input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} maxLength={255} className="field-input" />
        <FieldError id={fields.subject.errorId} errors={fields.subject.errors} />
      </div>
      <div>
        <label htmlFor={fields.description.id} className="field-label">
          Description
        </label>
        <textarea
          {...getTextareaProps(fields.description)}
          key={fields.description.key}
          rows={5}
          maxLength={5000}
          className="field-input"
        />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.category.id} className="field-label">
            Category
          </label>
          <select {...getSelectProps(fields.category)} key={fields.category.key} className="field-input">
            {EE_REQUEST_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {EE_CATEGORY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={fields.priority.id} className="field-label">
            Priority
          </label>
          <select {...getSelectProps(fields.priority)} key={fields.priority.key} className="field-input">
            {EE_REQUEST_PRIORITIES.map((value) => (
              <option key={value} value={value}>
                {EE_PRIORITY_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DialogButtons cancelTo={cancelTo} label="Submit Request" pendingLabel="Submitting..." />
    </Form>
  );
}
