import type { MutableRefObject } from "react";
import { DEPARTMENTS, SEARCH_DEBOUNCE_MS } from "~/constants";

/**
 * The search box and department filter shared by HR's directory and the staff
 * directory. Without JavaScript they are plain GET fields; with it the search submits
 * SEARCH_DEBOUNCE_MS after typing stops (the page owns the timer so it can cancel it).
 */
export function DebouncedSearchInput({
  id,
  defaultValue,
  placeholder,
  timer,
  submitNow,
}: {
  id: string;
  defaultValue: string;
  placeholder: string;
  timer: MutableRefObject<ReturnType<typeof setTimeout> | undefined>;
  submitNow: () => void;
}) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        Search
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="field-input"
        onChange={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(submitNow, SEARCH_DEBOUNCE_MS);
        }}
      />
    </>
  );
}

export function DepartmentSelect({ id, defaultValue, submitNow }: { id: string; defaultValue: string; submitNow: () => void }) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        Department
      </label>
      <select id={id} name="department" defaultValue={defaultValue} className="field-input" onChange={submitNow}>
        <option value="">All Departments</option>
        {DEPARTMENTS.map((department) => (
          <option key={department} value={department}>
            {department}
          </option>
        ))}
      </select>
    </>
  );
}
