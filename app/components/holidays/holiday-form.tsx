import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { PublicHolidaySchema } from "~/schemas/public-holidays";

/** HR's add/edit form for a proclaimed public holiday: date, name, source. */
export function HolidayForm({
  lastResult,
  defaultValue,
  cancelTo,
  submitLabel,
  failureTitle,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { date: string; name: string; source: string };
  cancelTo: string;
  submitLabel: string;
  failureTitle: string;
}) {
  const [form, fields] = useForm({
    id: "holiday-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(PublicHolidaySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PublicHolidaySchema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={failureTitle} description={formError} /> : null}
      <Field label="Date" meta={fields.date} type="date" />
      <Field label="Name" meta={fields.name} hint="What the day is for, e.g. Regional and Local Authority Elections" />
      <Field label="Source" meta={fields.source} hint="The proclamation or government notice that made it a holiday" />
      <p className="text-sm text-stone-600">
        Pending and approved leave covering the day is recounted and the employees are mailed what changed.
      </p>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Saving..." : submitLabel}
        </button>
      </div>
    </Form>
  );
}

export function recountNote(recounted: { length: number }) {
  return recounted.length === 0
    ? "No leave request needed recounting."
    : `${recounted.length} leave ${recounted.length === 1 ? "request was" : "requests were"} recounted and the employees mailed.`;
}
