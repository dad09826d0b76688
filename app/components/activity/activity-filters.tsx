import { Form, Link } from "@remix-run/react";
import { useFilterForm } from "~/components/ui/filter-form";
import type { EmployeeChoice } from "~/services/activity/monitor.server";
import type { ActivityFilter, ActivityTab } from "~/schemas/activity";

/**
 * The monitor's filters (spec 2: Employee, From Date, To Date, Clear Filters) and its
 * tabs, all in the URL: a GET form and plain links, so every tab works without JavaScript.
 */

export const ACTIVITY_TAB_LABELS: Record<ActivityTab, string> = {
  overview: "Overview",
  sessions: "Sessions",
  visits: "Page Visits",
  analytics: "Analytics",
  control: "Session Control",
};

interface FiltersProps {
  tab: ActivityTab;
  filter: ActivityFilter;
  chosen: EmployeeChoice | null;
  employeeText: string;
  choices: EmployeeChoice[];
  errors: Record<string, string[]>;
}

function filterQuery(filter: ActivityFilter, tab: ActivityTab) {
  const query = new URLSearchParams({ tab });
  if (filter.employeeId) query.set("employeeId", String(filter.employeeId));
  query.set("dateFrom", filter.dateFrom);
  query.set("dateTo", filter.dateTo);
  return `?${query}`;
}

function EmployeeFilter({ tab, filter, chosen, employeeText, choices, errors }: FiltersProps) {
  const error = errors.employeeId?.[0] ?? (employeeText && choices.length === 0 ? `No employee matches "${employeeText}"` : undefined);
  if (chosen) {
    return (
      <div>
        <span className="field-label">Employee</span>
        <input type="hidden" name="employeeId" value={chosen.id} />
        <p className="flex items-center gap-2 py-2 text-sm">
          <span className="font-medium">{`${chosen.name} (${chosen.employeeIdRef})`}</span>
          <Link to={filterQuery({ ...filter, employeeId: null }, tab)} className="underline">
            All employees
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div>
      <label htmlFor="activity-employee" className="field-label">
        Employee
      </label>
      <input
        id="activity-employee"
        name="employee"
        defaultValue={employeeText}
        placeholder="All employees"
        className="field-input w-64"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "activity-employee-error" : undefined}
      />
      {error ? (
        <p id="activity-employee-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ActivityFilters(props: FiltersProps) {
  const { tab, filter, choices, errors } = props;
  const form = useFilterForm({ employee: props.chosen ? "" : props.employeeText, dateFrom: filter.dateFrom, dateTo: filter.dateTo });
  return (
    <div className="space-y-3">
      <Form
        ref={form.ref}
        onChange={form.onChange}
        onKeyDown={form.onKeyDown}
        method="get"
        className="flex flex-wrap items-end gap-3"
        aria-label="Filter activity"
      >
        <input type="hidden" name="tab" value={tab} />
        <EmployeeFilter {...props} />
        {(["dateFrom", "dateTo"] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`activity-${name}`} className="field-label">
              {name === "dateFrom" ? "From Date" : "To Date"}
            </label>
            <input id={`activity-${name}`} type="date" name={name} defaultValue={filter[name]} className="field-input" />
            {errors[name]?.[0] ? <p className="field-error">{errors[name][0]}</p> : null}
          </div>
        ))}
        {form.showSubmit ? (
          <button type="submit" className="btn-secondary">
            Apply Filters
          </button>
        ) : null}
        <Link to={`?tab=${tab}`} className="text-sm underline">
          Clear Filters
        </Link>
      </Form>
      {choices.length > 1 ? (
        <nav aria-label="Matching employees" className="card text-sm">
          <p className="mb-2 font-medium">Several employees match. Choose one:</p>
          <ul className="flex flex-wrap gap-2">
            {choices.map((choice) => (
              <li key={choice.id}>
                <Link className="btn-row" to={filterQuery({ ...filter, employeeId: choice.id }, tab)}>
                  {`${choice.name} (${choice.employeeIdRef})`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export function ActivityTabs({ tab, filter }: { tab: ActivityTab; filter: ActivityFilter }) {
  return (
    <nav aria-label="Activity monitor sections" className="flex flex-wrap border-b border-stone-200">
      {(Object.keys(ACTIVITY_TAB_LABELS) as ActivityTab[]).map((id) => (
        <Link
          key={id}
          to={filterQuery(filter, id)}
          className={`${id === tab ? "tab-link-active" : "tab-link"} whitespace-nowrap`}
          aria-current={id === tab ? "page" : undefined}
          preventScrollReset
        >
          {ACTIVITY_TAB_LABELS[id]}
        </Link>
      ))}
    </nav>
  );
}
