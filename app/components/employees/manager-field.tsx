import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldFrame } from "~/components/ui/field";
import { MANAGER_MESSAGES, managerLabel } from "~/schemas/employee";
import type { ManagerChoice } from "~/services/employees/manager-choice.server";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The employee form's Manager: a text field the server reads as a name or an Employee ID
 * (so it works without JavaScript, and the dialog does not carry every employee). With
 * JavaScript, matches are offered as HR types (a datalist filled from
 * /api/admin/manager-choices, a quarter second after the last key).
 */
export function ManagerField({ meta, exceptId }: { meta: FieldMetadata<string | undefined>; exceptId?: number }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ choices: ManagerChoice[] }>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const listId = `${meta.id}-choices`;
  const hintId = `${meta.id}-hint`;

  function suggest(typed: string) {
    window.clearTimeout(timer.current);
    // A picked suggestion already names one employee: nothing more to look up.
    if (typed.trim().length < 2 || /\([^()]+\)\s*$/.test(typed)) return;
    const query = new URLSearchParams({ q: typed.trim() });
    if (exceptId) query.set("except", String(exceptId));
    timer.current = window.setTimeout(() => fetcher.load(`/api/admin/manager-choices?${query}`), 250);
  }

  return (
    <FieldFrame label="Manager" meta={meta} hint={MANAGER_MESSAGES.hint}>
      <input
        {...getInputProps(meta, { type: "text", ariaDescribedBy: hintId })}
        key={meta.key}
        list={hydrated ? listId : undefined}
        autoComplete="off"
        maxLength={300}
        placeholder="No manager"
        onInput={(event) => suggest(event.currentTarget.value)}
        className="field-input"
      />
      {hydrated ? (
        <datalist id={listId}>
          {(fetcher.data?.choices ?? []).map((choice) => (
            <option key={choice.id} value={managerLabel(choice.name, choice.employeeId)}>
              {choice.department}
            </option>
          ))}
        </datalist>
      ) : null}
    </FieldFrame>
  );
}
