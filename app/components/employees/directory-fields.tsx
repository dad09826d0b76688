import { FilterSelect } from "~/components/ui/filter-form";
import { DEPARTMENTS } from "~/constants";

/**
 * The search box and department filter shared by HR's directory and the staff directory.
 * Without JavaScript they are plain GET fields; with it the form applies them as they change
 * (useFilterForm: the search SEARCH_DEBOUNCE_MS after typing stops, the department at once).
 */
export function DirectorySearchInput({ id, defaultValue, placeholder }: { id: string; defaultValue: string; placeholder: string }) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        Search
      </label>
      <input id={id} name="search" type="search" defaultValue={defaultValue} placeholder={placeholder} className="field-input" />
    </>
  );
}

export function DepartmentSelect({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <FilterSelect id={id} name="department" label="Department" defaultValue={defaultValue} all="All Departments" options={DEPARTMENTS} />
  );
}
