import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
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
import { FieldError } from "~/components/ui/field-error";

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
      <div>
        <label htmlFor={fields.title.id} className="field-label">
          Title
        </label>
        <input
          {...getInputProps(fields.title, { type: "text" })}
          key={fields.title.key}
          maxLength={EVENT_TITLE_MAX}
          className="field-input"
        />
        <FieldError id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.eventType.id} className="field-label">
            Type
          </label>
          <select {...getSelectProps(fields.eventType)} key={fields.eventType.key} className="field-input">
            {EVENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <FieldError id={fields.eventType.errorId} errors={fields.eventType.errors} />
        </div>
        <div>
          <label htmlFor={fields.location.id} className="field-label">
            Location (optional)
          </label>
          <input
            {...getInputProps(fields.location, { type: "text" })}
            key={fields.location.key}
            maxLength={EVENT_LOCATION_MAX}
            className="field-input"
          />
          <FieldError id={fields.location.errorId} errors={fields.location.errors} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.startDate.id} className="field-label">
            Start (CAT)
          </label>
          <input {...getInputProps(fields.startDate, { type: "datetime-local" })} key={fields.startDate.key} className="field-input" />
          <FieldError id={fields.startDate.errorId} errors={fields.startDate.errors} />
        </div>
        <div>
          <label htmlFor={fields.endDate.id} className="field-label">
            End (CAT, optional)
          </label>
          <input {...getInputProps(fields.endDate, { type: "datetime-local" })} key={fields.endDate.key} className="field-input" />
          <FieldError id={fields.endDate.errorId} errors={fields.endDate.errors} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <input {...getInputProps(fields.isAllDay, { type: "checkbox" })} key={fields.isAllDay.key} className="h-4 w-4" />
        <label htmlFor={fields.isAllDay.id} className="text-sm">
          All-day event (the times are ignored)
        </label>
      </div>
      <div>
        <label htmlFor={fields.description.id} className="field-label">
          Description (optional)
        </label>
        <textarea
          {...getTextareaProps(fields.description)}
          key={fields.description.key}
          rows={4}
          maxLength={EVENT_DESCRIPTION_MAX}
          className="field-input"
        />
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
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
