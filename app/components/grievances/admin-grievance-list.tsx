import { Form, Link, useLocation } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import type { AdminGrievanceRow, GrievanceCounts, GrievanceFilter } from "~/services/grievances/admin.server";
import { formatDateNa } from "~/utils/format";
import { GrievanceStatusBadge, PriorityBadge, categoryLabel } from "./grievance-badges";

/** Active Grievances / Recycle Bin toggle: plain links, so it works without JavaScript. */
export function GrievanceViewToggle({ view, binCount }: { view: "active" | "bin"; binCount: number }) {
  const tab = (active: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-stone-800 text-white" : "bg-stone-100 text-stone-700 hover:bg-stone-200"}`;
  return (
    <nav aria-label="Grievance views" className="flex flex-wrap gap-2">
      <Link to="/admin/grievances" className={tab(view === "active")} aria-current={view === "active" ? "page" : undefined}>
        Active Grievances
      </Link>
      <Link to="/admin/grievances?view=bin" className={tab(view === "bin")} aria-current={view === "bin" ? "page" : undefined}>
        {`Recycle Bin (${binCount})`}
      </Link>
    </nav>
  );
}

/**
 * The counters (spec 2: New, In Progress, Resolved; and Overdue, issue 24), each a link that
 * filters the list to its grievances; the current one links back to all.
 */
export function GrievanceCounters({ counts, filter }: { counts: GrievanceCounts; filter: GrievanceFilter }) {
  const items: [string, number, GrievanceFilter][] = [
    ["New Grievances", counts.new, "new"],
    ["Overdue", counts.overdue, "overdue"],
    ["In Progress", counts.inProgress, "in_progress"],
    ["Resolved", counts.resolved, "resolved"],
  ];
  return (
    <nav aria-label="Grievance counters">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map(([label, value, key]) => {
          const current = filter === key;
          return (
            <li key={key}>
              <Link
                to={current ? "/admin/grievances" : `/admin/grievances?status=${key}`}
                aria-current={current ? "page" : undefined}
                aria-label={current ? `${label}: ${value}, showing only these (show all)` : `${label}: ${value}, show only these`}
                className={`card block no-underline hover:bg-stone-50 ${current ? "ring-2 ring-copper-600" : ""} ${
                  key === "overdue" && value > 0 ? "border-red-200" : ""
                }`}
              >
                <span className="block text-sm text-stone-600">{label}</span>
                <span className={`block text-2xl font-semibold ${key === "overdue" && value > 0 ? "text-red-700" : "text-stone-900"}`}>
                  {value}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {filter !== "all" ? (
        <p className="mt-2 text-sm text-stone-600">
          Showing {items.find(([, , key]) => key === filter)?.[0].toLowerCase()} grievances only.{" "}
          <Link to="/admin/grievances">Show all grievances</Link>
        </p>
      ) : null}
    </nav>
  );
}

/** The list: View (dialog) and Delete for active ones; Restore and Delete Forever in the bin. */
export function GrievanceTable({ grievances, view }: { grievances: AdminGrievanceRow[]; view: "active" | "bin" }) {
  const { search } = useLocation();
  if (grievances.length === 0) {
    return <p className="text-sm text-stone-600">{view === "bin" ? "The recycle bin is empty." : "No grievances."}</p>;
  }
  return (
    <DataTable
      label={view === "bin" ? "Grievances in the recycle bin" : "Grievances"}
      columns={[
        { label: "Title" },
        { label: "Submitted by" },
        { label: "Category" },
        { label: "Priority" },
        { label: "Status" },
        { label: view === "bin" ? "Deleted" : "Submitted" },
        { label: "Actions", hidden: true },
      ]}
    >
      {grievances.map((grievance) => (
        <GrievanceRow key={grievance.id} grievance={grievance} view={view} search={search} />
      ))}
    </DataTable>
  );
}

/** One grievance's row: title (marked when overdue), submitter, category, priority, status and date. */
function GrievanceRow({ grievance, view, search }: { grievance: AdminGrievanceRow; view: "active" | "bin"; search: string }) {
  return (
    <tr>
      <td>
        <span className="font-medium">{grievance.title}</span>
        {grievance.overdue ? (
          <span className="pill ml-2 bg-red-100 text-red-800" title="Not answered within 2 working days">
            Overdue
          </span>
        ) : null}
      </td>
      <td>{grievance.submitterName}</td>
      <td>{categoryLabel(grievance.category)}</td>
      <td>
        <PriorityBadge priority={grievance.priority} />
      </td>
      <td>
        <GrievanceStatusBadge status={grievance.status} />
        {grievance.assigneeName ? <span className="block text-xs text-stone-500">{grievance.assigneeName}</span> : null}
      </td>
      <td>{formatDateNa(view === "bin" ? grievance.deletedAt : grievance.submittedAt)}</td>
      <td>
        <div className="flex flex-wrap justify-end gap-2">
          {view === "active" ? (
            <ActiveGrievanceActions grievance={grievance} search={search} />
          ) : (
            <BinGrievanceActions grievance={grievance} search={search} />
          )}
        </div>
      </td>
    </tr>
  );
}

/** An active grievance's View (the dialog, keeping the list's query) and Delete (to the bin). */
function ActiveGrievanceActions({ grievance, search }: { grievance: AdminGrievanceRow; search: string }) {
  return (
    <>
      <Link to={`/admin/grievances/${grievance.id}${search}`} className="btn-row" preventScrollReset aria-label={`View ${grievance.title}`}>
        View
      </Link>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={grievance.id} />
        <button type="submit" name="intent" value="delete" className="btn-row text-red-700" aria-label={`Delete ${grievance.title}`}>
          Delete
        </button>
      </Form>
    </>
  );
}

/** A binned grievance's Restore and Delete Forever (which asks first, in its own dialog). */
function BinGrievanceActions({ grievance, search }: { grievance: AdminGrievanceRow; search: string }) {
  return (
    <>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={grievance.id} />
        <button type="submit" name="intent" value="restore" className="btn-row" aria-label={`Restore ${grievance.title}`}>
          Restore
        </button>
      </Form>
      <Link
        to={`/admin/grievances/${grievance.id}/permanent${search}`}
        className="btn-row text-red-700"
        preventScrollReset
        aria-label={`Delete Forever ${grievance.title}`}
      >
        Delete Forever
      </Link>
    </>
  );
}
