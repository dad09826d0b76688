import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
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
      <SelectField
        label="Leave cycle"
        meta={fields.cycleStart}
        options={cycles.map(
          (cycle) =>
            [
              cycle.cycleStart,
              `From ${formatDateNa(cycle.cycleStart)}: ${cycle.days} ${cycle.days === 1 ? "day" : "days"}, to be granted by ${formatDateNa(cycle.grantBy)}`,
            ] as const,
        )}
      />
      <Field label="Date of the agreement" meta={fields.agreedOn} type="date" max={today} />
      <TextareaField label="Note" meta={fields.note} rows={2} />
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
        <SelectField
          label="Leave balance"
          meta={fields.balanceKind}
          options={OPENING_BALANCE_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)}
        />
        <Field label="As of" meta={fields.asOf} type="date" max={today} />
        <Field label="Days taken in the cycle" meta={fields.taken} type="number" min={0} max={400} />
        <Field label="Days carried in (annual only)" meta={fields.carried} type="number" min={0} max={400} />
      </div>
      <TextareaField label="Note" meta={fields.note} rows={2} />
      <button type="submit" className="btn-primary" disabled={busy}>
        Record Opening Balance
      </button>
    </AdjustmentFrame>
  );
}
