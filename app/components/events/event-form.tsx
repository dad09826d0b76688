import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormAlert } from "~/components/ui/form-alert";
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  EventFields,
  EventSchema,
} from "~/schemas/events";
import { Field, FieldFrame, SelectField, TextareaField } from "~/components/ui/field";

export interface EventFormValues {
  title: string;
  description: string;
  eventType: string;
  startDate: string;
  endDate: string;
  location: string;
  isAllDay: boolean;
}

/**
 * HR's create/edit event form (spec 2): title and start required, end optional and not
 * before the start, type, location, all-day, description. Times are Africa/Harare
 * (CAT); the same schema checks it in the browser and on the server.
 */
export function EventForm({
  lastResult,
  defaultValue,
  cancelTo,
  submitLabel,
  pendingLabel,
  failureTitle,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: EventFormValues;
  cancelTo: string;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
}) {
  const [form, fields] = useForm({
    id: "event-form",
    lastResult: lastResult ?? undefined,
    defaultValue: defaultValue ? { ...defaultValue, isAllDay: defaultValue.isAllDay ? "on" : undefined } : { eventType: "meeting" },
    constraint: getZodConstraint(EventFields),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EventSchema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={failureTitle} description={formError} /> : null}
      <Field label="Title" meta={fields.title} maxLength={EVENT_TITLE_MAX} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Type"
          meta={fields.eventType}
          options={EVENT_TYPES.map((value) => [value, EVENT_TYPE_LABELS[value]] as const)}
        />
        <Field label="Location (optional)" meta={fields.location} maxLength={EVENT_LOCATION_MAX} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* The kit's Field has no datetime-local type, so the two times are framed by hand. */}
        <FieldFrame label="Start (CAT)" meta={fields.startDate}>
          <input {...getInputProps(fields.startDate, { type: "datetime-local" })} key={fields.startDate.key} className="field-input" />
        </FieldFrame>
        <FieldFrame label="End (CAT, optional)" meta={fields.endDate}>
          <input {...getInputProps(fields.endDate, { type: "datetime-local" })} key={fields.endDate.key} className="field-input" />
        </FieldFrame>
      </div>
      <div className="flex items-center gap-2">
        <input {...getInputProps(fields.isAllDay, { type: "checkbox" })} key={fields.isAllDay.key} className="h-4 w-4" />
        <label htmlFor={fields.isAllDay.id} className="text-sm">
          All-day event (the times are ignored)
        </label>
      </div>
      <TextareaField label="Description (optional)" meta={fields.description} rows={4} maxLength={EVENT_DESCRIPTION_MAX} />
      <div className="flex flex-wrap justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
