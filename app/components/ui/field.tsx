import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The field kit: every labelled control of a Conform form is one of these, so a field looks,
 * reads (label, hint, error named by aria-describedby) and fails the same way on every screen.
 * The error is the field's first message under it (FieldError); the form's own FormAlert is the
 * one `role="alert"` a failed submission raises.
 */

// Conform types a field by its schema's value (string, number, boolean); the kit only reads
// its id, name, key and errors, so any field will do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any>;

type InputType = "text" | "email" | "password" | "date" | "tel" | "number" | "hidden";

/** What every field takes: its label, its Conform field, a hint under it, and " *" for a required one. */
interface FrameProps {
  label: ReactNode;
  meta: Meta;
  hint?: ReactNode;
  /** Adds " *" to the label and `required` to the control (the schema still decides). */
  required?: boolean;
}

const hintId = (meta: Meta, hint: ReactNode) => (hint ? `${meta.id}-hint` : undefined);

/** The props given, without the ones left out: an `undefined` after Conform's spread would erase its constraint. */
function given<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** A label, the control it names, an optional hint and the field's first error. */
export function FieldFrame({ label, meta, hint, required, children }: FrameProps & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
        {required ? " *" : ""}
      </label>
      {children}
      {hint ? (
        <p id={hintId(meta, hint)} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

interface FieldProps extends FrameProps {
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string;
  inputMode?: "decimal" | "numeric" | "tel" | "email";
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A labelled input wired to Conform: constraints, aria-invalid and error text come from the schema. */
export function Field({ type = "text", autoComplete, placeholder, maxLength, min, max, step, inputMode, onChange, ...frame }: FieldProps) {
  const { meta, hint, required } = frame;
  return (
    <FieldFrame {...frame}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hintId(meta, hint) })}
        key={meta.key}
        className="field-input"
        {...given({ required: required || undefined, autoComplete, placeholder, maxLength, min, max, step, inputMode, onChange })}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide toggle; the toggle appears once JavaScript is running. */
export function PasswordField({
  autoComplete = "current-password",
  ...frame
}: FrameProps & { autoComplete?: "current-password" | "new-password" }) {
  const { label, meta, hint } = frame;
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          {...getInputProps(meta, { type: visible ? "text" : "password", ariaDescribedBy: hintId(meta, hint) })}
          key={meta.key}
          className="field-input pr-16"
          autoComplete={autoComplete}
        />
        {hydrated ? (
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-stone-600 hover:text-stone-900"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? `Hide ${String(label).toLowerCase()}` : `Show ${String(label).toLowerCase()}`}
            aria-pressed={visible}
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/** A choice: a value and the text shown for it, or a value shown as it is. */
export type Choice = string | readonly [value: string, text: string];

/** A labelled select wired to Conform; `placeholder` adds an empty first choice. */
export function SelectField({
  options,
  placeholder,
  onChange,
  ...frame
}: FrameProps & {
  options: readonly Choice[];
  placeholder?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { meta, hint, required } = frame;
  return (
    <FieldFrame {...frame}>
      <select
        {...getSelectProps(meta, { ariaDescribedBy: hintId(meta, hint) })}
        key={meta.key}
        className="field-input"
        {...given({ required: required || undefined, onChange })}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const [value, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea wired to Conform. */
export function TextareaField({
  rows = 4,
  maxLength,
  placeholder,
  ...frame
}: FrameProps & { rows?: number; maxLength?: number; placeholder?: string }) {
  const { meta, hint } = frame;
  return (
    <FieldFrame {...frame}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hintId(meta, hint) })}
        key={meta.key}
        rows={rows}
        className="field-input"
        {...given({ maxLength, placeholder })}
      />
    </FieldFrame>
  );
}
