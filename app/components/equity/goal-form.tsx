import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { DialogButtons } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import { DEPARTMENTS, OCCUPATIONAL_LEVEL_LABELS, OCCUPATIONAL_LEVELS } from "~/constants";
import { AaGoalSchema, ALL_DEPARTMENTS, EE_MESSAGES } from "~/schemas/equity";
import { Field, SelectField, TextareaField } from "~/components/ui/field";

export interface GoalFormValues {
  department: string;
  jobLevel: string;
  targetYear: string;
  womenTargetPercent: string;
  disabilityTargetPercent: string;
  raciallyDisadvantagedTargetPercent: string;
  notes: string;
}

const TARGETS = [
  ["womenTargetPercent", "Women (%)"],
  ["disabilityTargetPercent", "Persons with disabilities (%)"],
  ["raciallyDisadvantagedTargetPercent", "Racially disadvantaged (%)"],
] as const;

/** An affirmative action goal: the group (department, level), the year and at least one target percentage. */
export function GoalForm({
  lastResult,
  defaultValue,
  cancelTo,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue: Partial<GoalFormValues>;
  cancelTo: string;
  submitLabel: string;
}) {
  const [form, fields] = useForm({
    id: "aa-goal-form",
    lastResult: lastResult ?? undefined,
    defaultValue,
    constraint: getZodConstraint(AaGoalSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AaGoalSchema }),
  });
  const formError = lastResult?.error?.[""]?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={EE_MESSAGES.failedGoal} description={formError} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Department" meta={fields.department} options={[ALL_DEPARTMENTS, ...DEPARTMENTS]} />
        <SelectField
          label="Occupational level"
          meta={fields.jobLevel}
          options={OCCUPATIONAL_LEVELS.map((value) => [value, OCCUPATIONAL_LEVEL_LABELS[value]] as const)}
          placeholder="All levels"
        />
      </div>
      <Field label="Target year" meta={fields.targetYear} type="number" min={2000} max={2100} />
      <div className="grid gap-4 sm:grid-cols-3">
        {TARGETS.map(([name, label]) => (
          <Field key={name} label={label} meta={fields[name]} inputMode="decimal" placeholder="e.g. 40" />
        ))}
      </div>
      <TextareaField label="Notes (optional)" meta={fields.notes} rows={3} maxLength={2000} />
      <DialogButtons cancelTo={cancelTo} label={submitLabel} pendingLabel="Saving..." />
    </Form>
  );
}
