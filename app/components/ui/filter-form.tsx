import { Form, Link, useLocation } from "@remix-run/react";
import { useFilterForm } from "~/components/ui/use-filter-form";

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
        <div key={choice.id}>
          <label htmlFor={choice.id} className="field-label">
            {choice.label}
          </label>
          <select id={choice.id} name={choice.name} defaultValue={choice.defaultValue} className="field-input">
            {[choice.all, ...choice.options].map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
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
