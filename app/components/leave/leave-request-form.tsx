import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { FormAlert } from "~/components/ui/form-alert";
import { LEAVE_TYPES } from "~/constants";
import { LEAVE_MESSAGES } from "~/schemas/leave-messages";
import { countLeaveDays, isValidIsoDate } from "~/utils/dates";
import { leaveTypeLabel } from "~/utils/labels";
import { countWorkingDays, type WorkPattern } from "~/utils/leave-law";
import { useDeferredValidation, type FieldConstraints } from "~/utils/use-deferred-validation";

/** What the browser needs to count working days and warn about the balance (null: no employee record). */
export interface LeaveFormFacts {
  workDaysPerWeek: WorkPattern;
  holidays: string[];
  left: Record<string, { label: string; left: number; pending: number }>;
  kindOf: Record<string, string | null>;
}

/** The schema and Conform's Zod adapter, fetched when a field is first focused (issue 25). */
async function loadValidation(today: string) {
  const [{ parseWithZod }, { leaveRequestSchema }] = await Promise.all([import("@conform-to/zod/v4"), import("~/schemas/leave")]);
  const schema = leaveRequestSchema(today);
  return (formData: FormData) => parseWithZod(formData, { schema });
}

const FORM_ID = "leave-request";

interface LeaveRequestFormProps {
  today: string;
  /** The fields' required/min/max, from the loader (`leaveRequestConstraint()`, getZodConstraint on the server). */
  constraint: FieldConstraints;
  facts?: LeaveFormFacts | null;
  /** Editing: the request's own type and days, pending against its balance. */
  except?: { leaveType: string; workingDays: number };
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: {
    leaveType: string;
    startDate: string;
    endDate: string;
    reason: string | null;
    expectedDate?: string | null;
    actualBirthDate?: string | null;
  };
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
}

/** The day count and the balance the form shows as the dates and the type change. */
function useLeaveArithmetic(
  ids: { startDate: string; endDate: string; leaveType: string },
  defaultValue: LeaveRequestFormProps["defaultValue"],
  facts: LeaveFormFacts | null | undefined,
  except: LeaveRequestFormProps["except"],
) {
  const [start, setStart] = useState(defaultValue?.startDate ?? "");
  const [end, setEnd] = useState(defaultValue?.endDate ?? "");
  const [leaveType, setLeaveType] = useState(defaultValue?.leaveType ?? "");
  // What was typed or chosen before the JavaScript arrived (issue 25): the day count and the
  // balance start from the fields as they are, not from the defaults.
  useEffect(() => {
    const valueOf = (id: string) => (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value;
    setStart((value) => valueOf(ids.startDate) ?? value);
    setEnd((value) => valueOf(ids.endDate) ?? value);
    setLeaveType((value) => valueOf(ids.leaveType) ?? value);
  }, [ids.startDate, ids.endDate, ids.leaveType]);
  const days = isValidIsoDate(start) && isValidIsoDate(end) ? countLeaveDays(start, end) : null;
  const holidays = useMemo(() => new Set(facts?.holidays ?? []), [facts]);
  const workingDays =
    facts && days !== null && days > 0 && days <= 400 ? countWorkingDays(start, end, facts.workDaysPerWeek, holidays) : null;
  const kind = facts?.kindOf[leaveType] ?? null;
  const balance = kind ? facts?.left[kind] : undefined;
  // As the server checks it: what is left once the other pending requests are approved too
  // (carried annual days included: they never expire).
  const available =
    balance === undefined
      ? null
      : balance.left - balance.pending + (except && facts?.kindOf[except.leaveType] === kind ? except.workingDays : 0);
  const over = workingDays !== null && available !== null && workingDays > available;
  return { start, setStart, setEnd, setLeaveType, tally: { days, workingDays, balance, available, over } };
}

type Tally = ReturnType<typeof useLeaveArithmetic>["tally"];

/** The days asked, and the balance left or how far the request goes over it (read out as it changes). */
function DayCount({ days, workingDays, balance, available, over }: Tally) {
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      {days !== null && days > 0 ? (
        <p className="text-stone-700" data-testid="leave-day-count">
          {workingDays !== null ? <strong>{workingDays === 1 ? "1 working day" : `${workingDays} working days`}</strong> : null}
          {workingDays !== null ? " · " : null}
          <span>{days === 1 ? "1 day" : `${days} days`} (both dates included)</span>
        </p>
      ) : null}
      {workingDays === 0 ? <p className="text-red-700">{LEAVE_MESSAGES.noWorkingDays}</p> : null}
      {over && balance ? (
        <p className="text-amber-800" role="status">
          This request takes {workingDays} working days but you have {Math.max(0, available ?? 0)} {balance.label.toLowerCase()} leave days
          left. HR must approve it as an exception.
        </p>
      ) : null}
      {balance && available !== null && !over ? (
        <p className="text-stone-600">
          {balance.label} leave left: {available} working days
        </p>
      ) : null}
    </div>
  );
}

