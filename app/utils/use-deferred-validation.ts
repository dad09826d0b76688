import { useCallback, useEffect, useRef, useState } from "react";

/** A form's constraints (required, min, max...) as `getZodConstraint` gives them on the server, sent by the loader. */
export type FieldConstraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    step?: string | number;
    multiple?: boolean;
    pattern?: string;
    accept?: string;
  }
>;

/**
 * Client validation whose code is fetched when the person first focuses a field of the
 * form, not with the page. Zod and Conform's Zod adapter are about 30 KB compressed,
 * which would take a page with JavaScript past the 120 KB budget (docs/decisions.md,
 * "Page weight"); typing takes longer than the download. Until the code has arrived the
 * form validates on submit, on the server, with the same schema and messages.
 *
 * `load` returns the validator (usually `parseWithZod` with the form's schema, both
 * imported with `import()`); give `options` to `useForm` and `onFocus` to the form. A field
 * focused before the page hydrated (on a slow link the form shows seconds earlier) counts too.
 */
export function useDeferredValidation<Result>(formId: string, load: () => Promise<(formData: FormData) => Result>) {
  const [validate, setValidate] = useState<((formData: FormData) => Result) | null>(null);
  const requested = useRef(false);
  const onFocus = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (loaded) => setValidate(() => loaded),
      () => {
        requested.current = false; // the link dropped: try again on the next focus
      },
    );
  }, [load]);
  useEffect(() => {
    if (document.getElementById(formId)?.contains(document.activeElement)) onFocus();
  }, [formId, onFocus]);
  // Fields left before the code arrived (a quick hand, a slow link): once it is here they are
  // checked as if left now, so their messages show without waiting for the next blur.
  const leftEarly = useRef(new Set<HTMLElement>());
  useEffect(() => {
    if (validate) return;
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && document.getElementById(formId)?.contains(target)) leftEarly.current.add(target);
    };
    document.addEventListener("focusout", remember, true);
    return () => document.removeEventListener("focusout", remember, true);
  }, [formId, validate]);
  useEffect(() => {
    if (!validate || leftEarly.current.size === 0) return;
    // After this render's effects (the form library takes the new options in its own).
    const timer = setTimeout(() => {
      for (const element of leftEarly.current) {
        if (element.isConnected && element !== document.activeElement) element.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
      }
      leftEarly.current.clear();
    });
    return () => clearTimeout(timer);
  }, [validate]);
  const options = validate
    ? {
        onValidate: ({ formData }: { formData: FormData }) => validate(formData),
        shouldValidate: "onBlur" as const,
        shouldRevalidate: "onInput" as const,
      }
    : { onValidate: undefined, shouldValidate: "onSubmit" as const, shouldRevalidate: "onSubmit" as const };
  return { options, onFocus };
}
