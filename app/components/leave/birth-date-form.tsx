import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { birthDateSchema } from "~/schemas/leave";
import { formatDateNa } from "~/utils/format";
import { MATERNITY, maternityEnd } from "~/utils/maternity";

/**
 * Recording the actual date of birth on maternity leave (the employee's own, or HR's for anyone):
 * a plain form that posts without JavaScript. The end follows from the birth (Labour Act s. 26).
 */
export function BirthDateForm({
  today,
  leave,
  lastResult,
  cancelTo,
}: {
  today: string;
  leave: { startDate: string; endDate: string; expectedDate: string | null; actualBirthDate: string | null; status: string };
  lastResult?: SubmissionResult<string[]> | null;
  cancelTo: string;
}) {
  const schema = birthDateSchema(today);
  const [form, fields] = useForm({
    id: "birth-date",
    lastResult: lastResult ?? undefined,
    defaultValue: { actualBirthDate: leave.actualBirthDate ?? "" },
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0] ?? fields.actualBirthDate.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title="Failed to record the date of birth" description={formError} /> : null}
      <input type="hidden" name="intent" value="birth" />
      <p className="text-sm text-stone-700">
        Maternity leave from {formatDateNa(leave.startDate)} to {formatDateNa(leave.endDate)}
        {leave.expectedDate ? `, expected date of birth ${formatDateNa(leave.expectedDate)}` : ""}.
      </p>
      <Field label="Date of birth" meta={fields.actualBirthDate} type="date" max={today} />
      <p className="text-sm text-stone-600">
        The leave then ends {MATERNITY.weeks} weeks after its first day, and never sooner than {MATERNITY.weeksAfterBirth} weeks after the
        birth
        {leave.expectedDate ? ` (a birth on the expected date: ${formatDateNa(maternityEnd(leave.startDate, leave.expectedDate))})` : ""}.
        {leave.status === "approved" ? " The approver and HR are told." : " The approvers get the new dates to decide."}
      </p>
      <div className="flex justify-end gap-2">
        <Link to={cancelTo} className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? "Saving..." : "Record Date of Birth"}
        </button>
      </div>
    </Form>
  );
}
