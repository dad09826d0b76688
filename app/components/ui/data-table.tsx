import type { ReactNode } from "react";

export interface Column {
  label: string;
  /** Extra classes for the header cell (e.g. text-right for numbers). */
  className?: string;
  /** A column without a visible heading (actions); the label stays for screen readers. */
  hidden?: boolean;
}

/** The admin screens' table frame: scrolls sideways on phones, headings from `columns`, rows as children. */
export function DataTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="min-w-full divide-y divide-stone-200 text-sm">
        <thead className="bg-stone-50 text-left text-xs uppercase text-stone-500">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-3 py-2 ${column.className ?? ""}`}>
                {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
