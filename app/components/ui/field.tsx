import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { FieldError } from "~/components/ui/field-error";
import { useHydrated } from "~/utils/use-hydrated";

type InputType = "text" | "email" | "password" | "date" | "tel" | "number" | "hidden";

interface FieldProps {
  label: string;
  meta: FieldMetadata<string | undefined>;
  type?: InputType;
  hint?: ReactNode;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="field-error" role="alert">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** A labelled input wired to Conform: constraints, aria-invalid and error text come from the schema. */
export function Field({ label, meta, type = "text", hint, autoComplete, placeholder, maxLength }: FieldProps) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
        key={meta.key}
        className="field-input"
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
      />
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A password input with a show/hide toggle; the toggle appears once JavaScript is running. */
export function PasswordField({ label, meta, hint, autoComplete = "current-password" }: Omit<FieldProps, "type">) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          {...getInputProps(meta, { type: visible ? "text" : "password", ariaDescribedBy: hint ? `${meta.id}-hint` : undefined })}
          key={meta.key}
          className="field-input pr-16"
          autoComplete={autoComplete}
        />
        {hydrated ? (
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-xs font-medium text-stone-600 hover:text-stone-900"
            onClick={() => setVisible((value) => !value)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={visible}
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled select wired to Conform; `placeholder` adds an empty first choice. */
export function SelectField({
  label,
  meta,
  options,
  placeholder,
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  options: readonly (readonly [string, string])[];
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <select {...getSelectProps(meta)} key={meta.key} className="field-input">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled textarea wired to Conform. */
export function TextareaField({
  label,
  meta,
  rows = 4,
  maxLength,
}: {
  label: string;
  meta: FieldMetadata<string | undefined>;
  rows?: number;
  maxLength?: number;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <textarea {...getTextareaProps(meta)} key={meta.key} rows={rows} maxLength={maxLength} className="field-input" />
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
