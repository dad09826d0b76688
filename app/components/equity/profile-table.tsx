import { PROFILE_COLUMNS } from "~/schemas/equity";
import type { ProfileCounts, ProfileRow } from "~/services/equity/workforce.server";

/**
 * A workforce profile table (by occupational level or by department): a scrolling table, the
 * first column stays readable on a phone. "Not specified" rows and columns are what the
 * records do not hold.
 */
export function ProfileTable({
  caption,
  first,
  rows,
  total,
}: {
  caption: string;
  first: string;
  rows: ProfileRow[];
  total: ProfileCounts;
}) {
  return (
    // A region that scrolls sideways takes the focus, so a keyboard can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-md border border-stone-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-stone-50 text-xs text-stone-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-stone-50 px-3 py-2 text-left">
              {first}
            </th>
            {PROFILE_COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 text-right align-bottom">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...rows, { key: "total", label: "Total", ...total }].map((row) => (
            <tr key={row.key} className={row.key === "total" ? "border-t border-stone-300 font-semibold" : "border-t border-stone-100"}>
              <th scope="row" className="sticky left-0 bg-white px-3 py-1.5 text-left font-medium">
                {row.label}
              </th>
              {PROFILE_COLUMNS.map((column) => (
                <td key={column.key} className="px-2 py-1.5 text-right tabular-nums">
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
