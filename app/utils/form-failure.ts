import type { FormMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { TOAST_TITLES } from "~/schemas/auth-messages";

type Alert = { title: string; description: string };

/**
 * The toast the spec pairs with a failed submission (title and description), read from
 * the form's state, so it is the same whether the server answered (no JavaScript) or
 * Conform caught the problem in the browser first. Set by a submit only, not while a
 * single field is validated on blur.
 */
export function failureAlert<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  formFailureTitle: string,
  fieldFailureTitle = "Please check the form",
): Alert | null {
  if (form.status !== "error") return null;
  const formError = form.errors?.[0];
  if (formError) return { title: formFailureTitle, description: formError };
  const fieldError = Object.values(form.allErrors).flat().find(Boolean);
  if (!fieldError) return null;
  return { title: TOAST_TITLES[fieldError] ?? fieldFailureTitle, description: fieldError };
}

/**
 * `failureAlert`, kept on screen until the next failed submit replaces it. Conform
 * resets the form status when a field is revalidated on blur; hiding the alert then
 * would move the submit button away from under the pointer mid-click.
 */
export function useFailureAlert<Schema extends Record<string, unknown>>(
  form: FormMetadata<Schema, string[]>,
  formFailureTitle: string,
  fieldFailureTitle?: string,
) {
  const current = failureAlert(form, formFailureTitle, fieldFailureTitle);
  const [last, setLast] = useState<Alert | null>(current);
  useEffect(() => {
    if (current) setLast(current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current?.title, current?.description]);
  return current ?? last;
}
