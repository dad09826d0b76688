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
 * Fields focused or left before a form's component was running: a form that comes as a module
 * of its own (`lazyForm`) hydrates a moment after the page, and a quick hand on a slow link can
 * have used it by then. Recorded from the moment this module runs (it comes with the route).
 */
const focusedEarly = new Set<HTMLElement>();
const leftBeforeMount = new Set<HTMLElement>();
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => recordEarly(focusedEarly, event), true);
  document.addEventListener("focusout", (event) => recordEarly(leftBeforeMount, event), true);
}

function recordEarly(into: Set<HTMLElement>, event: FocusEvent) {
  if (!(event.target instanceof HTMLElement) || !("form" in event.target) || !event.target.form) return;
  if (into.size > 50) for (const element of into) if (!element.isConnected) into.delete(element);
  into.add(event.target);
}

/** Takes the recorded fields of the form out of `from`. */
function takeEarly(from: Set<HTMLElement>, formId: string) {
  const form = document.getElementById(formId);
  const taken = [...from].filter((element) => form?.contains(element));
  for (const element of taken) from.delete(element);
  return taken;
}

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
  // Fields left before the code arrived (a quick hand, a slow link): once it is here they are
  // checked as if left now, so their messages show without waiting for the next blur.
  const leftEarly = useRef(new Set<HTMLElement>());
  useEffect(() => {
    for (const element of takeEarly(leftBeforeMount, formId)) leftEarly.current.add(element);
    const focusedBefore = takeEarly(focusedEarly, formId).length > 0;
    if (focusedBefore || document.getElementById(formId)?.contains(document.activeElement)) onFocus();
  }, [formId, onFocus]);
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
