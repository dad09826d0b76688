import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { SEARCH_DEBOUNCE_MS } from "~/constants";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * One behaviour for every list filter (issue 24: "filters tell the truth"). Without JavaScript
 * the form is a plain GET form with a Filter button. With JavaScript a change applies at once,
 * everywhere: a select or a date on change, a search box SEARCH_DEBOUNCE_MS after typing stops
 * (spec 2's debounce); the Filter button is not drawn. And the controls always show the
 * filter of the list under them: they are uncontrolled (so they post without JavaScript), so
 * after any navigation (Clear Filters, Back, a link) they are set from `values`, the filter
 * the loader applied, except the one the person is typing in.
 */
export function useFilterForm(values: Record<string, string>) {
  const ref = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const hydrated = useHydrated();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const signature = JSON.stringify(values);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    const current = JSON.parse(signature) as Record<string, string>;
    for (const element of Array.from(form.elements)) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (element.type === "hidden" || !(element.name in current) || element === document.activeElement) continue;
      if (element.value !== current[element.name]) element.value = current[element.name];
    }
  }, [signature]);

  // The filled-in fields only, so the URL says what filters the list and nothing more.
  const applyNow = (form: HTMLFormElement, replace = false) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string" && value !== "") query.append(name, value);
    submit(query, { method: "get", action: form.getAttribute("action") ?? undefined, replace, preventScrollReset: true });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    // Only the filter's own fields: a control of a dialog drawn inside the form is not a filter.
    if (field.form !== form) return;
    clearTimeout(timer.current);
    const apply = (replace: boolean) => applyNow(form, replace);
    if (field.type === "search" || field.type === "text" || field.type === "date") {
      // Typing (a search, or a date digit by digit): once it pauses, one entry in the history.
      timer.current = setTimeout(() => apply(true), SEARCH_DEBOUNCE_MS);
    } else {
      apply(false);
    }
  };

  /** Enter in a field applies at once: the form has no submit button once JavaScript runs. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (event.key !== "Enter" || field.form !== event.currentTarget || field.tagName !== "INPUT") return;
    event.preventDefault();
    clearTimeout(timer.current);
    applyNow(event.currentTarget);
  };

  // A search still waiting for its debounce must not fire once the person has gone somewhere
  // else (a row's View or Update link, a dialog): its submit would navigate back to the list and
  // close what just opened. A click on any link cancels it at once, in the capture phase, and so
  // does any navigation that starts.
  const cancelPending = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => {
    const cancelOnLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) cancelPending();
    };
    document.addEventListener("click", cancelOnLinkClick, true);
    return () => document.removeEventListener("click", cancelOnLinkClick, true);
  }, [cancelPending]);
  const navigating = useNavigation().location?.key;
  useEffect(() => {
    if (navigating) cancelPending();
  }, [navigating, cancelPending]);

  return { ref, onChange, onKeyDown, showSubmit: !hydrated, cancelPending };
}

export interface FilterOption {
  value: string;
  label: string;
}

interface SearchBox {
  id: string;
  label: string;
  defaultValue: string;
  /** The query parameter; "search" unless the page reads another. */
  name?: string;
  placeholder?: string;
  maxLength?: number;
}

interface Choice {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  /** The first option, which filters nothing ("All statuses" with the value the page reads as all). */
  all: FilterOption;
  options: readonly FilterOption[];
}

interface FilterFormProps {
  search?: SearchBox;
  choices?: readonly Choice[];
  /** Parameters the page keeps while filtering (the view or section it is on). */
  keep?: Record<string, string>;
  submitLabel?: string;
}

/**
 * A list's filter: a plain GET form, so it works without JavaScript and the URL holds the
 * filter (bookmarkable, paged in SQL by the loader). The list pages share it so their
 * search boxes and status choices look and behave alike (useFilterForm: a change applies at
 * once with JavaScript, on Filter without), and Clear Filters goes back to the unfiltered list.
 */
export function FilterForm({ search, choices = [], keep = {}, submitLabel = "Filter" }: FilterFormProps) {
  const { pathname } = useLocation();
  const filtered = Boolean(search?.defaultValue) || choices.some((choice) => choice.defaultValue !== choice.all.value);
  const clearQuery = new URLSearchParams(keep).toString();
  const values = Object.fromEntries([
    ...(search ? [[search.name ?? "search", search.defaultValue]] : []),
    ...choices.map((choice) => [choice.name, choice.defaultValue]),
  ]);
  const filter = useFilterForm(values);
  return (
    <Form
      ref={filter.ref}
      onChange={filter.onChange}
      onKeyDown={filter.onKeyDown}
      method="get"
      className="flex flex-wrap items-end gap-2"
      role="search"
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {search ? (
        <div className="min-w-48 grow">
          <label htmlFor={search.id} className="field-label">
            {search.label}
          </label>
          <input
            id={search.id}
            name={search.name ?? "search"}
            type="search"
            defaultValue={search.defaultValue}
            className="field-input"
            placeholder={search.placeholder}
            maxLength={search.maxLength}
          />
        </div>
      ) : null}
      {choices.map((choice) => (
        <FilterSelect
          key={choice.id}
          id={choice.id}
          name={choice.name}
          label={choice.label}
          defaultValue={choice.defaultValue}
          all={choice.all}
          options={choice.options.map((option) => [option.value, option.label] as const)}
        />
      ))}
      {filter.showSubmit ? (
        <button type="submit" className="btn-secondary">
          {submitLabel}
        </button>
      ) : null}
      {filtered ? (
        <Link to={`${pathname}${clearQuery ? `?${clearQuery}` : ""}`} className="self-center text-sm underline">
          Clear Filters
        </Link>
      ) : null}
    </Form>
  );
}

/** A filter's option: a value and its text, or a value shown as it is. */
type FilterChoice = string | readonly [value: string, text: string];

/**
 * One choice of a filter bar: its label, the option that filters nothing first ("All", the
 * empty value unless given), then the options. Uncontrolled, so it posts without JavaScript.
 */
export function FilterSelect({
  id,
  name,
  label,
  defaultValue,
  all = "All",
  options,
  width,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  all?: string | FilterOption;
  options: readonly FilterChoice[];
  /** A Tailwind width for the select (w-36), where a row of filters needs one. */
  width?: string;
}) {
  const first = typeof all === "string" ? { value: "", label: all } : all;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={width ? `field-input ${width}` : "field-input"}>
        <option value={first.value}>{first.label}</option>
        {options.map((option) => {
          const [value, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** A date bounding a filter (From, To). */
export function FilterDate({ id, name, label, defaultValue }: { id: string; name: string; label: string; defaultValue: string }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="date" name={name} defaultValue={defaultValue} className="field-input" />
    </div>
  );
}