const LEAVE_TYPE_CHOICES = LEAVE_TYPES.map((type) => [type, leaveTypeLabel(type)] as const);

/** The Request/Edit Leave form; the same schema validates it in the browser and on the server. */
export function LeaveRequestForm({
  today,
  constraint,
  facts,
  except,
  lastResult,
  defaultValue,
  submitLabel,
  pendingLabel,
  failureTitle,
}: LeaveRequestFormProps) {
  const validation = useDeferredValidation(
    FORM_ID,
    useCallback(() => loadValidation(today), [today]),
  );
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    defaultValue: defaultValue
      ? { ...defaultValue, expectedDate: defaultValue.expectedDate ?? "", actualBirthDate: defaultValue.actualBirthDate ?? "" }
      : undefined,
    constraint,
    ...validation.options,
  });
  const { start, setStart, setEnd, setLeaveType, tally } = useLeaveArithmetic(
    { startDate: fields.startDate.id, endDate: fields.endDate.id, leaveType: fields.leaveType.id },
    defaultValue,
    facts,
    except,
  );
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod === "POST";
  const formError = lastResult?.error?.[""]?.[0];
  const firstFieldError = Object.entries(lastResult?.error ?? {}).find(([key]) => key !== "")?.[1]?.[0];

  return (
    <Form method="post" {...getFormProps(form)} onFocus={validation.onFocus} className="space-y-4">
      {formError ? <FormAlert title={failureTitle} description={formError} /> : null}
      {!formError && firstFieldError ? <FormAlert title={failureTitle} description={firstFieldError} /> : null}
      <SelectField
        label="Leave Type"
        meta={fields.leaveType}
        placeholder="Select leave type"
        options={LEAVE_TYPE_CHOICES}
        onChange={(event) => setLeaveType(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start Date" meta={fields.startDate} type="date" min={today} onChange={(event) => setStart(event.target.value)} />
        <Field label="End Date" meta={fields.endDate} type="date" min={start || today} onChange={(event) => setEnd(event.target.value)} />
      </div>
      <DayCount {...tally} />
      <Field label="Expected date of birth (maternity leave only)" meta={fields.expectedDate} type="date" />
      <Field
        label="Date of birth, once the baby is born (maternity leave only)"
        meta={fields.actualBirthDate}
        type="date"
        max={today}
        hint="Maternity leave covers 12 weeks from its first day, starting at most 4 weeks before the expected date. With a date of birth the end is set for you: never sooner than 8 weeks after the birth."
      />
      <label className="check-label text-sm">
        <input {...getInputProps(fields.askException, { type: "checkbox" })} key={fields.askException.key} className="mt-1" />
        <span>If this request exceeds my leave balance, send it to HR to approve as an exception.</span>
      </label>
      <TextareaField label="Reason (optional)" meta={fields.reason} rows={3} />
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
