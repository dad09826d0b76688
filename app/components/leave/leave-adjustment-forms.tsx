import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/form-alert";
import { GrantExtensionSchema, OPENING_BALANCE_KINDS, OpeningBalanceSchema } from "~/schemas/leave-adjustments";
import { formatDateNa } from "~/utils/format";

type Result = SubmissionResult<string[]> | undefined;

/** The Conform form of one correction, validated in the browser with the schema the server uses. */
function useAdjustmentForm<Schema extends typeof GrantExtensionSchema | typeof OpeningBalanceSchema>(
  id: string,
  schema: Schema,
  lastResult: Result,
  defaultValue?: Record<string, string>,
) {
  return useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/** A correction's form: a named region with its heading, what it does, the refusal, and its intent. */
function AdjustmentFrame({
  form,
  title,
  intro,
  failureTitle,
  intent,
  children,
}: {
  form: ReturnType<typeof useAdjustmentForm>[0];
  title: string;
  intro: ReactNode;
  failureTitle: string;
  intent: "extension" | "opening";
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-labelledby={`${form.id}-title`}
      className="space-y-3 rounded-md border border-stone-200 p-3"
    >
      <h4 id={`${form.id}-title`} className="font-semibold">
        {title}
      </h4>
      <p className="text-stone-600">{intro}</p>
      {form.errors ? <FormAlert title={failureTitle} description={form.errors[0]} /> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p id={id} className="field-error">
      {errors[0]}
    </p>
  ) : null;
}

/** HR records the employee's written agreement to a six-month grant deadline (Labour Act s. 23). */
export function GrantExtensionForm({
  lastResult,
  today,
  cycles,
}: {
  lastResult: Result;
  today: string;
  /** The cycles whose days are still carried, oldest first (the agreement names one). */
  cycles: { cycleStart: string; days: number; grantBy: string }[];
}) {
  const [form, fields] = useAdjustmentForm("grant-extension", GrantExtensionSchema, lastResult);
  const busy = useNavigation().state === "submitting";
  return (
    <AdjustmentFrame
      form={form}
      title="Record a written agreement"
      intro="With the employee's written agreement, the earliest carried annual days may be granted up to six months after their cycle instead of four."
      failureTitle="Agreement not recorded"
      intent="extension"
    >
      <div>
        <label htmlFor={fields.cycleStart.id} className="field-label">
          Leave cycle
        </label>
        <select {...getSelectProps(fields.cycleStart)} key={fields.cycleStart.key} className="field-input">
          {cycles.map((cycle) => (
            <option key={cycle.cycleStart} value={cycle.cycleStart}>
              From {formatDateNa(cycle.cycleStart)}: {cycle.days} {cycle.days === 1 ? "day" : "days"}, to be granted by{" "}
              {formatDateNa(cycle.grantBy)}
            </option>
          ))}
        </select>
        <FieldError id={fields.cycleStart.errorId} errors={fields.cycleStart.errors} />
      </div>
      <div>
        <label htmlFor={fields.agreedOn.id} className="field-label">
          Date of the agreement
        </label>
        <input {...getInputProps(fields.agreedOn, { type: "date" })} key={fields.agreedOn.key} max={today} className="field-input" />
        <FieldError id={fields.agreedOn.errorId} errors={fields.agreedOn.errors} />
      </div>
      <div>
        <label htmlFor={fields.note.id} className="field-label">
          Note
        </label>
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} className="field-input" />
        <FieldError id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Record Agreement
      </button>
    </AdjustmentFrame>
  );
}

const KIND_LABELS: Record<(typeof OPENING_BALANCE_KINDS)[number], string> = {
  annual: "Annual",
  sick: "Sick",
  compassionate: "Compassionate",
  personal: "Personal",
  emergency: "Emergency",
};

/** HR brings a balance forward from the company's old records (go-live). */
export function OpeningBalanceForm({ lastResult, today }: { lastResult: Result; today: string }) {
  // No date by default: an entry replaces the balance's earlier one, so it is never sent by accident.
  const [form, fields] = useAdjustmentForm("opening-balance", OpeningBalanceSchema, lastResult, {
    balanceKind: "annual",
    taken: "0",
    carried: "0",
  });
  const busy = useNavigation().state === "submitting";
  return (
    <AdjustmentFrame
      form={form}
      title="Bring a balance forward"
      intro="From the records kept before the portal: the working days already taken in the leave cycle that holds the date, and (annual leave) the days carried into that cycle. It stands for everything before the date: leave in the portal before it is not counted again. A new entry for the same balance replaces the old one."
      failureTitle="Opening balance not recorded"
      intent="opening"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.balanceKind.id} className="field-label">
            Leave balance
          </label>
          <select {...getSelectProps(fields.balanceKind)} key={fields.balanceKind.key} className="field-input">
            {OPENING_BALANCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
          <FieldError id={fields.balanceKind.errorId} errors={fields.balanceKind.errors} />
        </div>
        <div>
          <label htmlFor={fields.asOf.id} className="field-label">
            As of
          </label>
          <input {...getInputProps(fields.asOf, { type: "date" })} key={fields.asOf.key} max={today} className="field-input" />
          <FieldError id={fields.asOf.errorId} errors={fields.asOf.errors} />
        </div>
        <div>
          <label htmlFor={fields.taken.id} className="field-label">
            Days taken in the cycle
          </label>
          <input {...getInputProps(fields.taken, { type: "number" })} key={fields.taken.key} min={0} max={400} className="field-input" />
          <FieldError id={fields.taken.errorId} errors={fields.taken.errors} />
        </div>
        <div>
          <label htmlFor={fields.carried.id} className="field-label">
            Days carried in (annual only)
          </label>
          <input
            {...getInputProps(fields.carried, { type: "number" })}
            key={fields.carried.key}
            min={0}
            max={400}
            className="field-input"
          />
          <FieldError id={fields.carried.errorId} errors={fields.carried.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.note.id} className="field-label">
          Note
        </label>
        <textarea {...getTextareaProps(fields.note)} key={fields.note.key} rows={2} className="field-input" />
        <FieldError id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        Record Opening Balance
      </button>
    </AdjustmentFrame>
  );
}
