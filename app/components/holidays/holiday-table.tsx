import type { ReactNode } from "react";
import { formatDateNa } from "~/utils/format";

export interface HolidayRow {
  id: number | null;
  date: string;
  name: string;
  source: string;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A year's public holidays with their weekday and source; `actions` adds buttons to proclaimed rows. */
export function HolidayTable({ holidays, actions }: { holidays: HolidayRow[]; actions?: (holiday: HolidayRow) => ReactNode }) {
  if (holidays.length === 0) return <p className="text-sm text-stone-600">No public holidays.</p>;
  return (
    // A region that scrolls sideways takes the focus, so a keyboard can scroll it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="region" aria-label="Public holidays" className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b text-stone-600">
            <th className="py-2 pr-3 font-medium">Date</th>
            <th className="py-2 pr-3 font-medium">Day</th>
            <th className="py-2 pr-3 font-medium">Holiday</th>
            <th className="py-2 pr-3 font-medium">Source</th>
            {actions ? <th className="py-2 font-medium">Actions</th> : null}
          </tr>
        </thead>
        <tbody>
          {holidays.map((holiday) => (
            <tr key={`${holiday.date}-${holiday.name}`} className="border-b align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateNa(holiday.date)}</td>
              <td className="py-2 pr-3">{WEEKDAYS[new Date(`${holiday.date}T00:00:00Z`).getUTCDay()]}</td>
              <td className="py-2 pr-3">{holiday.name}</td>
              <td className="py-2 pr-3 text-stone-600">{holiday.source}</td>
              {actions ? <td className="py-2 whitespace-nowrap">{actions(holiday)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
