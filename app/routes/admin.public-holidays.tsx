import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/dashboard/frame";
import { HolidayTable } from "~/components/holidays/holiday-table";
import { requireRole } from "~/auth.server";
import { readHolidayYear } from "~/schemas/public-holidays";
import { holidaysOfYear } from "~/services/holidays/calendar.server";
import { todayIso } from "~/utils/dates";

/**
 * Admin Tools -> Public Holidays: the year's holidays, the statutory ones computed and read-only,
 * the proclaimed ones added, edited and removed here (dialogs with JavaScript, pages without).
 */
export const handle: RouteHandle = { tab: "public-holidays" };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "hr");
  const year = readHolidayYear(new URL(request.url).searchParams, Number(todayIso().slice(0, 4)));
  return json({ year, holidays: await holidaysOfYear(year) });
}

export default function AdminPublicHolidays() {
  const { year, holidays } = useLoaderData<typeof loader>();
  return (
    <>
      <Outlet />
      <section className="space-y-4" aria-labelledby="holidays-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="holidays-title" className="text-lg font-semibold">
            Public Holidays {year}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to={`/admin/public-holidays?year=${year - 1}`} className="btn-secondary" aria-label="Previous year">
              {year - 1}
            </Link>
            <Link to={`/admin/public-holidays?year=${year + 1}`} className="btn-secondary" aria-label="Next year">
              {year + 1}
            </Link>
            <Link to={`/admin/public-holidays/new?year=${year}`} className="btn-primary" preventScrollReset>
              Add Holiday
            </Link>
          </div>
        </div>
        <p className="text-sm text-stone-600">
          Holidays of the Public Holidays Act are computed and cannot be changed here. Add the days the President proclaims; the leave that
          covers them is recounted. Public list: <Link to={`/public-holidays?year=${year}`}>/public-holidays</Link>
        </p>
        <HolidayTable
          holidays={holidays}
          actions={(holiday) =>
            holiday.id === null ? null : (
              <>
                <Link to={`/admin/public-holidays/${holiday.id}/edit?year=${year}`} className="btn-row" aria-label={`Edit ${holiday.name}`}>
                  Edit
                </Link>
                <Link
                  to={`/admin/public-holidays/${holiday.id}/delete?year=${year}`}
                  className="btn-row text-red-700"
                  aria-label={`Remove ${holiday.name}`}
                >
                  Remove
                </Link>
              </>
            )
          }
        />
      </section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Public Holidays | HR Admin" }];
