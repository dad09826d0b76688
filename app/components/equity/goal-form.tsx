import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { DialogButtons, FieldError } from "~/components/equity/fields";
import { FormAlert } from "~/components/ui/form-alert";
import { DEPARTMENTS, OCCUPATIONAL_LEVEL_LABELS, OCCUPATIONAL_LEVELS } from "~/constants";
import { AaGoalSchema, ALL_DEPARTMENTS, EE_MESSAGES } from "~/schemas/equity";
import { SelectField } from "~/components/ui/field";

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
        <div>
          <label htmlFor={fields.department.id} className="field-label">
            Department
          </label>
          <select {...getSelectProps(fields.department)} key={fields.department.key} className="field-input">
            {[ALL_DEPARTMENTS, ...DEPARTMENTS].map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </select>
          <FieldError id={fields.department.errorId} errors={fields.department.errors} />
        </div>
        <SelectField
          label="Occupational level"
          meta={fields.jobLevel}
          options={OCCUPATIONAL_LEVELS.map((value) => [value, OCCUPATIONAL_LEVEL_LABELS[value]] as const)}
          placeholder="All levels"
        />
      </div>
      <div>
        <label htmlFor={fields.targetYear.id} className="field-label">
          Target year
        </label>
        <input
          {...getInputProps(fields.targetYear, { type: "number" })}
          key={fields.targetYear.key}
          min={2000}
          max={2100}
          className="field-input"
        />
        <FieldError id={fields.targetYear.errorId} errors={fields.targetYear.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {TARGETS.map(([name, label]) => (
          <div key={name}>
            <label htmlFor={fields[name].id} className="field-label">
              {label}
            </label>
            <input
              {...getInputProps(fields[name], { type: "text" })}
              key={fields[name].key}
              inputMode="decimal"
              className="field-input"
              placeholder="e.g. 40"
            />
            <FieldError id={fields[name].errorId} errors={fields[name].errors} />
          </div>
        ))}
      </div>
      <div>
        <label htmlFor={fields.notes.id} className="field-label">
          Notes (optional)
        </label>
        <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={3} maxLength={2000} className="field-input" />
      </div>
      <DialogButtons cancelTo={cancelTo} label={submitLabel} pendingLabel="Saving..." />
    </Form>
  );
}
