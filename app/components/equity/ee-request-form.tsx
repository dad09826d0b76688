import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { DialogButtons } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import {
  EE_CATEGORY_LABELS,
  EE_MESSAGES,
  EE_PRIORITY_LABELS,
  EE_REQUEST_CATEGORIES,
  EE_REQUEST_PRIORITIES,
} from "~/schemas/equity-messages";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { useDeferredValidation, type FieldConstraints } from "~/utils/use-deferred-validation";

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation() {
  const [{ parseWithZod }, { EeRequestSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/equity")]);
  return (formData: FormData) => parseWithZod(formData, { schema: EeRequestSchema });
}

/** Submit EE Request (spec 2): subject and description required; category general, priority normal by default. */
export function EeRequestForm({
  lastResult,
  constraint,
  cancelTo,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  /** The fields' constraints from the loader (getZodConstraint on the server). */
  constraint: FieldConstraints;
  cancelTo: string;
}) {
  const validation = useDeferredValidation("ee-request-form", loadValidation);
  const [form, fields] = useForm({
    id: "ee-request-form",
    lastResult: lastResult ?? undefined,
    defaultValue: { category: "general", priority: "normal" },
    constraint,
    ...validation.options,
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
      {formError ? <FormAlert title={EE_MESSAGES.failedRequest} description={formError} /> : null}
      <Field label="Subject" meta={fields.subject} maxLength={255} />
      <TextareaField label="Description" meta={fields.description} rows={5} maxLength={5000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          meta={fields.category}
          options={EE_REQUEST_CATEGORIES.map((value) => [value, EE_CATEGORY_LABELS[value]] as const)}
        />
        <SelectField
          label="Priority"
          meta={fields.priority}
          options={EE_REQUEST_PRIORITIES.map((value) => [value, EE_PRIORITY_LABELS[value]] as const)}
        />
      </div>
      <DialogButtons cancelTo={cancelTo} label="Submit Request" pendingLabel="Submitting..." />
    </Form>
  );
}
