import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { CALENDAR_LEGEND } from "~/components/leave/leave-types";
import { LeaveLegend, SmallLeaveCalendar } from "~/components/leave/month-calendar";
import type { LeaveDay } from "~/utils/month-grid";
import { formatDateShort } from "~/utils/format";

/** The public site the card links to, and its four news items (spec 1: static). */
export const PUBLIC_SITE_URL = "https://www.namibcopper.com.na";
export const PUBLIC_NEWS = [
  {
    date: "2026-11-12",
    title: "Drilling results confirm copper extension at Tsumeb West",
    link: `${PUBLIC_SITE_URL}/news/tsumeb-west-drilling-results`,
  },
  {
    date: "2026-10-28",
    title: "Namib Copper renews its community water project in Oshikoto",
    link: `${PUBLIC_SITE_URL}/news/oshikoto-water-project`,
  },
  { date: "2026-10-06", title: "Third quarter exploration update", link: `${PUBLIC_SITE_URL}/news/q3-exploration-update` },
  {
    date: "2026-09-15",
    title: "New safety training centre opens in Otjiwarongo",
    link: `${PUBLIC_SITE_URL}/news/otjiwarongo-training-centre`,
  },
] as const;

export interface CompanyNewsProps {
  minimised: boolean;
  /** The small calendar: its month (YYYY-MM), today and the picked day, and approved leave per day. */
  month: string;
  today: string;
  selected: string;
  leaveDays: Record<string, LeaveDay>;
}

/**
 * The collapsible Company News card (spec 1): the small leave calendar and the public
 * news. Minimising is a form post that sets a cookie, so the card stays as it was left,
 * with or without JavaScript; with it the card folds at once and posts in the background.
 */
export function CompanyNews({ minimised, month, today, selected, leaveDays }: CompanyNewsProps) {
  const fetcher = useFetcher();
  const titleId = useId();
  const bodyId = useId();
  const pending = fetcher.formData?.get("minimised");
  const folded = pending === undefined || pending === null ? minimised : pending === "1";
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="font-semibold">
          Company News
        </h2>
        <fetcher.Form method="post" action="/dashboard/news" preventScrollReset>
          <input type="hidden" name="minimised" value={folded ? "0" : "1"} />
          <button type="submit" className="btn-ghost px-2 py-1 text-sm" aria-expanded={!folded} aria-controls={bodyId}>
            {folded ? "Expand" : "Minimise"}
          </button>
        </fetcher.Form>
      </div>
      <div id={bodyId} hidden={folded} className="mt-3 grid gap-6 md:grid-cols-2">
        <div>
          <SmallLeaveCalendar month={month} today={today} selected={selected} leaveDays={leaveDays} hrefFor={dashboardDateHref} />
          <LeaveLegend items={CALENDAR_LEGEND.slice(0, 4)} className="mt-2 text-xs" />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-stone-700">Public News</h3>
          <ul className="mt-2 divide-y divide-stone-100">
            {PUBLIC_NEWS.map((item) => (
              <li key={item.link} className="py-2 text-sm">
                <p className="text-xs text-stone-500">{formatDateShort(item.date)}</p>
                <a href={item.link} target="_blank" rel="noopener noreferrer" className="touch-link break-words">
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
          <a href={PUBLIC_SITE_URL} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-3">
            View Public Site
          </a>
        </div>
      </div>
    </section>
  );
}

/** A day picked in the small calendar: the dashboard with that day in its On Leave card. */
export function dashboardDateHref({ month, date }: { month: string; date?: string }) {
  const params = new URLSearchParams({ month });
  if (date) params.set("date", date);
  return `/?${params.toString()}#on-leave`;
}
