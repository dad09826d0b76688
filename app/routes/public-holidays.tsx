import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { HolidayTable } from "~/components/holidays/holiday-table";
import { readHolidayYear } from "~/schemas/public-holidays";
import { holidaysOfYear } from "~/services/holidays/calendar.server";
import { todayIso } from "~/utils/dates";

/**
 * The year's Namibian public holidays with their sources, for anyone (signed out too): public
 * facts, no personal data, so shared caches may keep it for an hour.
 */
export const handle = { hydrate: false, hideHeader: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const year = readHolidayYear(new URL(request.url).searchParams, Number(todayIso().slice(0, 4)));
  return json({ year, holidays: await holidaysOfYear(year) }, { headers: { "Cache-Control": "public, max-age=3600" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "no-store" });

export default function PublicHolidays() {
  const { year, holidays } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">Namibian Public Holidays {year}</h1>
      <p className="text-sm text-stone-600">
        The Public Holidays Act 26 of 1990 (as amended): when a holiday falls on a Sunday, the Monday after is also a holiday. Days
        proclaimed for one year are listed with their proclamation.
      </p>
      <nav className="flex gap-2" aria-label="Years">
        <Link to={`/public-holidays?year=${year - 1}`} className="btn-secondary">
          {year - 1}
        </Link>
        <Link to={`/public-holidays?year=${year + 1}`} className="btn-secondary">
          {year + 1}
        </Link>
      </nav>
      <HolidayTable holidays={holidays} />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Public Holidays ${data?.year ?? ""} | HR Portal` }];
