import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { LEAVE_TYPES } from "~/constants";
import { LeaveRequestFields, leaveRequestSchema } from "~/schemas/leave";
import { countLeaveDays, isValidIsoDate } from "~/utils/dates";
import { leaveTypeLabel } from "~/utils/labels";

interface LeaveRequestFormProps {
  today: string;
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: { leaveType: string; startDate: string; endDate: string; reason: string | null };
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
}

/** The Request/Edit Leave form; the same schema validates it in the browser and on the server. */
export function LeaveRequestForm({ today, lastResult, defaultValue, submitLabel, pendingLabel, failureTitle }: LeaveRequestFormProps) {
  const schema = leaveRequestSchema(today);
  const [form, fields] = useForm({
    id: "leave-request",
    lastResult,
    defaultValue: defaultValue ?? undefined,
    constraint: getZodConstraint(LeaveRequestFields),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [start, setStart] = useState(defaultValue?.startDate ?? "");
  const [end, setEnd] = useState(defaultValue?.endDate ?? "");
  const days = isValidIsoDate(start) && isValidIsoDate(end) ? countLeaveDays(start, end) : null;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0];
  const firstFieldError = Object.entries(lastResult?.error ?? {}).find(([key]) => key !== "")?.[1]?.[0];

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {formError ? <FormAlert title={failureTitle} description={formError} /> : null}
      {!formError && firstFieldError ? <FormAlert title={failureTitle} description={firstFieldError} /> : null}
      <div>
        <label htmlFor={fields.leaveType.id} className="field-label">
          Leave Type
        </label>
        <select {...getSelectProps(fields.leaveType)} key={fields.leaveType.key} className="field-input">
          <option value="">Select leave type</option>
          {LEAVE_TYPES.map((type) => (
            <option key={type} value={type}>
              {leaveTypeLabel(type)}
            </option>
          ))}
        </select>
        {fields.leaveType.errors ? (
          <p id={fields.leaveType.errorId} className="field-error">
            {fields.leaveType.errors[0]}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.startDate.id} className="field-label">
            Start Date
          </label>
          <input
            {...getInputProps(fields.startDate, { type: "date" })}
            key={fields.startDate.key}
            min={today}
            className="field-input"
            onChange={(event) => setStart(event.target.value)}
          />
          {fields.startDate.errors ? (
            <p id={fields.startDate.errorId} className="field-error">
              {fields.startDate.errors[0]}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={fields.endDate.id} className="field-label">
            End Date
          </label>
          <input
            {...getInputProps(fields.endDate, { type: "date" })}
            key={fields.endDate.key}
            min={start || today}
            className="field-input"
            onChange={(event) => setEnd(event.target.value)}
          />
          {fields.endDate.errors ? (
            <p id={fields.endDate.errorId} className="field-error">
              {fields.endDate.errors[0]}
            </p>
          ) : null}
        </div>
      </div>
      {days !== null && days > 0 ? (
        <p className="text-sm text-stone-600" aria-live="polite">
          {days === 1 ? "1 day" : `${days} days`} (both dates included)
        </p>
      ) : null}
      <div>
        <label htmlFor={fields.reason.id} className="field-label">
          Reason (optional)
        </label>
        <textarea {...getTextareaProps(fields.reason)} key={fields.reason.key} rows={3} className="field-input" />
      </div>
      <div className="flex justify-end gap-2">
        <Link to="/leave" className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </Form>
  );
}
