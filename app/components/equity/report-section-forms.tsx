import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { DialogButtons } from "~/components/equity/fields";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { AA_SECTION_MESSAGES, AaConsultationSchema, AaDeclarationSchema, AaPlanSchema, AaUnderstudySchema } from "~/schemas/equity";

/**
 * The forms of the affirmative action report's written sections (issue 23): the schemas are
 * those the actions and the JSON API parse, so the browser shows the same messages; without
 * JavaScript the server answers 400 with them.
 */

interface FormProps {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Record<string, string>;
  cancelTo: string;
}

function Shell({
  formProps,
  lastResult,
  cancelTo,
  children,
  label,
}: {
  formProps: ReturnType<typeof getFormProps>;
  lastResult?: SubmissionResult<string[]> | null;
  cancelTo: string;
  children: ReactNode;
  label: string;
}) {
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...formProps} className="space-y-4">
      {formError ? <FormAlert title={AA_SECTION_MESSAGES.failedSection} description={formError} /> : null}
      {children}
      <DialogButtons cancelTo={cancelTo} label={label} pendingLabel="Saving..." />
    </Form>
  );
}

/** Analysis of barriers; the plan's measures, timetable, monitoring. */
export function PlanForm({ lastResult, defaultValue, cancelTo }: FormProps) {
  const [form, fields] = useForm({
    id: "aa-plan-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(AaPlanSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AaPlanSchema }),
  });
  return (
    <Shell formProps={getFormProps(form)} lastResult={lastResult} cancelTo={cancelTo} label="Save Plan">
      <TextareaField label="Analysis of employment barriers" meta={fields.barriers} rows={5} maxLength={10000} />
      <TextareaField label="Affirmative action measures" meta={fields.measures} rows={5} maxLength={10000} />
      <TextareaField label="Timetable" meta={fields.timetable} rows={3} maxLength={10000} />
      <TextareaField label="Monitoring and evaluation" meta={fields.monitoring} rows={3} maxLength={10000} />
    </Shell>
  );
}

/** The responsible senior employee's declaration. */
export function DeclarationForm({ lastResult, defaultValue, cancelTo }: FormProps) {
  const [form, fields] = useForm({
    id: "aa-declaration-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(AaDeclarationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AaDeclarationSchema }),
  });
  return (
    <Shell formProps={getFormProps(form)} lastResult={lastResult} cancelTo={cancelTo} label="Save Declaration">
      <Field label="Name" meta={fields.name} maxLength={200} />
      <Field label="Position" meta={fields.position} maxLength={200} />
      <Field label="Date" meta={fields.date} type="date" />
    </Shell>
  );
}

/** A consultation meeting, optionally linked to the committee's minutes. */
export function ConsultationForm({
  lastResult,
  defaultValue,
  cancelTo,
  minutes,
}: FormProps & { minutes: { id: number; label: string }[] }) {
  const [form, fields] = useForm({
    id: "aa-consultation-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(AaConsultationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AaConsultationSchema }),
  });
  return (
    <Shell formProps={getFormProps(form)} lastResult={lastResult} cancelTo={cancelTo} label="Save Consultation">
      <Field label="Meeting date" meta={fields.meetingDate} type="date" />
      <Field label="Consulted with" meta={fields.consultedWith} maxLength={255} placeholder="e.g. Employment equity committee" />
      <TextareaField label="Summary (optional)" meta={fields.summary} rows={4} maxLength={5000} />
      <SelectField
        label="Committee minutes (optional)"
        meta={fields.minutesId}
        options={minutes.map((entry) => [String(entry.id), entry.label] as const)}
        placeholder="None"
      />
    </Shell>
  );
}

/** A non-Namibian employee's understudy, by employee ID, and the target date. */
export function UnderstudyForm({ lastResult, defaultValue, cancelTo }: FormProps) {
  const [form, fields] = useForm({
    id: "aa-understudy-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(AaUnderstudySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AaUnderstudySchema }),
  });
  return (
    <Shell formProps={getFormProps(form)} lastResult={lastResult} cancelTo={cancelTo} label="Save Understudy">
      <input type="hidden" name="intent" value="save" />
      <Field
        label="Understudy's employee ID"
        meta={fields.understudyEmployeeId}
        maxLength={50}
        hint="A Namibian employee in the directory"
      />
      <Field label="Target date (optional)" meta={fields.targetDate} type="date" />
      <TextareaField label="Notes (optional)" meta={fields.notes} rows={3} maxLength={2000} />
    </Shell>
  );
}
