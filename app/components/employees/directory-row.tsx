import { capitalise } from "~/utils/labels";

/** Pieces of a row of HR's employee directory (app/routes/admin.employees.tsx). */

export function StatusPill({ status }: { status: string }) {
  const colour =
    status === "active"
      ? "bg-emerald-100 text-emerald-800"
      : status === "inactive"
        ? "bg-amber-100 text-amber-800"
        : "bg-stone-200 text-stone-700";
  return <span className={`pill ${colour}`}>{capitalise(status)}</span>;
}

/** View, Edit and Delete: plain links that keep the directory's query (dialogs over the list). */
export function RowActions({ id, name, search }: { id: number; name: string; search: string }) {
  return (
    <span className="inline-flex gap-2">
      <a href={`/admin/employees/${id}${search}`} className="btn-row" aria-label={`View ${name}`}>
        View
      </a>
      <a href={`/admin/employees/${id}/edit${search}`} className="btn-row" aria-label={`Edit ${name}`}>
        Edit
      </a>
      <a href={`/admin/employees/${id}/delete${search}`} className="btn-row text-red-700" aria-label={`Delete ${name}`}>
        Delete
      </a>
    </span>
  );
}
