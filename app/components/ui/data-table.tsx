import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

export interface Column {
  label: string;
  /** Extra classes for the header cell (e.g. text-right for numbers). */
  className?: string;
  /** A column without a visible heading (actions); the label stays for screen readers. */
  hidden?: boolean;
}

type Cell = ReactElement<{ "data-label"?: string; children?: ReactNode }>;

/**
 * The admin screens' table: a table on wide screens, a card per row on phones
 * (card-table in tailwind.css), each cell labelled with its column's heading there, so
 * nothing has to scroll sideways. Headings come from `columns`, rows are the children.
 */
export function DataTable({ columns, children, label }: { columns: Column[]; children: ReactNode; label?: string }) {
  const rows = Children.map(children, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row)) return row;
    let index = 0;
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement(cell)) return cell;
      const column = columns[index++];
      return column && !column.hidden ? cloneElement(cell as Cell, { "data-label": column.label }) : cell;
    });
    return cloneElement(row, {}, cells);
  });
  return (
    <table className="card-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{rows}</tbody>
    </table>
  );
}
