import { Link, useLocation } from "@remix-run/react";
import type { PageWindow } from "~/utils/paging";
import { queryWith } from "~/utils/paging";

/**
 * "Showing 26-50 of 120" with Previous and Next as plain links that keep the URL's
 * filters, so paging works without JavaScript.
 */
export function Pager({ window, label }: { window: PageWindow; label: string }) {
  const { search } = useLocation();
  const { page, pageCount, first, last, total } = window;
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
      <p>{total === 0 ? "No results" : `Showing ${first}-${last} of ${total}`}</p>
      {pageCount > 1 ? (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link to={queryWith(search, { page: page - 1 === 1 ? null : page - 1 })} className="btn-secondary px-3 py-1" rel="prev">
              Previous
            </Link>
          ) : null}
          <span>{`Page ${page} of ${pageCount}`}</span>
          {page < pageCount ? (
            <Link to={queryWith(search, { page: page + 1 })} className="btn-secondary px-3 py-1" rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
